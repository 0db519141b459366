import type { ClientScheduleRow } from "../../../../server/contracts/sessions/client-schedule";
import { SIGNOFF, signoffLabel } from "../../../../server/contracts/sessions/signoff-states";
import { formatDate, formatDateTime, formatTime } from "../../../lib/format";

/** One session of the client's schedule as the call answers it. */
export interface ScheduleGroup {
  jobGroupId: number | null;
  sessionNumber: number | null;
  sessionName: string | null;
  sessionStartsAt: string | null;
  rows: ClientScheduleRow[];
}

/** "Session 101 Lunchtime group, 03/12/2026 10:00". */
function sessionText(s: Pick<ScheduleGroup, "sessionNumber" | "sessionName" | "sessionStartsAt">) {
  const name = [`Session ${s.sessionNumber ?? ""}`.trim(), s.sessionName ?? ""].join(" ").trim();
  const when = formatDateTime(s.sessionStartsAt);
  return when ? `${name}, ${when}` : name;
}

/** "03/12/2026 10:00–11:00", else the interview time, else "". */
function slotText(r: Pick<ClientScheduleRow, "timeSlotStartsAt" | "timeSlotEndsAt" | "interviewTime">) {
  if (!r.timeSlotStartsAt) return r.interviewTime ?? "";
  const end = r.timeSlotEndsAt ? `–${formatTime(r.timeSlotEndsAt)}` : "";
  return `${formatDateTime(r.timeSlotStartsAt)}${end}`;
}

/** What the client decided, in the client's words ("Approved", "Replacement asked: reason"). */
export function signoffText(r: Pick<ClientScheduleRow, "clientSignoff" | "clientSignoffReason">) {
  if (r.clientSignoff === SIGNOFF.Approved) return "Approved";
  if (r.clientSignoff === SIGNOFF.ReplaceRequested)
    return signoffLabel(r.clientSignoff, r.clientSignoffReason);
  return "";
}

/** A booked or confirmed respondent may be signed off (the server says the same). */
export const maySignOff = (r: Pick<ClientScheduleRow, "status">) =>
  r.status === "Booked" || r.status === "Confirmed";

/** The table's rows: every session's rows with their session's label, in the call's order. */
export type ScheduleLine = ClientScheduleRow & { session: string };
export const scheduleLines = (groups: readonly ScheduleGroup[]): ScheduleLine[] =>
  groups.flatMap((g) => g.rows.map((r) => ({ ...r, session: sessionText(g) })));

/** The columns the page shows and the export writes, in order. */
export const SCHEDULE_COLUMNS: readonly { key: string; header: string; text: (r: ScheduleLine) => string }[] =
  [
    { key: "session", header: "Session", text: (r) => r.session },
    { key: "displayName", header: "Name", text: (r) => r.displayName },
    { key: "ageBand", header: "Age band", text: (r) => r.ageBand ?? "" },
    { key: "location", header: "Suburb or state", text: (r) => r.location ?? "" },
    { key: "status", header: "Status", text: (r) => r.status },
    { key: "timeSlotStartsAt", header: "Time slot", text: slotText },
    { key: "custom1", header: "Custom 1", text: (r) => r.custom1 ?? "" },
    { key: "custom2", header: "Custom 2", text: (r) => r.custom2 ?? "" },
    { key: "custom3", header: "Custom 3", text: (r) => r.custom3 ?? "" },
    { key: "custom4", header: "Custom 4", text: (r) => r.custom4 ?? "" },
    { key: "clientSignoff", header: "Your sign-off", text: signoffText },
  ];

/** The export's columns and rows: the page's columns, as text (times of day are not days). */
export function scheduleSheet(lines: readonly ScheduleLine[]) {
  return {
    columns: SCHEDULE_COLUMNS.map((c) => ({ header: c.header, width: Math.max(12, c.header.length + 2) })),
    rows: lines.map((l) => SCHEDULE_COLUMNS.map((c) => c.text(l))),
  };
}

/** "schedule-J-1234-28-11-2026.xlsx": the job and the day (agency clock) of the export. */
export function scheduleFileName(jobNumber: string, now: string) {
  const job = jobNumber.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "job";
  return `schedule-${job}-${formatDate(now).replaceAll("/", "-")}.xlsx`;
}

/** Puts the row a sign-off call answered in place of the old one. */
export function withRow(groups: readonly ScheduleGroup[], row: ClientScheduleRow): ScheduleGroup[] {
  return groups.map((g) => ({ ...g, rows: g.rows.map((r) => (r.eventId === row.eventId ? row : r)) }));
}
