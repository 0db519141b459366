import { useQuery } from "@tanstack/react-query";
import type { LeaveListQuery, LeaveRow } from "../../../../../server/contracts/staff-office/leave";
import * as calls from "../../../../../server/contracts/staff-office/leave-calls";
import { callApi } from "../../../../lib/call-api";
import { readQuery } from "../../../../lib/read-query";

export type { LeaveRow };
export { calls };

export const leaveKeys = {
  all: ["staff-leave"] as const,
  balances: (staffUserId: number | null) => ["staff-leave", "balances", staffUserId ?? "me"] as const,
};

/** A page of leave, as the DataTable asks for it. */
export async function leavePage(
  query: Partial<Record<keyof LeaveListQuery, string | number>>,
  signal: AbortSignal,
) {
  const answer = await callApi(calls.leaveList, query as never, { signal, hideLoadingBar: true });
  return answer.succeeded ? answer.value : null;
}

/** The balances of this year: one's own, or a person's (ManageStaffAttendance). */
export const useLeaveBalances = (staffUserId: number | null) =>
  useQuery(
    readQuery(leaveKeys.balances(staffUserId), calls.leaveBalances, staffUserId ? { staffUserId } : {}, {
      what: "the leave balances",
    }),
  );
