import { and, desc, eq, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../client";
import { staffUsers } from "../schema/accounts";
import { configItems } from "../schema/config";
import { jobs } from "../schema/jobs";
import { clockEntries, timeEntries } from "../schema/tracking";

export function staffUserById(db: Db, id: number) {
  return db
    .select({ id: staffUsers.id, username: staffUsers.username, email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.id, id))
    .then((rows) => rows[0]);
}

export async function configFlag(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .select({ value: configItems.value })
    .from(configItems)
    .where(eq(configItems.key, key));
  return rows[0]?.value.toLowerCase() === "true";
}

/** The user's open time entry with its job, if any. */
export function openTimeEntry(db: Db, staffUserId: number) {
  return db
    .select({
      id: timeEntries.id,
      jobId: timeEntries.jobId,
      startedAt: timeEntries.startedAt,
      jobNumber: jobs.jobNumber,
      jobName: jobs.name,
    })
    .from(timeEntries)
    .innerJoin(jobs, eq(jobs.id, timeEntries.jobId))
    .where(and(eq(timeEntries.staffUserId, staffUserId), isNull(timeEntries.stoppedAt)))
    .then((rows) => rows[0]);
}

/** Stops whatever the user tracks and starts the job, atomically. Returns the new entry id. */
export function startTimeEntry(db: Db, staffUserId: number, jobId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(timeEntries)
      .set({ stoppedAt: now })
      .where(and(eq(timeEntries.staffUserId, staffUserId), isNull(timeEntries.stoppedAt)));
    const [row] = await tx
      .insert(timeEntries)
      .values({ staffUserId, jobId, startedAt: now })
      .returning({ id: timeEntries.id });
    if (!row) throw new Error("time entry not inserted");
    return row.id;
  });
}

/** Closes the user's open time entry; returns how many rows changed (0 or 1). */
export async function stopTimeEntry(db: Db, staffUserId: number, now: Date): Promise<number> {
  const rows = await db
    .update(timeEntries)
    .set({ stoppedAt: now })
    .where(and(eq(timeEntries.staffUserId, staffUserId), isNull(timeEntries.stoppedAt)))
    .returning({ id: timeEntries.id });
  return rows.length;
}

/** Minutes tracked on any job since `since` (open entries count up to now). */
export async function trackedMinutesSince(db: Db, staffUserId: number, since: Date, now: Date) {
  const rows = await db
    .select({ startedAt: timeEntries.startedAt, stoppedAt: timeEntries.stoppedAt })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.staffUserId, staffUserId),
        sql`coalesce(${timeEntries.stoppedAt}, ${now.toISOString()}::timestamptz) >= ${since.toISOString()}::timestamptz`,
      ),
    );
  return rows.reduce((sum, r) => {
    const from = Math.max(r.startedAt.getTime(), since.getTime());
    const to = (r.stoppedAt ?? now).getTime();
    return sum + Math.max(0, to - from) / 60_000;
  }, 0);
}

/** Jobs the user tracked most recently, newest first. */
export function recentTrackedJobs(db: Db, staffUserId: number, limit: number) {
  const last = max(timeEntries.startedAt);
  return db
    .select({ id: jobs.id, jobNumber: jobs.jobNumber, jobName: jobs.name, jobStatus: jobs.status, last })
    .from(timeEntries)
    .innerJoin(jobs, eq(jobs.id, timeEntries.jobId))
    .where(eq(timeEntries.staffUserId, staffUserId))
    .groupBy(jobs.id, jobs.jobNumber, jobs.name, jobs.status)
    .orderBy(desc(last))
    .limit(limit);
}

export function openClockEntry(db: Db, staffUserId: number) {
  return db
    .select()
    .from(clockEntries)
    .where(and(eq(clockEntries.staffUserId, staffUserId), isNull(clockEntries.clockOff)))
    .then((rows) => rows[0]);
}

/** Clocks on unless already on (the partial unique index makes a double clock-on a no-op). */
export async function clockOn(db: Db, staffUserId: number, day: string, now: Date) {
  await db
    .insert(clockEntries)
    .values({ staffUserId, day, clockOn: now })
    .onConflictDoNothing({ target: clockEntries.staffUserId, where: isNull(clockEntries.clockOff) });
}

export async function clockOff(db: Db, staffUserId: number, now: Date) {
  await db
    .update(clockEntries)
    .set({ clockOff: now })
    .where(and(eq(clockEntries.staffUserId, staffUserId), isNull(clockEntries.clockOff)));
}

/** Minutes clocked on the given day (an open entry counts up to now). */
export async function clockedMinutesOnDay(db: Db, staffUserId: number, day: string, now: Date) {
  const rows = await db
    .select({ on: clockEntries.clockOn, off: clockEntries.clockOff })
    .from(clockEntries)
    .where(and(eq(clockEntries.staffUserId, staffUserId), eq(clockEntries.day, day)));
  return rows.reduce((sum, r) => sum + Math.max(0, (r.off ?? now).getTime() - r.on.getTime()) / 60_000, 0);
}
