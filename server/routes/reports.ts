import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { REPORT_CALLS, reportDrill, reportExportSchema } from "../contracts/reports/calls";
import { REPORT_PATHS, REPORTS } from "../contracts/reports/catalogue";
import { pointReportJobs } from "../contracts/reports/money-calls";
import * as scheduleCalls from "../contracts/reports/schedule-calls";
import { xlsxStream } from "../http/file-response";
import { formBody } from "../http/input";
import { pointJobs } from "../services/reports/member-points";
import { drillReport, runReport, startReportExport } from "../services/reports/run";
import * as schedules from "../services/reports/schedules";
import { handle } from "./handle";

const ANY_STAFF = { staff: [] };

/**
 * Every report of the catalogue (decision 230): its call (and the GET twin the spec allows),
 * guarded by the report's right; the drill-through and the export check the named report's
 * right in the service.
 */
export const reportsRoutes = REPORTS.reduce((app, r) => {
  const calls = REPORT_CALLS.get(r.id);
  if (!calls) return app;
  const rule = { staff: [r.right] };
  const run = handle(calls.post, rule, (ctx, input) => runReport(ctx, r.id, input));
  const withPost = app.on(...run);
  return calls.get
    ? withPost.on(...handle(calls.get, rule, (ctx, input) => runReport(ctx, r.id, input)))
    : withPost;
}, new Hono<AppEnv>())
  .on(...handle(reportDrill, ANY_STAFF, drillReport))
  // Scheduled reports (decision 237): the service checks the named report's right.
  .on(...handle(scheduleCalls.mySchedules, ANY_STAFF, schedules.mySchedules))
  .on(
    ...handle(scheduleCalls.saveSchedule, ANY_STAFF, schedules.saveSchedule, {
      successMsg: "The report is scheduled.",
    }),
  )
  .on(
    ...handle(scheduleCalls.deleteSchedule, ANY_STAFF, schedules.deleteSchedule, {
      successMsg: "The schedule is stopped.",
    }),
  )
  .on(...handle(pointReportJobs, { staff: ["MPRPT"] }, pointJobs))
  // A spreadsheet, not an envelope.
  .post(REPORT_PATHS.export, async (c) => {
    const ctx = await guard(c, ANY_STAFF);
    const input = await formBody(c, reportExportSchema);
    return xlsxStream(await startReportExport(ctx, input, c.get("requestId")));
  });
