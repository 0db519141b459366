import type { CommandContext } from "../types";

/** Route patterns of the session screens (the literal patterns of src/app/routes/staff.tsx). */
export const SESSION_EDIT = ["/session/edit/:id/:jobid", "/session/edit/:id/:jobid/:tab"];
export const JOB_EDIT = ["/job/edit/:id", "/job/edit/:id/:selectedtab"];
export const RESPONDENT_RECORDS = [
  "/respondent/:resid",
  "/bussinesspanelmember/:resid",
  "/impairmentpanelmember/:resid",
];
export const RESPONDENT_SEARCH = [
  "/searchrespondents",
  "/searchrespondents/:resid",
  "/searchrespondents/filter/:filterid",
];

const positive = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The session the focused tab shows (and its job), or null. */
export function focusedSession(ctx: CommandContext): { id: number; jobId: number } | null {
  const pattern = ctx.focused?.pattern;
  if (!pattern || !SESSION_EDIT.includes(pattern)) return null;
  const id = positive(ctx.focused?.params.id);
  const jobId = positive(ctx.focused?.params.jobid);
  return id && jobId ? { id, jobId } : null;
}

export function focusedSessionTab(ctx: CommandContext): string {
  return (ctx.focused?.params.tab ?? "details").toLowerCase();
}

/** The job the focused job tab shows, or null. */
export function focusedJobId(ctx: CommandContext): number | null {
  const pattern = ctx.focused?.pattern;
  if (!pattern || !JOB_EDIT.includes(pattern)) return null;
  return positive(ctx.focused?.params.id);
}

/** The job of the focused job or session tab. */
export function contextJobId(ctx: CommandContext): number | null {
  return focusedJobId(ctx) ?? focusedSession(ctx)?.jobId ?? null;
}

export interface AttendeeRow {
  eventId: number;
  respondentId: number;
  fullName: string;
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
