import { Hono } from "hono";
import type { AppEnv } from "../context";
import { RIGHTS } from "../contracts/rights-codes";
import { staffPayList, updateStaffPay } from "../contracts/staff-office/pay-rates";
import * as pay from "../services/staff-office/pay-rates";
import { handle } from "./handle";

const MANAGE_ATTENDANCE = { staff: [RIGHTS.ManageStaffAttendance] };

/** Positions, pay and cost rates on the staff record, under Manage Staff Attendance (decision 261). */
export const staffPayRoutes = new Hono<AppEnv>()
  .on(...handle(staffPayList, MANAGE_ATTENDANCE, pay.listStaffPay))
  .on(...handle(updateStaffPay, MANAGE_ATTENDANCE, pay.updateStaffPay, { successMsg: "Pay details saved." }));
