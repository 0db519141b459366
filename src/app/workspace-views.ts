import { lazy } from "react";
import { registerViews, type ViewDef } from "../workspace/view-registry";
import { sharedRoutes } from "./routes/shared";
import { staffRoutes } from "./routes/staff";

const Dashboard = lazy(() =>
  import("../features/dashboard/views/dashboard-view").then((m) => ({ default: m.DashboardView })),
);

/**
 * Every staff route is a kind of workspace tab (decision 033). Areas that build a page replace
 * its `component` in the route table; views that need more than the page (the dashboard) are
 * overridden here. Shared routes a staff user may open (My Settings, Access Denied) join too.
 */
export function registerWorkspaceViews(): void {
  const staff: ViewDef[] = staffRoutes.map((r) => ({
    pattern: r.path,
    title: r.title,
    component: r.component,
    ...(r.right ? { right: r.right } : {}),
    ...(r.flag ? { flag: r.flag } : {}),
  }));
  const shared: ViewDef[] = sharedRoutes
    .filter((r) => r.roles?.includes("Staff"))
    .map((r) => ({ pattern: r.path, title: r.title, component: r.component }));
  registerViews([...staff, ...shared, { pattern: "/dashboard", title: "Dashboard", component: Dashboard }]);
}
