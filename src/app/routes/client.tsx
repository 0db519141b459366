import { lazy } from "react";
import { notBuilt, type RouteDef } from "./route-def";
import { ROUTES, type RoutePattern } from "./route-patterns";

const cli = (path: RoutePattern, title: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  audience: "client",
  path,
  title,
  component: notBuilt(title),
  ...extra,
});

/** The shared My Settings page (product §2.5), in the client's own layout. */
const settings = lazy(() => import("../../features/portal-respondent/views/settings-page"));

/** Client-only routes of product §2.3. */
export const clientRoutes: RouteDef[] = [
  cli(ROUTES.clihome, "Home"),
  cli(ROUTES.cliclient, "Client"),
  cli(ROUTES.clijobs, "Jobs"),
  cli(ROUTES.clijobschedule, "Job Schedules", { flag: "IsJobSchedulesConfiguration" }),
  cli(ROUTES.cliprivatelist, "Private List", {
    clientOption: "allowPrivateList",
    component: lazy(() => import("../../features/client-portal/views/private-list-page")),
  }),
  cli(ROUTES.clinotes, "Notes"),
  cli(ROUTES.clifeedback, "Feedback"),
  cli(ROUTES.clisettings, "Settings", { component: settings }),
];
