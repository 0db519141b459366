import { notBuilt, type RouteDef } from "./route-def";

const cli = (path: string, title: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  audience: "client",
  path,
  title,
  component: notBuilt(title),
  ...extra,
});

/** Client-only routes of product §2.3. */
export const clientRoutes: RouteDef[] = [
  cli("/clihome", "Home"),
  cli("/cliclient", "Client"),
  cli("/clijobs", "Jobs"),
  cli("/clijobschedule", "Job Schedules", { flag: "IsJobSchedulesConfiguration" }),
  cli("/cliprivatelist", "Private List"),
  cli("/clinotes", "Notes"),
  cli("/clifeedback", "Feedback"),
  cli("/clisettings", "Settings"),
];
