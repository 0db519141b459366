import { and, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { callerOf, isStaff, visibleJob } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { dayRange, dayStart, wallDay } from "../../contracts/agency-time";
import type {
  CalendarEntry,
  ConfirmationRow,
  calendarQuerySchema,
  currentSessionsParamSchema,
  Session,
  SessionDefaults,
  SessionPage,
  sessionSaveSchema,
  sessionsQuerySchema,
} from "../../contracts/sessions/sessions";
import {
  calendarSessions,
  countSessions,
  sessionFilters as f,
  findVenue,
  NO_COUNTS,
  nextSessionNumber,
  type SessionListRow,
  selectSessions,
  sessionCounts,
  sessionNumberTaken,
  sessionsTable,
  sessionsWithBookings,
  staffUsername,
} from "../../db/repo/sessions";
import { forbidden, notFound } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { iso, type Outcome, refusal, success } from "../outcome";

/** Sessions (job groups): staff-calls §7.6, §7.7, §7.10 (decision 130). */

const DAY = 86_400_000;
const myUsername = (ctx: UseCaseContext) => staffUsername(ctx.deps.db, callerOf(ctx).id);
/** The agency's zone and its today (decision 173: a day a person picks is the agency's day). */
async function agencyDays(ctx: UseCaseContext) {
  const zone = await agencyTimeZone(ctx);
  return { zone, today: dayStart(wallDay(ctx.deps.now(), zone), zone) };
}

async function withCounts(ctx: UseCaseContext, rows: SessionListRow[]): Promise<Session[]> {
  const counts = await sessionCounts(
    ctx.deps.db,
    rows.map((r) => r.session.id),
  );
  return rows.map((r) => {
    const s = r.session;
    return {
      id: s.id,
      jobId: s.jobId,
      jobNumber: r.jobNumber,
      jobName: r.jobName,
      clientId: r.clientId,
      clientName: r.clientName,
      projectManager: r.projectManager,
      sessionNumber: s.sessionNumber,
      name: s.name,
      sessionType: s.sessionType,
      status: s.status,
      startsAt: iso(s.startsAt),
      endsAt: iso(s.endsAt),
      venueId: s.venueId,
      venueName: r.venueName,
      venueAddress: r.venueAddress,
      requiredPlaces: s.requiredPlaces,
      standbyPlaces: s.standbyPlaces,
      recruiters: s.recruiters,
      notes: s.notes,
      ...(counts.get(s.id) ?? NO_COUNTS),
      updatedAt: s.updatedAt.toISOString(),
    };
  });
}

/** A session the caller may see (staff; a client contact only its own client's). 404 when missing. */
export async function visibleSession(ctx: UseCaseContext, id: number) {
  const row = await sessionsTable.get(ctx.deps.db, id);
  if (!row) throw notFound("Session not found.");
  await visibleJob(ctx, row.jobId);
  return row;
}

export async function getSession(ctx: UseCaseContext, id: number): Promise<Session> {
  await visibleSession(ctx, id);
  const [row] = await withCounts(ctx, await selectSessions(ctx.deps.db, f.id(id)));
  if (!row) throw notFound("Session not found.");
  return row;
}

/** GET /api/jobgroups/{jobId}: the job's sessions (a client contact: its own client's jobs only). */
export async function sessionsOfJob(ctx: UseCaseContext, jobId: number): Promise<Session[]> {
  await visibleJob(ctx, jobId);
  return withCounts(ctx, await selectSessions(ctx.deps.db, f.inJob(jobId)));
}

export async function sessionDefaults(ctx: UseCaseContext, jobId: number): Promise<SessionDefaults> {
  const job = await visibleJob(ctx, jobId);
  const n = await nextSessionNumber(ctx.deps.db, jobId);
  return {
    jobId,
    sessionNumber: n,
    name: `Session ${n}`,
    status: "Planned",
    sessionType: job.jobType,
    recruiters: job.recruiters,
  };
}

export async function saveSession(
  ctx: UseCaseContext,
  input: z.output<typeof sessionSaveSchema>,
): Promise<Outcome<Session>> {
  const db = ctx.deps.db;
  await visibleJob(ctx, input.jobId);
  const existing = input.id ? await sessionsTable.get(db, input.id) : undefined;
  if (input.id && !existing) throw notFound("Session not found.");
  if (existing && existing.jobId !== input.jobId) return refusal("The session belongs to another job.");
  if (input.venueId && !(await findVenue(db, input.venueId))) return refusal("Venue not found.");
  const sessionNumber =
    input.sessionNumber ?? existing?.sessionNumber ?? (await nextSessionNumber(db, input.jobId));
  if (await sessionNumberTaken(db, input.jobId, sessionNumber, existing?.id))
    return refusal(`Session number ${sessionNumber} is already used on this job.`);
  const values = {
    jobId: input.jobId,
    sessionNumber,
    name: input.name,
    sessionType: input.sessionType,
    status: input.status,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    venueId: input.venueId,
    requiredPlaces: input.requiredPlaces,
    standbyPlaces: input.standbyPlaces,
    recruiters: input.recruiters,
    notes: input.notes,
    updatedAt: ctx.deps.now(),
  };
  const saved = existing
    ? await sessionsTable.update(db, existing.id, values)
    : await sessionsTable.insert(db, values);
  if (!saved) throw notFound("Session not found.");
  return success(await getSession(ctx, saved.id));
}

/** jobgroup/delete: sessions holding bookings are refused (cancel or move the bookings first). */
export async function deleteSessions(ctx: UseCaseContext, ids: number[]): Promise<Outcome<number>> {
  const rows = await sessionsTable.getMany(ctx.deps.db, ids);
  if (rows.length !== ids.length) throw notFound("Session not found.");
  const busy = await sessionsWithBookings(ctx.deps.db, ids);
  if (busy.length > 0) {
    const names = rows.filter((r) => busy.includes(r.id)).map((r) => `Session ${r.sessionNumber}`);
    return refusal(`${names.join(", ")} still has bookings: cancel or move them first.`);
  }
  return success(await sessionsTable.remove(ctx.deps.db, ids));
}

/** GET /api/job/sessions: every session, paged by start (staff). */
export async function listSessions(
  ctx: UseCaseContext,
  q: z.output<typeof sessionsQuerySchema>,
): Promise<SessionPage> {
  const days = dayRange(q.from, q.to, await agencyTimeZone(ctx));
  const where = and(
    days.start ? f.startsFrom(days.start) : undefined,
    days.end ? f.startsBefore(days.end) : undefined,
    q.jobId ? f.inJob(q.jobId) : undefined,
    q.status ? f.status(q.status) : undefined,
  );
  const [rows, total] = await Promise.all([
    selectSessions(ctx.deps.db, where, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
    countSessions(ctx.deps.db, where),
  ]);
  return { items: await withCounts(ctx, rows), total };
}

/** GET /api/session-calendar: sessions starting in [from, to] (days inclusive). */
export async function calendar(
  ctx: UseCaseContext,
  q: z.output<typeof calendarQuerySchema>,
): Promise<CalendarEntry[]> {
  const days = dayRange(q.from, q.to, await agencyTimeZone(ctx));
  const where = and(
    f.startsFrom(days.start ?? new Date(0)),
    f.startsBefore(days.end ?? new Date(0)),
    q.jobId ? f.inJob(q.jobId) : undefined,
    q.status ? f.status(q.status) : undefined,
  );
  const rows = await calendarSessions(ctx.deps.db, where);
  return rows.map((s) => ({
    ...s,
    startsAt: iso(s.startsAt) ?? "",
    endsAt: iso(s.endsAt),
    booked: Number(s.booked),
  }));
}

// ---------------------------------------------------------------- dashboard (§7.6)

/** GetUserCurrentSessions: the user's open sessions from today on (first 200). */
export async function currentSessions(ctx: UseCaseContext): Promise<Session[]> {
  const me = await myUsername(ctx);
  const { today } = await agencyDays(ctx);
  const rows = await selectSessions(ctx.deps.db, and(f.mine(me), f.open(), f.startsFrom(today)), {
    limit: 200,
    offset: 0,
  });
  return withCounts(ctx, rows);
}

/**
 * GetUserCurrentSessionsWithParam: the user's sessions with the filters; a projectManager other
 * than the caller widens to that manager's jobs (staff with JobAdmin only).
 */
export async function currentSessionsWith(
  ctx: UseCaseContext,
  q: z.output<typeof currentSessionsParamSchema>,
): Promise<Session[]> {
  const me = await myUsername(ctx);
  const other = q.projectManager && q.projectManager !== me;
  if (other && !(isStaff(ctx) && ctx.rights.has("JOB"))) throw forbidden();
  const { zone, today } = await agencyDays(ctx);
  const days = dayRange(q.startDate, q.endDate, zone);
  const filters: (SQL | undefined)[] = [
    q.projectManager ? f.projectManager(q.projectManager) : f.mine(me),
    f.startsFrom(days.start ?? today),
    days.end ? f.startsBefore(days.end) : undefined,
    q.jobName ? f.jobName(q.jobName) : undefined,
    q.jobNumber ? f.jobNumber(q.jobNumber) : undefined,
    q.sessionNumber ? f.number(q.sessionNumber) : undefined,
    q.sessionStatus ? f.status(q.sessionStatus) : undefined,
  ];
  return withCounts(ctx, await selectSessions(ctx.deps.db, and(...filters), { limit: 500, offset: 0 }));
}

/** What names a session in a list or a message: its job, number, name and start. */
export const sessionHeading = ({ jobId, jobNumber, jobName, sessionNumber, name, startsAt }: Session) => ({
  jobId,
  jobNumber,
  jobName,
  sessionNumber,
  name,
  startsAt,
});

const toConfirmation = (s: Session): ConfirmationRow => ({
  sessionId: s.id,
  ...sessionHeading(s),
  booked: s.booked,
  confirmed: s.confirmed,
  unconfirmed: s.booked - s.confirmed,
});

/** Open sessions in the next 14 days (the user's own when `mine`) with their confirmation counts. */
async function upcomingConfirmations(ctx: UseCaseContext, mine: boolean): Promise<ConfirmationRow[]> {
  const now = ctx.deps.now();
  const where = and(
    mine ? f.mine(await myUsername(ctx)) : undefined,
    f.open(),
    f.startsFrom(now),
    f.startsBefore(new Date(now.getTime() + 14 * DAY)),
  );
  return (await withCounts(ctx, await selectSessions(ctx.deps.db, where, { limit: 500, offset: 0 }))).map(
    toConfirmation,
  );
}

/** GetUserMissingSessionConfirmations: the user's upcoming sessions with unconfirmed attendees. */
export async function missingConfirmations(ctx: UseCaseContext) {
  return (await upcomingConfirmations(ctx, true)).filter((r) => r.unconfirmed > 0);
}

/** confirmation-report: every upcoming session's booked / confirmed counts. */
export const confirmationReport = (ctx: UseCaseContext) => upcomingConfirmations(ctx, false);
