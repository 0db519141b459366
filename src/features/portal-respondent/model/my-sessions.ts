/** The booking fields My Sessions and Home read (a subset of the respondent-events contract). */
export interface SessionRow {
  id: number;
  kind: string;
  status: string;
  jobName: string | null;
  sessionName: string | null;
  sessionStartsAt: string | null;
  at: string;
  closed: boolean;
  attendanceConfirmedAt: string | null;
  paymentStatus: string | null;
}

/** Statuses of a booking still to come (decision 130); everything else is over or off. */
const OPEN = new Set(["Booked", "Standby", "Confirmed"]);
const CANCELLED = new Set(["Cancelled", "Declined", "Client cancelled", "Replaced"]);
const DID_NOT_ATTEND = new Set(["No show"]);

const startOf = (r: SessionRow) => {
  const t = Date.parse(r.sessionStartsAt ?? "");
  return Number.isNaN(t) ? null : t;
};

/** "Study — Session": the job's name, never its internal code; 'Research session' without one. */
export function sessionTitle(r: Pick<SessionRow, "jobName" | "sessionName">): string {
  const parts = [r.jobName, r.sessionName].filter((p): p is string => Boolean(p?.trim()));
  return parts.length ? parts.join(" — ") : "Research session";
}

/** Still to come: an open booking whose session has not started (or has no time yet). */
function isUpcoming(r: SessionRow, now: number): boolean {
  const start = startOf(r);
  return !r.closed && OPEN.has(r.status) && (start === null || start > now);
}

/** Waiting for the respondent's confirmation. */
export const needsConfirming = (r: SessionRow, now: number) =>
  isUpcoming(r, now) && r.status !== "Confirmed" && !r.attendanceConfirmedAt;

/** Upcoming soonest first (the next session leads), past newest first. */
export function splitSessions<T extends SessionRow>(rows: T[], now: number): { upcoming: T[]; past: T[] } {
  const upcoming = rows.filter((r) => isUpcoming(r, now));
  const past = rows.filter((r) => !isUpcoming(r, now));
  const key = (r: SessionRow) => startOf(r) ?? Date.parse(r.at);
  upcoming.sort((a, b) => (startOf(a) ?? Number.MAX_SAFE_INTEGER) - (startOf(b) ?? Number.MAX_SAFE_INTEGER));
  past.sort((a, b) => key(b) - key(a));
  return { upcoming, past };
}

/** One wording for where a booking stands, the same on every card. */
export function statusText(r: SessionRow, now: number): string {
  if (CANCELLED.has(r.status)) return "Cancelled";
  if (isUpcoming(r, now)) {
    if (r.status === "Confirmed" || r.attendanceConfirmedAt) return "Confirmed";
    return r.status === "Standby" ? "On standby: please confirm" : "Booked: please confirm";
  }
  if (DID_NOT_ATTEND.has(r.status)) return "Did not attend";
  if (OPEN.has(r.status)) return "Session over";
  return "Attended";
}

/** The payment line: only for a session someone attended. */
export function paymentText(r: SessionRow, now: number): string | null {
  if (statusText(r, now) !== "Attended") return null;
  // Older outcome rows (kind Attended) carry the payment as their status.
  if (r.status === "Paid") return "Paid";
  if (!r.paymentStatus) return "Not paid yet";
  return r.paymentStatus === "Paid" ? "Paid" : r.paymentStatus;
}
