import { z } from "zod";
import { call } from "../call";
import {
  leaveApproveSchema,
  leaveBalanceQuerySchema,
  leaveBalancesSchema,
  leaveCancelSchema,
  leaveDeclineSchema,
  leaveListQuerySchema,
  leavePageSchema,
  leaveSavedSchema,
  leaveSaveSchema,
} from "./leave";

/**
 * Staff leave's calls (no spec call; decision 253). Every staff user reaches them; the service
 * confines a person to their own leave unless they hold ManageStaffAttendance, and only holders
 * of it approve or decline.
 */

/** GET /api/staff-leave: a page of leave requests (own, or everyone's with MSA). */
export const leaveList = call("GET", "/staff-leave", {
  input: leaveListQuerySchema,
  answer: leavePageSchema,
});

/** GET /api/staff-leave/balances: per type for the year (decision 254). */
export const leaveBalances = call("GET", "/staff-leave/balances", {
  input: leaveBalanceQuerySchema,
  answer: leaveBalancesSchema,
});

/** POST /api/staff-leave/update: request leave, or change one's own request while requested. */
export const saveLeave = call("POST", "/staff-leave/update", {
  input: leaveSaveSchema,
  answer: leaveSavedSchema,
});

/** POST /api/staff-leave/delete: cancel a request (kept as cancelled, never removed). */
export const cancelLeave = call("POST", "/staff-leave/delete", {
  input: leaveCancelSchema,
  answer: z.object({ id: z.number().int() }),
});

/** POST /api/staff-leave/approve (MSA): refused over published shifts and sessions. */
export const approveLeave = call("POST", "/staff-leave/approve", {
  input: leaveApproveSchema,
  answer: z.object({ id: z.number().int(), warnings: z.array(z.string()) }),
});

/** POST /api/staff-leave/decline (MSA): the reason is required and mailed to the person. */
export const declineLeave = call("POST", "/staff-leave/decline", {
  input: leaveDeclineSchema,
  answer: z.object({ id: z.number().int() }),
});
