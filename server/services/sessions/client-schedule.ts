import { and } from "drizzle-orm";
import type { z } from "zod";
import { callerOf, isStaff, visibleJob } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { wallDay } from "../../contracts/agency-time";
import type { jobScheduleRequestSchema } from "../../contracts/client-contacts";
import type { ClientScheduleRow } from "../../contracts/sessions/client-schedule";
import type { Attendee } from "../../contracts/sessions/events";
import { BEFORE_BOOKING } from "../../contracts/sessions/signoff-states";
import { type AttendeeRow, attendeeFilters as af, selectAttendees } from "../../db/repo/bookings";
import { insertScheduleView } from "../../db/repo/client-schedule";
import { badRequest, forbidden } from "../../http/errors";
import { agencyTimeZone, jobSchedulesEnabled } from "../config";
import { iso } from "../outcome";
import { signoffOf, toAttendee } from "./attendees";

/**
 * A job's schedule (job/jobschedules, client-contact-jobschedule-by-session): staff get the
 * attendee grid's rows, a client contact the client projection of decision 179.
 */

/** Age bands a client reads (market-research convention; under 18 is its own band). */
const BANDS: readonly [number, string][] = [
  [65, "65+"],
  [55, "55-64"],
  [45, "45-54"],
  [35, "35-44"],
  [25, "25-34"],
  [18, "18-24"],
];

/**
 * The band of a person's age on `today` (YYYY-MM-DD, the agency's day): from the date of birth
 * when known, else from the year of birth (the age they turn this year), else null.
 */
export function ageBand(
  dateOfBirth: string | null,
  yearOfBirth: number | null,
  today: string,
): string | null {
  const year = Number(today.slice(0, 4));
  let age: number;
  if (dateOfBirth) {
    age = year - Number(dateOfBirth.slice(0, 4));
    if (today.slice(5) < dateOfBirth.slice(5, 10)) age -= 1;
  } else if (yearOfBirth) {
    age = year - yearOfBirth;
  } else {
    return null;
  }
  if (age < 0 || age > 130) return null;
  return BANDS.find(([from]) => age >= from)?.[1] ?? "Under 18";
}

/** "Matilda B.": the first name and the surname's initial. */
const displayName = (first: string, last: string) => {
  const initial = last.trim().charAt(0).toUpperCase();
  return initial ? `${first.trim()} ${initial}.` : first.trim();
};

const clean = (v: string | null) => (v?.trim() ? v.trim() : null);

/** The client projection of one booking: nothing to contact or identify the person by. */
export function toClientRow(r: AttendeeRow, today: string): ClientScheduleRow {
  const ev = r.event;
  return {
    eventId: ev.id,
    displayName: displayName(r.firstName, r.lastName),
    ageBand: ageBand(r.dateOfBirth, r.yearOfBirth, today),
    location: clean(r.suburb) ?? clean(r.state),
    status: ev.status,
    confirmed: ev.attendanceConfirmedAt !== null,
    jobGroupId: ev.jobGroupId,
    sessionNumber: r.sessionNumber,
    sessionName: r.sessionName,
    sessionStartsAt: iso(r.sessionStartsAt),
    timeSlotStartsAt: iso(r.slotStartsAt),
    timeSlotEndsAt: iso(r.slotEndsAt),
    interviewTime: ev.interviewTime,
    custom1: ev.custom1,
    custom2: ev.custom2,
    custom3: ev.custom3,
    custom4: ev.custom4,
    ...signoffOf(r),
  };
}

/**
 * 403 for a client contact while the installation's job-schedules flag is off (product §2.3: the
 * menu entry, the page and its calls go together). Staff are not affected.
 */
export async function assertSchedulesOpen(ctx: UseCaseContext) {
  if (isStaff(ctx)) return;
  if (!(await jobSchedulesEnabled(ctx))) throw forbidden("Job schedules are not enabled.");
}

interface ScheduleInput {
  jobId: number;
  sessionNumber: number;
  respondentStatus: string;
  purpose?: "view" | "export";
}

type Job = Awaited<ReturnType<typeof visibleJob>>;

