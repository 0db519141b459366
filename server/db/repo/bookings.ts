import { and, asc, eq, getTableColumns, inArray, ne, type SQL, sql } from "drizzle-orm";
import { BLOCKS_TIME, HOLDS_PLACE } from "../../contracts/sessions/booking-states";
import type { Db } from "../client";
import { venues } from "../schema/client-details";
import { bookingSignoffs } from "../schema/client-portal";
import { jobIncentives } from "../schema/job-details";
import { jobGroups, jobs } from "../schema/jobs";
import { respondentEvents, respondents } from "../schema/respondents";
import { actionBatches, bookingHistory, jobGroupIncentives, jobGroupTimes } from "../schema/sessions";

export type BookingRow = typeof respondentEvents.$inferSelect;
export type BookingPatch = Partial<typeof respondentEvents.$inferInsert>;
export type HistoryInsert = typeof bookingHistory.$inferInsert;
const e = respondentEvents;
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The attendee grid's rows: booking, respondent, slot, session and its venue's accessibility. */
export function selectAttendees(db: Db, where: SQL | undefined) {
  return db
    .select({
      event: e,
      firstName: respondents.firstName,
      lastName: respondents.lastName,
      mobile: respondents.mobile,
      email: respondents.email,
      accessNeeds: respondents.accessNeeds,
      noShowCount: respondents.noShowCount,
      // The client projection's age band and place (decision 179).
      dateOfBirth: respondents.dateOfBirth,
      yearOfBirth: respondents.yearOfBirth,
      suburb: respondents.suburb,
      state: respondents.state,
      sessionNumber: jobGroups.sessionNumber,
      sessionName: jobGroups.name,
      sessionStartsAt: jobGroups.startsAt,
      slotStartsAt: jobGroupTimes.startsAt,
      slotEndsAt: jobGroupTimes.endsAt,
      // The client's sign-off (decision 212); null when the client has not decided.
      signoff: {
        decision: bookingSignoffs.decision,
        reason: bookingSignoffs.reason,
        byName: bookingSignoffs.byName,
        at: bookingSignoffs.at,
      },
      venue: {
        stepFreeAccess: venues.stepFreeAccess,
        hearingLoop: venues.hearingLoop,
        accessibleToilet: venues.accessibleToilet,
        parking: venues.parking,
      },
    })
    .from(e)
    .innerJoin(respondents, eq(respondents.id, e.respondentId))
    .leftJoin(jobGroups, eq(jobGroups.id, e.jobGroupId))
    .leftJoin(jobGroupTimes, eq(jobGroupTimes.id, e.jobGroupTimeId))
    .leftJoin(venues, eq(venues.id, jobGroups.venueId))
    .leftJoin(bookingSignoffs, eq(bookingSignoffs.eventId, e.id))
    .where(where)
    .orderBy(asc(jobGroupTimes.startsAt), asc(respondents.lastName), asc(e.id));
}
export type AttendeeRow = Awaited<ReturnType<typeof selectAttendees>>[number];

export const attendeeFilters = {
  session: (jobGroupId: number) => and(eq(e.jobGroupId, jobGroupId), eq(e.kind, "Session")),
  job: (jobId: number) => and(eq(e.jobId, jobId), eq(e.kind, "Session")),
  ids: (ids: number[]) => inArray(e.id, ids),
  status: (status: string) => eq(e.status, status),
  notStatus: (statuses: readonly string[]) => sql`${e.status} not in (${list(statuses)})`,
  sessionNumber: (n: number) => eq(jobGroups.sessionNumber, n),
};

/** The bookings of the ids, locked for the transaction (order by id: no deadlocks). */
export async function lockBookings(tx: Db, ids: number[]): Promise<BookingRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(e).where(inArray(e.id, ids)).orderBy(asc(e.id)).for("update");
}

/** Locks the session row so capacity is counted by one booking call at a time. */
export async function lockSession(tx: Db, id: number) {
  const rows = await tx.select().from(jobGroups).where(eq(jobGroups.id, id)).for("update");
  return rows[0];
}

