import { lazy } from "react";
import { notBuilt, type RouteDef } from "./route-def";
import { ROUTES, type RoutePattern } from "./route-patterns";

const home = lazy(() => import("../../features/client-portal/views/home-page"));
const client = lazy(() => import("../../features/client-portal/views/client-page"));
const jobs = lazy(() => import("../../features/client-portal/views/jobs-page"));
const job = lazy(() => import("../../features/client-portal/views/jobs-job-page"));

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
  cli(ROUTES.clihome, "Home", { component: home }),
  cli(ROUTES.cliclient, "Client", { component: client }),
  cli(ROUTES.clijobs, "Jobs", { component: jobs }),
  cli(ROUTES.cliJob, "Job", { component: job }),
  cli(ROUTES.clijobschedule, "Job Schedules", { flag: "IsJobSchedulesConfiguration" }),
  cli(ROUTES.cliprivatelist, "Private List", {
    clientOption: "allowPrivateList",
    component: lazy(() => import("../../features/client-portal/views/private-list-page")),
  }),
  cli(ROUTES.clinotes, "Notes"),
  cli(ROUTES.clifeedback, "Feedback"),
  cli(ROUTES.clisettings, "Settings", { component: settings }),
];
