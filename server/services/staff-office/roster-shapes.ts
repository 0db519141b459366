import { wallDay, wallTime } from "../../contracts/agency-time";
import type { Shift } from "../../contracts/staff-office/roster";
import type { ShiftWithLabel } from "../../db/repo/staff-office/roster";

/** Real hours between two instants, two decimals (a daylight-saving night is 1 h shorter or longer). */
const hoursBetween = (start: Date, end: Date) => Math.round((end.getTime() - start.getTime()) / 36_000) / 100;

/** The wall-clock side of a span: its day, start and end, and the end's day when it differs. */
export function wallSpan(startsAt: Date, endsAt: Date, zone: string) {
  const day = wallDay(startsAt, zone);
  const last = wallDay(endsAt, zone);
  return {
    day,
    start: wallTime(startsAt, zone),
    end: wallTime(endsAt, zone),
    endDay: last === day ? null : last,
  };
}

/** What a shift serves, as a person reads it: "J1234 S2 Focus group", "J1234 Job name" or its note. */
function shiftLabel(s: ShiftWithLabel): string {
  if (s.sessionId && s.jobNumber)
    return `${s.jobNumber} S${s.sessionNumber ?? ""} ${s.sessionName ?? ""}`.trim();
  if (s.jobId && s.jobNumber) return `${s.jobNumber} ${s.jobName ?? ""}`.trim();
  return s.note ?? (s.kind === "other" ? "Shift" : s.kind === "host" ? "Hosting" : "Recruiting");
}

export function toShift(s: ShiftWithLabel, zone: string): Shift {
  return {
    id: s.id,
    staffUserId: s.staffUserId,
    ...wallSpan(s.startsAt, s.endsAt, zone),
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    hours: hoursBetween(s.startsAt, s.endsAt),
    kind: s.kind,
    jobId: s.jobId,
    sessionId: s.sessionId,
    label: shiftLabel(s),
    note: s.note,
    status: s.status,
  };
}
