import { zoneName } from "../../../../server/contracts/agency-time";
import { agencyZone } from "../../../lib/agency-zone";
import { formatDate, formatMoney as formatMoneyOf, formatTime, sumMoney } from "../../../lib/format";

/** The event fields the lists read (a subset of the respondent-events contract). */
export interface ListEvent {
  kind: string;
  jobGroupId: number | null;
  closed: boolean;
  attendanceConfirmedAt: string | null;
  /** A booking's status (kind Session): only Booked and Standby still take a confirmation. */
  status?: string;
}

/** Shown where a value is missing, so a card never has an empty line. */
export const NONE = "—";

/** A stored timestamp as the day it fell on, DD/MM/YYYY (product §9); a dash when missing. */
export const formatDay = (iso: string | null | undefined): string => formatDate(iso, NONE);

/** A decimal string of the API ("75.00") as money: $75.00, $1,234.50, -$5.00; a dash when missing. */
export const formatMoney = (amount: string | number | null | undefined): string =>
  formatMoneyOf(amount, NONE);

export { sumMoney };

/** "J1001 - Grocery study", or whichever half exists; `fallback` when the record has no job. */
export function jobLabel(jobNumber: string | null, jobName: string | null, fallback = NONE): string {
  const parts = [jobNumber, jobName].filter((p): p is string => Boolean(p?.trim()));
  return parts.length ? parts.join(" - ") : fallback;
}

/** The kind of a session booking; its status says where it stands (decision 130). */
const BOOKING = "Session";
const CONFIRMABLE_STATUSES = new Set(["Booked", "Standby"]);

/** "10:00–11:30 AEDT" on the agency's clock, its zone named; NONE without a start. */
export function formatTimeRange(
  startIso: string | null | undefined,
  endIso: string | null | undefined,
): string {
  const start = formatTime(startIso);
  if (!start) return NONE;
  const end = formatTime(endIso);
  // The zone is named: a respondent elsewhere (or travelling) could read it as their own clock.
  return `${end ? `${start}–${end}` : start} ${zoneName(startIso, agencyZone())}`;
}

/** "Venue, address" or whichever exists. */
export function locationText(name: string | null | undefined, address: string | null | undefined): string {
  const parts = [name, address].filter((p): p is string => Boolean(p?.trim()));
  return parts.length ? parts.join(", ") : NONE;
}

/** Session outcomes: they describe a session even when the row no longer names one. */
const SESSION_OUTCOMES = new Set(["Attended", "No show"]);
/** Kinds that are never a session booking (decision 093). */
const NOT_SESSIONS = new Set(["Opportunity", "Survey", "SurveyClick"]);
/** Kinds with a session that cannot be confirmed: the server's list in decision 093. */
const NOT_CONFIRMABLE = new Set([...NOT_SESSIONS, ...SESSION_OUTCOMES]);

/**
 * My Sessions (decision 098): events booked into a session (a jobGroupId) and session outcomes
 * (Attended, No show); invitations, surveys and survey clicks belong to the other pages.
 */
export function isSessionEvent(e: ListEvent): boolean {
  if (NOT_SESSIONS.has(e.kind)) return false;
  return e.jobGroupId !== null || SESSION_OUTCOMES.has(e.kind);
}

/**
 * Whether the page offers 'Confirm attendance': an open booking with a session, not yet
 * confirmed. The server also refuses a session that has started (the list does not carry its
 * start), so the page shows that refusal when it comes.
 */
export function canConfirm(e: ListEvent): boolean {
  if (e.kind === BOOKING && e.status && !CONFIRMABLE_STATUSES.has(e.status)) return false;
  return e.jobGroupId !== null && !NOT_CONFIRMABLE.has(e.kind) && !e.closed && !e.attendanceConfirmedAt;
}

/** The attendance line of a session card. */
export function attendanceText(e: ListEvent): string {
  if (e.attendanceConfirmedAt) return `Confirmed on ${formatDay(e.attendanceConfirmedAt)}`;
  if (canConfirm(e)) return "Not confirmed yet";
  return NONE;
}

/**
 * The list pages show the signed-in respondent's own records. Another id in the address (an old
 * bookmark, a shared link) leads to the same page for their own id; null means stay.
 */
export function ownListPath(base: string, idInPath: string | undefined, myId: number | null): string | null {
  if (myId === null) return null;
  return idInPath === String(myId) ? null : `${base}/${myId}`;
}

/** Survey links to another site open in a new tab so the portal stays open; our own stay in this one. */
export function isExternalUrl(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin !== origin;
  } catch {
    return false;
  }
}

/**
 * Where 'Start Survey' leads: a third-party survey's own address, else the survey redirect, which
 * asks GetPublicSurveyEncodedValues for this respondent's link and opens the survey (product §2.10).
 */
export function startSurveyHref(surveyUrl: string | null, jobId: number | null): string | null {
  if (surveyUrl) return surveyUrl;
  return jobId ? `/survey-redirect/${jobId}` : null;
}

/** Survey statuses after which there is nothing left to take (M14: no 'Start Survey' on them). */
const SURVEY_DONE = new Set([
  "Completed",
  "Terminated",
  "Over quota",
  "Qualified",
  "Screened",
  "Declined",
  "Cancelled",
]);

/** Whether My Surveys offers 'Start Survey': an open survey not yet finished. */
export const canStartSurvey = (s: { closed: boolean; status: string }) =>
  !s.closed && !SURVEY_DONE.has(s.status);
