import { and, asc, eq, gt, gte, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { staffUsers } from "../../schema/accounts";
import { jobGroups, jobs } from "../../schema/jobs";
import { staffShifts } from "../../schema/staff-office";
import { crud } from "../crud";
import { staffPersonColumns } from "../staff-users";

/** The roster's SQL (decision 250): shifts with what they serve, people, sessions to propose from. */
export const shiftsTable = crud(staffShifts);

export type ShiftRow = typeof staffShifts.$inferSelect;
export interface ShiftWithLabel extends ShiftRow {
  jobNumber: string | null;
  jobName: string | null;
  sessionNumber: number | null;
  sessionName: string | null;
}

const shiftColumns = {
  shift: staffShifts,
  jobNumber: jobs.jobNumber,
  jobName: jobs.name,
  sessionNumber: jobGroups.sessionNumber,
  sessionName: jobGroups.name,
};

/**
 * Shifts overlapping [start, end), of some people (all when `staffUserIds` is missing), only
 * published ones unless `drafts`; with the job and session they serve.
 */
export async function shiftsIn(
  db: Db,
  q: { start: Date; end: Date; staffUserIds?: readonly number[]; drafts: boolean; ids?: readonly number[] },
): Promise<ShiftWithLabel[]> {
  const rows = await db
    .select(shiftColumns)
    .from(staffShifts)
    .leftJoin(jobGroups, eq(jobGroups.id, staffShifts.sessionId))
    .leftJoin(jobs, sql`${jobs.id} = coalesce(${staffShifts.jobId}, ${jobGroups.jobId})`)
    .where(
      and(
        lt(staffShifts.startsAt, q.end),
        gt(staffShifts.endsAt, q.start),
        q.staffUserIds ? inArray(staffShifts.staffUserId, [...q.staffUserIds, -1]) : undefined,
        q.ids ? inArray(staffShifts.id, [...q.ids, -1]) : undefined,
        q.drafts ? undefined : eq(staffShifts.status, "published"),
      ),
    )
    .orderBy(asc(staffShifts.startsAt), asc(staffShifts.id));
  return rows.map((r) => ({ ...r.shift, ...pick(r) }));
}

const pick = (r: {
  jobNumber: string | null;
  jobName: string | null;
  sessionNumber: number | null;
  sessionName: string | null;
}) => ({
  jobNumber: r.jobNumber,
  jobName: r.jobName,
  sessionNumber: r.sessionNumber,
  sessionName: r.sessionName,
});

/** One shift with its labels (after a save). */
export async function shiftWithLabel(db: Db, id: number): Promise<ShiftWithLabel | undefined> {
  const rows = await db
    .select(shiftColumns)
    .from(staffShifts)
    .leftJoin(jobGroups, eq(jobGroups.id, staffShifts.sessionId))
    .leftJoin(jobs, sql`${jobs.id} = coalesce(${staffShifts.jobId}, ${jobGroups.jobId})`)
    .where(eq(staffShifts.id, id))
    .limit(1);
  const r = rows[0];
  return r ? { ...r.shift, ...pick(r) } : undefined;
}

/** Active staff, or the given ones, by name (the roster's rows). */
export async function rosterPeople(db: Db, ids?: readonly number[]) {
  return db
    .select(staffPersonColumns)
    .from(staffUsers)
    .where(ids ? inArray(staffUsers.id, [...ids, -1]) : eq(staffUsers.isActive, true))
    .orderBy(asc(staffUsers.firstName), asc(staffUsers.lastName), asc(staffUsers.id));
}

/** Sessions starting in [start, end) with times, not cancelled: what a roster is proposed from. */
export async function sessionsStartingIn(db: Db, start: Date, end: Date) {
  return db
    .select({
      id: jobGroups.id,
      jobId: jobGroups.jobId,
      jobNumber: jobs.jobNumber,
      sessionNumber: jobGroups.sessionNumber,
      name: jobGroups.name,
      startsAt: jobGroups.startsAt,
      endsAt: jobGroups.endsAt,
      recruiters: jobGroups.recruiters,
    })
    .from(jobGroups)
    .innerJoin(jobs, eq(jobs.id, jobGroups.jobId))
    .where(
      and(
        gte(jobGroups.startsAt, start),
        lt(jobGroups.startsAt, end),
        isNotNull(jobGroups.endsAt),
        ne(jobGroups.status, "Cancelled"),
      ),
    )
    .orderBy(asc(jobGroups.startsAt), asc(jobGroups.id));
}

/** Staff ids by username (recruiters of sessions are usernames). */
export async function staffIdsByUsername(db: Db, usernames: readonly string[]): Promise<Map<string, number>> {
  if (usernames.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, username: staffUsers.username })
    .from(staffUsers)
    .where(and(inArray(staffUsers.username, [...usernames]), eq(staffUsers.isActive, true)));
  return new Map(rows.map((r) => [r.username, r.id]));
}

/** Marks drafts published (only those still drafts), answering the rows changed. */
export async function publishShifts(db: Db, ids: readonly number[], at: Date): Promise<ShiftRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(staffShifts)
    .set({ status: "published", publishedAt: at, updatedAt: at })
    .where(and(inArray(staffShifts.id, [...ids]), eq(staffShifts.status, "draft")))
    .returning();
}

/** "sessionId:staffUserId" of every shift already made for one of these sessions. */
export async function rosteredForSessions(db: Db, sessionIds: readonly number[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ sessionId: staffShifts.sessionId, staffUserId: staffShifts.staffUserId })
    .from(staffShifts)
    .where(inArray(staffShifts.sessionId, [...sessionIds]));
  return new Set(rows.map((r) => `${r.sessionId}:${r.staffUserId}`));
}

/** A person's published shift in progress at `now`, or else the first one starting before `until`. */
export async function currentOrNextShift(db: Db, staffUserId: number, now: Date, until: Date) {
  const [row] = await db
    .select({ id: staffShifts.id, startsAt: staffShifts.startsAt, endsAt: staffShifts.endsAt })
    .from(staffShifts)
    .where(
      and(
        eq(staffShifts.staffUserId, staffUserId),
        eq(staffShifts.status, "published"),
        gt(staffShifts.endsAt, now),
        lt(staffShifts.startsAt, until),
      ),
    )
    .orderBy(asc(staffShifts.startsAt))
    .limit(1);
  return row;
}
