import { lazy } from "react";
import type { RouteDef } from "./route-def";
import { ROUTES, type RoutePattern } from "./route-patterns";

const home = lazy(() => import("../../features/client-portal/views/home-page"));
const client = lazy(() => import("../../features/client-portal/views/client-page"));
const jobs = lazy(() => import("../../features/client-portal/views/jobs-page"));
const job = lazy(() => import("../../features/client-portal/views/jobs-job-page"));
const schedule = lazy(() => import("../../features/client-portal/views/schedule-page"));
const notes = lazy(() => import("../../features/client-portal/views/notes-page"));
const feedback = lazy(() => import("../../features/client-portal/views/feedback-page"));
const privateList = lazy(() => import("../../features/client-portal/views/private-list-page"));

const cli = (
  path: RoutePattern,
  title: string,
  component: RouteDef["component"],
  extra: Partial<RouteDef> = {},
): RouteDef => ({ audience: "client", path, title, component, ...extra });

/** The shared My Settings page (product §2.5), in the client's own layout. */
const settings = lazy(() => import("../../features/portal-respondent/views/settings-page"));

/** Client-only routes of product §2.3. */
export const clientRoutes: RouteDef[] = [
  cli(ROUTES.clihome, "Home", home),
  cli(ROUTES.cliclient, "Client", client),
  cli(ROUTES.clijobs, "Jobs", jobs),
  cli(ROUTES.cliJob, "Job", job),
  cli(ROUTES.clijobschedule, "Job Schedules", schedule, { flag: "IsJobSchedulesConfiguration" }),
  cli(ROUTES.cliprivatelist, "Private List", privateList, { clientOption: "allowPrivateList" }),
  cli(ROUTES.clinotes, "Notes", notes),
  cli(ROUTES.clifeedback, "Feedback", feedback),
  cli(ROUTES.clisettings, "Settings", settings),
];