async function scheduleRows(ctx: UseCaseContext, input: ScheduleInput) {
  await assertSchedulesOpen(ctx);
  const job = await visibleJob(ctx, input.jobId);
  const rows = await selectAttendees(
    ctx.deps.db,
    and(
      af.job(input.jobId),
      input.sessionNumber ? af.sessionNumber(input.sessionNumber) : undefined,
      input.respondentStatus ? af.status(input.respondentStatus) : undefined,
      // A client sees the job's recruits, not the candidates of the recruitment stages.
      isStaff(ctx) ? undefined : af.notStatus(BEFORE_BOOKING),
    ),
  );
  if (!isStaff(ctx)) await logView(ctx, job, input, rows);
  return rows;
}

/** "Session 101 Lunchtime group" of each session the rows come from, in order. */
function sessionsSeen(rows: readonly Pick<AttendeeRow, "event" | "sessionNumber" | "sessionName">[]) {
  const seen = new Map<number, string>();
  for (const r of rows) {
    const id = r.event.jobGroupId;
    if (id === null || seen.has(id)) continue;
    seen.set(id, [`Session ${r.sessionNumber ?? ""}`.trim(), r.sessionName ?? ""].join(" ").trim());
  }
  return { ids: [...seen.keys()], text: [...seen.values()].join(", ") };
}

/** The access log (decision 213): every client read of a schedule, page or export. */
async function logView(ctx: UseCaseContext, job: Job, input: ScheduleInput, rows: AttendeeRow[]) {
  const actor = callerOf(ctx);
  if (job.clientId === null) return;
  const seen = sessionsSeen(rows);
  const asked = input.sessionNumber ? `Session ${input.sessionNumber}` : "All sessions";
  await insertScheduleView(ctx.deps.db, {
    clientId: job.clientId,
    clientContactId: actor.id,
    contactName: actor.name,
    jobId: job.id,
    jobLabel: `${job.jobNumber} - ${job.name}`,
    sessionIds: seen.ids,
    sessions: seen.text || `${asked} (no rows)`,
    kind: input.purpose ?? "view",
    rowCount: rows.length,
    at: ctx.deps.now(),
  });
}

type Shape = Attendee | ClientScheduleRow;

/** Staff rows, or client rows for a client contact (visibleJob confines it to its company). */
async function shaped(
  ctx: UseCaseContext,
  rows: AttendeeRow[],
): Promise<{ row: AttendeeRow; shape: Shape }[]> {
  if (isStaff(ctx)) return rows.map((row) => ({ row, shape: toAttendee(row) }));
  const today = wallDay(ctx.deps.now(), await agencyTimeZone(ctx));
  return rows.map((row) => ({ row, shape: toClientRow(row, today) }));
}

/** job/jobschedules (jobId or jobid, sessionNumber 0 = all, respondentStatus '' = all). */
export async function jobSchedule(ctx: UseCaseContext, input: z.output<typeof jobScheduleRequestSchema>) {
  const jobId = input.jobId ?? input.jobid;
  if (!jobId) throw badRequest("jobId: Required");
  return (await shaped(ctx, await scheduleRows(ctx, { ...input, jobId }))).map((s) => s.shape);
}

/** client-contact-jobschedule-by-session: the same rows grouped by session, in time order. */
export async function jobScheduleBySession(ctx: UseCaseContext, input: ScheduleInput) {
  const groups = new Map<number | null, ReturnType<typeof group>>();
  const group = (r: AttendeeRow) => ({
    jobGroupId: r.event.jobGroupId,
    sessionNumber: r.sessionNumber,
    sessionName: r.sessionName,
    sessionStartsAt: iso(r.sessionStartsAt),
    rows: [] as Shape[],
  });
  for (const { row, shape } of await shaped(ctx, await scheduleRows(ctx, input))) {
    const key = row.event.jobGroupId;
    const g = groups.get(key) ?? group(row);
    groups.set(key, g);
    g.rows.push(shape);
  }
  return [...groups.values()].sort(
    (a, b) =>
      (a.sessionStartsAt ?? "").localeCompare(b.sessionStartsAt ?? "") ||
      (a.sessionNumber ?? 0) - (b.sessionNumber ?? 0),
  );
}
