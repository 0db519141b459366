import { and, asc, eq, lte } from "drizzle-orm";
import type { Db } from "../client";
import { staffUsers } from "../schema/accounts";
import { reportSchedules } from "../schema/report-schedules";

export type ScheduleRow = typeof reportSchedules.$inferSelect;

export const schedulesOf = (db: Db, staffUserId: number) =>
  db
    .select()
    .from(reportSchedules)
    .where(eq(reportSchedules.staffUserId, staffUserId))
    .orderBy(asc(reportSchedules.id));

/** One schedule per owner, report and cadence: saving again changes its filters. */
export async function upsertSchedule(
  db: Db,
  row: Pick<ScheduleRow, "staffUserId" | "reportId" | "cadence" | "filters" | "nextRunAt">,
): Promise<ScheduleRow> {
  const [saved] = await db
    .insert(reportSchedules)
    .values(row)
    .onConflictDoUpdate({
      target: [reportSchedules.staffUserId, reportSchedules.reportId, reportSchedules.cadence],
      set: { filters: row.filters, nextRunAt: row.nextRunAt },
    })
    .returning();
  if (!saved) throw new Error("schedule not saved");
  return saved;
}

export async function deleteOwnSchedule(db: Db, staffUserId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(reportSchedules)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.staffUserId, staffUserId)))
    .returning({ id: reportSchedules.id });
  return gone.length > 0;
}

/** Schedules due at `now`, with their owner's address. */
export const dueSchedules = (db: Db, now: Date, limit: number) =>
  db
    .select({
      schedule: reportSchedules,
      email: staffUsers.email,
      username: staffUsers.username,
      active: staffUsers.isActive,
    })
    .from(reportSchedules)
    .innerJoin(staffUsers, eq(staffUsers.id, reportSchedules.staffUserId))
    .where(lte(reportSchedules.nextRunAt, now))
    .orderBy(asc(reportSchedules.nextRunAt))
    .limit(limit);

/**
 * Takes a due send for this process: moves its next run on only if no other process did first
 * (several API processes scan the same table), so each send happens once.
 */
export async function claimSchedule(db: Db, row: ScheduleRow, next: Date, now: Date): Promise<boolean> {
  const claimed = await db
    .update(reportSchedules)
    .set({ nextRunAt: next, lastRunAt: now })
    .where(and(eq(reportSchedules.id, row.id), eq(reportSchedules.nextRunAt, row.nextRunAt)))
    .returning({ id: reportSchedules.id });
  return claimed.length > 0;
}

export const recordResult = (db: Db, id: number, lastResult: string) =>
  db.update(reportSchedules).set({ lastResult }).where(eq(reportSchedules.id, id));
