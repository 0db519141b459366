import { count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { bookingSignoffs, clientScheduleViews } from "../schema/client-portal";

export type SignoffInsert = typeof bookingSignoffs.$inferInsert;
export type ScheduleViewInsert = typeof clientScheduleViews.$inferInsert;

/** Writes the client's decision on a booking, replacing an earlier one (decision 212). */
export async function upsertSignoff(db: Db, row: SignoffInsert) {
  const { eventId: _, ...set } = row;
  await db.insert(bookingSignoffs).values(row).onConflictDoUpdate({ target: bookingSignoffs.eventId, set });
}

/** Deletes the sign-offs of these bookings; answers the bookings that had one. */
export async function deleteSignoffs(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return [];
  const rows = await db
    .delete(bookingSignoffs)
    .where(inArray(bookingSignoffs.eventId, eventIds))
    .returning({ eventId: bookingSignoffs.eventId });
  return rows.map((r) => r.eventId);
}

export async function insertScheduleView(db: Db, row: ScheduleViewInsert) {
  await db.insert(clientScheduleViews).values(row);
}

/** One page of a client's schedule views, newest first, with the total. */
export async function scheduleViewPage(db: Db, clientId: number, start: number, length: number) {
  const where = eq(clientScheduleViews.clientId, clientId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(clientScheduleViews)
      .where(where)
      .orderBy(desc(clientScheduleViews.at), desc(clientScheduleViews.id))
      .offset(start)
      .limit(length),
    db.select({ n: count() }).from(clientScheduleViews).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
