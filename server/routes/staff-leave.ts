import { Hono } from "hono";
import type { AppEnv } from "../context";
import { RIGHTS } from "../contracts/rights-codes";
import * as calls from "../contracts/staff-office/leave-calls";
import { cancelLeave, listLeave, saveLeave } from "../services/staff-office/leave";
import { leaveBalances } from "../services/staff-office/leave-balances";
import { approveLeave, declineLeave } from "../services/staff-office/leave-decisions";
import { handle } from "./handle";

/** Every staff user (their own leave; the service widens it for ManageStaffAttendance). */
const STAFF = { staff: [] } as const;
const MSA = { staff: [RIGHTS.ManageStaffAttendance] } as const;

/** Staff leave (staff/leave, decision 253): requests, decisions and balances. */
export const staffLeaveRoutes = new Hono<AppEnv>()
  .on(...handle(calls.leaveList, STAFF, listLeave))
  .on(...handle(calls.leaveBalances, STAFF, leaveBalances))
  .on(...handle(calls.saveLeave, STAFF, saveLeave, { successMsg: "Leave request saved." }))
  .on(...handle(calls.cancelLeave, STAFF, cancelLeave, { successMsg: "Leave cancelled." }))
  .on(...handle(calls.approveLeave, MSA, approveLeave, { successMsg: "Leave approved." }))
  .on(...handle(calls.declineLeave, MSA, declineLeave, { successMsg: "Leave declined." }));