export async function lockRespondents(tx: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: respondents.id,
      firstName: respondents.firstName,
      lastName: respondents.lastName,
      isActive: respondents.isActive,
      accessNeeds: respondents.accessNeeds,
    })
    .from(respondents)
    .where(inArray(respondents.id, ids))
    .orderBy(asc(respondents.id))
    .for("update");
}

/** Places held (Booked + Confirmed) and standby per slot (slot null = the session as a whole). */
export async function placeCounts(tx: Db, jobGroupId: number, exceptEventId?: number) {
  const rows = await tx
    .select({
      slotId: e.jobGroupTimeId,
      held: sql<number>`(count(*) filter (where ${e.status} in (${list(HOLDS_PLACE)})))::int`,
      standby: sql<number>`(count(*) filter (where ${e.status} = 'Standby'))::int`,
    })
    .from(e)
    .where(
      and(
        eq(e.jobGroupId, jobGroupId),
        eq(e.kind, "Session"),
        exceptEventId ? ne(e.id, exceptEventId) : undefined,
      ),
    )
    .groupBy(e.jobGroupTimeId);
  return rows.map((r) => ({ slotId: r.slotId, held: Number(r.held), standby: Number(r.standby) }));
}

/**
 * Time-blocking bookings of these respondents overlapping [start, end): a booking's time is its
 * slot's, else its session's (an hour when the session has no end).
 */
export async function overlappingBookings(
  tx: Db,
  respondentIds: number[],
  start: Date,
  end: Date,
  exceptEventId?: number,
) {
  if (respondentIds.length === 0) return [];
  const startsAt = sql`coalesce(${jobGroupTimes.startsAt}, ${jobGroups.startsAt})`;
  const endsAt = sql`coalesce(${jobGroupTimes.endsAt}, ${jobGroups.endsAt}, ${jobGroups.startsAt} + interval '1 hour')`;
  return tx
    .select({
      eventId: e.id,
      respondentId: e.respondentId,
      startsAt: sql<string>`${startsAt}`.mapWith((v) => new Date(v)),
      jobNumber: jobs.jobNumber,
      sessionNumber: jobGroups.sessionNumber,
    })
    .from(e)
    .innerJoin(jobGroups, eq(jobGroups.id, e.jobGroupId))
    .innerJoin(jobs, eq(jobs.id, jobGroups.jobId))
    .leftJoin(jobGroupTimes, eq(jobGroupTimes.id, e.jobGroupTimeId))
    .where(
      and(
        inArray(e.respondentId, respondentIds),
        eq(e.kind, "Session"),
        sql`${e.status} in (${list(BLOCKS_TIME)})`,
        sql`${startsAt} < ${end.toISOString()}::timestamptz`,
        sql`${endsAt} > ${start.toISOString()}::timestamptz`,
        exceptEventId ? ne(e.id, exceptEventId) : undefined,
      ),
    );
}

/** Active bookings of these respondents in one session (a second booking there is refused). */
export async function bookingsInSession(tx: Db, jobGroupId: number, respondentIds: number[]) {
  if (respondentIds.length === 0) return [];
  return tx
    .select({ id: e.id, respondentId: e.respondentId, status: e.status })
    .from(e)
    .where(
      and(
        eq(e.jobGroupId, jobGroupId),
        eq(e.kind, "Session"),
        inArray(e.respondentId, respondentIds),
        sql`${e.status} not in ('Declined', 'Cancelled', 'Replaced')`,
      ),
    );
}

/**
 * The incentive a new booking carries (decision 171): the session's first incentive where it has
 * one, else the job's first; null when neither has one.
 */
export async function defaultIncentive(tx: Db, jobId: number, jobGroupId: number | null) {
  if (jobGroupId) {
    const [own] = await tx
      .select({ amount: jobGroupIncentives.amount })
      .from(jobGroupIncentives)
      .where(eq(jobGroupIncentives.jobGroupId, jobGroupId))
      .orderBy(asc(jobGroupIncentives.id))
      .limit(1);
    if (own) return own.amount.toFixed(2);
  }
  const [ofJob] = await tx
    .select({ amount: jobIncentives.amount })
    .from(jobIncentives)
    .where(eq(jobIncentives.jobId, jobId))
    .orderBy(asc(jobIncentives.id))
    .limit(1);
  return ofJob ? ofJob.amount.toFixed(2) : null;
}

