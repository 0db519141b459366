import { useQuery } from "@tanstack/react-query";
import type {
  TimesheetRow,
  TimesheetWeek,
} from "../../../../../server/contracts/staff-office/timesheet-calls";
import * as calls from "../../../../../server/contracts/staff-office/timesheet-calls";
import { callApi } from "../../../../lib/call-api";
import { readQuery } from "../../../../lib/read-query";

export type { TimesheetRow, TimesheetWeek };
export { calls };

export const timesheetKeys = {
  all: ["timesheets"] as const,
  week: (staffUserId: number | null, week: string) =>
    ["timesheets", "week", staffUserId ?? "me", week] as const,
};

/** Everyone's status for a week, a page as the DataTable asks for it. */
export async function weeksPage(query: { week: string; start: number; length: number }, signal: AbortSignal) {
  const answer = await callApi(calls.timesheetWeeks, query, { signal, hideLoadingBar: true });
  return answer.succeeded ? { rows: answer.value.rows, total: answer.value.total } : null;
}

/** A person's week (null: the caller's own). */
export const useTimesheet = (staffUserId: number | null, week: string) =>
  useQuery(
    readQuery(
      timesheetKeys.week(staffUserId, week),
      calls.timesheetWeek,
      staffUserId ? { week, staffUserId } : { week },
      { what: "the timesheet" },
    ),
  );
