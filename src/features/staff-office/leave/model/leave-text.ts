import type { LeaveRow } from "../../../../../server/contracts/staff-office/leave";
import { formatDate } from "../../../../lib/format";

/** "03/12/2026", "03/12/2026–05/12/2026" or "03/12/2026 13:00–16:30" (agency days and times). */
export function leaveWhenText(row: Pick<LeaveRow, "startDay" | "endDay" | "startTime" | "endTime">): string {
  const first = formatDate(row.startDay);
  if (row.startTime && row.endTime) return `${first} ${row.startTime}–${row.endTime}`;
  return row.startDay === row.endDay ? first : `${first}–${formatDate(row.endDay)}`;
}

/** Hours as the balances and lists show them: "7.60". */
export const hoursText = (hours: number | null) => (hours === null ? "—" : hours.toFixed(2));

const STATUS_TEXT = {
  requested: "Requested",
  approved: "Approved",
  declined: "Declined",
  cancelled: "Cancelled",
};
export const statusText = (status: LeaveRow["status"]) => STATUS_TEXT[status];

/** The decision a person reads: "Declined by Alex Nguyen: Fieldwork week". */
export function decisionText(row: Pick<LeaveRow, "status" | "decidedBy" | "decisionReason">): string {
  if (row.status === "requested" || !row.decidedBy) return "";
  const who = `${statusText(row.status)} by ${row.decidedBy}`;
  return row.decisionReason ? `${who}: ${row.decisionReason}` : who;
}
