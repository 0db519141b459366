import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../client";
import { clockEntries, clockEntryCorrections } from "../schema/tracking";

export type ClockEntryRow = typeof clockEntries.$inferSelect;

export function clockEntryById(db: Db, id: number): Promise<ClockEntryRow | undefined> {
  return db
    .select()
    .from(clockEntries)
    .where(eq(clockEntries.id, id))
    .then((rows) => rows[0]);
}

/**
 * Another entry of the same user whose time overlaps [on, off) — an open entry (no clock-off)
 * lasts until further notice, so it overlaps everything after its clock-on.
 */
export function overlappingEntry(
  db: Db,
  entry: { id: number; staffUserId: number },
  on: Date,
  off: Date | null,
): Promise<ClockEntryRow | undefined> {
  const until = off ? sql`${off.toISOString()}::timestamptz` : sql`'infinity'::timestamptz`;
  return db
    .select()
    .from(clockEntries)
    .where(
      and(
        eq(clockEntries.staffUserId, entry.staffUserId),
        ne(clockEntries.id, entry.id),
        sql`${clockEntries.clockOn} < ${until}`,
        sql`coalesce(${clockEntries.clockOff}, 'infinity'::timestamptz) > ${on.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(clockEntries.clockOn)
    .limit(1)
    .then((rows) => rows[0]);
}

interface Audit {
  reason: string;
  by: number;
  at: Date;
}

const before = (e: ClockEntryRow) => ({
  clockEntryId: e.id,
  staffUserId: e.staffUserId,
  beforeDay: e.day,
  beforeOn: e.clockOn,
  beforeOff: e.clockOff,
});

/** Changes the entry's times and records the correction, in one transaction. */
export function correctClockEntry(
  db: Db,
  entry: ClockEntryRow,
  after: { day: string; clockOn: Date; clockOff: Date | null },
  audit: Audit,
): Promise<ClockEntryRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(clockEntries).set(after).where(eq(clockEntries.id, entry.id)).returning();
    if (!row) throw new Error("clock entry vanished");
    await tx.insert(clockEntryCorrections).values({
      ...before(entry),
      action: "update",
      afterDay: after.day,
      afterOn: after.clockOn,
      afterOff: after.clockOff,
      reason: audit.reason,
      correctedBy: audit.by,
      correctedAt: audit.at,
    });
    return row;
  });
}

/** Deletes the entry; its values stay in the corrections audit. */
export function deleteClockEntry(db: Db, entry: ClockEntryRow, audit: Audit): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.delete(clockEntries).where(eq(clockEntries.id, entry.id));
    await tx.insert(clockEntryCorrections).values({
      ...before(entry),
      action: "delete",
      reason: audit.reason,
      correctedBy: audit.by,
      correctedAt: audit.at,
    });
  });
}
