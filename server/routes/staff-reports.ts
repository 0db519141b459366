import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { reportFiltersSchema } from "../contracts/reports/calls";
import { correctAttendanceEntry, deleteAttendanceEntry } from "../contracts/reports/staff-calls";
import { STAFF_REPORT_PATHS } from "../contracts/reports/staff-reports";
import { RIGHTS } from "../contracts/rights-codes";
import { failed } from "../http/envelope";
import { csvStream } from "../http/file-response";
import { formBody } from "../http/input";
import * as corrections from "../services/reports/attendance-corrections";
import { startPayrollFile } from "../services/reports/payroll-file";
import { handle } from "./handle";

const MANAGE_ATTENDANCE = { staff: [RIGHTS.ManageStaffAttendance] };

/**
 * The staff reports' calls beyond the report calls (decisions 243, 244): corrections of clock
 * entries under Manage Staff Attendance, and the payroll file under the payroll report's right
 * (the service adds ExportAllResults).
 */
export const staffReportsRoutes = new Hono<AppEnv>()
  .on(
    ...handle(correctAttendanceEntry, MANAGE_ATTENDANCE, corrections.correctAttendanceEntry, {
      successMsg: "Clock entry corrected.",
    }),
  )
  .on(
    ...handle(deleteAttendanceEntry, MANAGE_ATTENDANCE, corrections.deleteAttendanceEntry, {
      successMsg: "Clock entry deleted.",
    }),
  )
  // A file, not an envelope.
  .post(STAFF_REPORT_PATHS.payrollFile, async (c) => {
    const ctx = await guard(c, { staff: [RIGHTS.StaffPayrollReport] });
    const input = await formBody(c, reportFiltersSchema);
    // A refusal (a week not approved) is the usual envelope under 409, not 200: a file call's
    // 200 is saved as the file by download clients (decision 260).
    const file = await startPayrollFile(ctx, input);
    return file.ok ? csvStream(file.value) : failed(c, file.errors, 409);
  });
