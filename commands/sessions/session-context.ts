import { ROUTES, type RoutePattern } from "../../src/app/routes/route-patterns";
import { focusedRecordId } from "../core/focused-record";
import type { CommandContext } from "../core/types";

/** Route patterns of the session screens and of the screens session commands act from. */
export const SESSION_EDIT: RoutePattern[] = [ROUTES.sessionEdit, ROUTES.sessionEditTab];
export const JOB_EDIT: RoutePattern[] = [ROUTES.jobEdit, ROUTES.jobEditTab];
export const RESPONDENT_RECORDS: RoutePattern[] = [
  ROUTES.respondentRecord,
  ROUTES.businessPanelMember,
  ROUTES.impairmentPanelMember,
];
export const RESPONDENT_SEARCH: RoutePattern[] = [
  ROUTES.searchrespondents,
  ROUTES.searchrespondentsRespondent,
  ROUTES.searchrespondentsFilter,
  // A report's drill-through rows (decision 236): bookings or members, each with its respondentId.
  ROUTES.reportRows,
];

/** The session the focused tab shows (and its job), or null. */
export function focusedSession(ctx: CommandContext): { id: number; jobId: number } | null {
  const id = focusedRecordId(ctx, SESSION_EDIT);
  const jobId = focusedRecordId(ctx, SESSION_EDIT, "jobid");
  return id && jobId ? { id, jobId } : null;
}

export function focusedSessionTab(ctx: CommandContext): string {
  return (ctx.focused?.params.tab ?? "details").toLowerCase();
}

/** The job the focused job tab shows, or null. */
export const focusedJobId = (ctx: CommandContext): number | null => focusedRecordId(ctx, JOB_EDIT);

/** The job of the focused job or session tab. */
export function contextJobId(ctx: CommandContext): number | null {
  return focusedJobId(ctx) ?? focusedSession(ctx)?.jobId ?? null;
}

export interface AttendeeRow {
  eventId: number;
  respondentId: number;
  fullName: string;
  /** The booking status and payment, as the grid row carries them (what actions apply). */
  status?: string;
  paymentStatus?: string | null;
  timeSlotId?: number | null;
  /** The client's sign-off (decision 212), or null. */
  clientSignoff?: string | null;
}

/** The attendee rows selected in the focused session's attendees or standby tab. */
export function selectedAttendees(ctx: CommandContext): AttendeeRow[] {
  const tab = focusedSessionTab(ctx);
  if (!focusedSession(ctx) || (tab !== "attendees" && tab !== "standby")) return [];
  return ctx.selection.filter(
    (r): r is AttendeeRow =>
      typeof (r as AttendeeRow)?.eventId === "number" && typeof (r as AttendeeRow)?.respondentId === "number",
  );
}

/** Rows with a numeric id selected in the focused tab. */
export function selectedIds(ctx: CommandContext): number[] {
  return ctx.selection
    .map((r) => (r as { id?: unknown })?.id)
    .filter((id): id is number => typeof id === "number");
}

/** On a session's attendee lists. */
export const onAttendeeList = (ctx: CommandContext) => {
  const tab = focusedSessionTab(ctx);
  return focusedSession(ctx) !== null && (tab === "attendees" || tab === "standby");
};

export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
