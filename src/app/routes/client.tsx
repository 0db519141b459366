import { lazy } from "react";
import { notBuilt, type RouteDef } from "./route-def";
import { ROUTES, type RoutePattern } from "./route-patterns";

const schedule = lazy(() => import("../../features/client-portal/views/schedule-page"));
const notes = lazy(() => import("../../features/client-portal/views/notes-page"));
const feedback = lazy(() => import("../../features/client-portal/views/feedback-page"));

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
  cli(ROUTES.clijobschedule, "Job Schedules", { flag: "IsJobSchedulesConfiguration", component: schedule }),
  cli(ROUTES.cliprivatelist, "Private List"),
  cli(ROUTES.clinotes, "Notes", { component: notes }),
  cli(ROUTES.clifeedback, "Feedback", { component: feedback }),
  cli(ROUTES.clisettings, "Settings"),
];