/** The start of each of these sessions (null: no date yet). */
export async function sessionStarts(tx: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, Date | null>();
  const rows = await tx
    .select({ id: jobGroups.id, startsAt: jobGroups.startsAt })
    .from(jobGroups)
    .where(inArray(jobGroups.id, ids));
  return new Map(rows.map((r) => [r.id, r.startsAt]));
}

export const findSlot = async (db: Db, id: number) =>
  (await db.select().from(jobGroupTimes).where(eq(jobGroupTimes.id, id)).limit(1))[0];

/** Full rows as jsonb (what undo restores). */
export async function snapshot(tx: Db, ids: number[]): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ row: sql<Record<string, unknown>>`to_jsonb(${e})` })
    .from(e)
    .where(inArray(e.id, ids))
    .orderBy(asc(e.id));
  return rows.map((r) => r.row);
}

/** One UPDATE for all ids sharing a patch; bumps version and stamps who and when. */
export async function patchBookings(tx: Db, ids: number[], patch: BookingPatch, by: string, at: Date) {
  if (ids.length === 0) return;
  await tx
    .update(e)
    .set({ ...patch, version: sql`${e.version} + 1`, updatedAt: at, updatedBy: by })
    .where(inArray(e.id, ids));
}

export async function insertBookings(tx: Db, rows: (typeof e.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return tx.insert(e).values(rows).returning();
}

export async function deleteBookings(tx: Db, ids: number[]) {
  if (ids.length === 0) return;
  await tx.delete(e).where(inArray(e.id, ids));
}

export async function versionsOf(tx: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await tx
    .select({ id: e.id, version: e.version })
    .from(e)
    .where(inArray(e.id, ids))
    .for("update");
  return new Map(rows.map((r) => [r.id, r.version]));
}

/** Writes the rows back exactly as snapshotted (every column, version included). */
export async function restoreBookings(tx: Db, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const cols = Object.values(getTableColumns(e))
    .map((c) => c.name)
    .filter((n) => n !== "id");
  const target = sql.join(
    cols.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const source = sql.join(
    cols.map((c) => sql`r.${sql.identifier(c)}`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${e} set (${target}) = (${source}) from jsonb_populate_recordset(null::respondent_events, ${JSON.stringify(rows)}::jsonb) r where ${e}.id = r.id`,
  );
}

/** Inserts deleted rows back with their ids. */
export async function reinsertBookings(tx: Db, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  await tx.execute(
    sql`insert into respondent_events select * from jsonb_populate_recordset(null::respondent_events, ${JSON.stringify(rows)}::jsonb)`,
  );
}

export async function insertHistory(tx: Db, rows: HistoryInsert[]) {
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(bookingHistory).values(rows.slice(i, i + 1000));
}

export const historyOf = (db: Db, eventId: number) =>
  db.select().from(bookingHistory).where(eq(bookingHistory.eventId, eventId)).orderBy(asc(bookingHistory.id));

export async function insertBatch(tx: Db, values: typeof actionBatches.$inferInsert) {
  const [row] = await tx.insert(actionBatches).values(values).returning({ id: actionBatches.id });
  if (!row) throw new Error("insert batch returned no row");
  return row.id;
}

export async function lockBatch(tx: Db, id: number) {
  return (await tx.select().from(actionBatches).where(eq(actionBatches.id, id)).for("update"))[0];
}

export async function markUndone(tx: Db, id: number, at: Date) {
  await tx.update(actionBatches).set({ undoneAt: at }).where(eq(actionBatches.id, id));
}

/** Adds delta to each respondent's no-show counter (never below 0). */
export async function addNoShows(tx: Db, deltas: Map<number, number>) {
  for (const [respondentId, delta] of deltas) {
    if (delta === 0) continue;
    await tx
      .update(respondents)
      .set({ noShowCount: sql`greatest(0, ${respondents.noShowCount} + ${delta})` })
      .where(eq(respondents.id, respondentId));
  }
}
