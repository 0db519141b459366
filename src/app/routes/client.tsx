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
  cli(ROUTES.clisettings, "Settings"),
];
