import { Hono } from "hono";
import type { AppEnv } from "../context";
import { RIGHTS } from "../contracts/rights-codes";
import * as calls from "../contracts/staff-office/timesheet-calls";
import * as timesheets from "../services/staff-office/timesheets";
import { handle } from "./handle";

/** Any staff member for their own week (the service lets MSA see others'). */
const ANY_STAFF = { staff: [] } as const;
const MANAGE_ATTENDANCE = { staff: [RIGHTS.ManageStaffAttendance] };

/** Attendance and weekly timesheets (issue 20, decision 257). */
export const staffTimesheetsRoutes = new Hono<AppEnv>()
  .on(...handle(calls.timesheetWeek, ANY_STAFF, timesheets.timesheetWeek))
  .on(
    ...handle(calls.submitTimesheet, ANY_STAFF, timesheets.submitTimesheet, {
      successMsg: "Week submitted.",
    }),
  )
  .on(
    ...handle(calls.approveTimesheet, MANAGE_ATTENDANCE, timesheets.approveTimesheet, {
      successMsg: "Week approved and locked.",
    }),
  )
  .on(
    ...handle(calls.returnTimesheet, MANAGE_ATTENDANCE, timesheets.returnTimesheet, {
      successMsg: "Week returned to the person.",
    }),
  )
  .on(...handle(calls.timesheetWeeks, MANAGE_ATTENDANCE, timesheets.timesheetWeeks));
