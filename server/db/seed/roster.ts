import { asc, eq } from "drizzle-orm";
import { addDays, instantOf, mondayOf, wallDay } from "../../contracts/agency-time";
import { agencyTimeZone } from "../../services/config";
import type { Db } from "../client";
import { busyTimes } from "../repo/staff-office/busy-times";
import { staffUsers } from "../schema/accounts";
import { staffLeave, staffShifts } from "../schema/staff-office";

/**
 * A few shifts of the first three demo staff around the current week (decision 252): this week's
 * published (Monday, Wednesday, Friday), next week's still drafts (Tuesday, Thursday evening), so
 * the roster shows both looks on first start; the third person's approved annual leave next
 * Wednesday shows a blocked day. Deterministic from the day and the person.
 */
export async function seedRoster(db: Db, now = new Date()): Promise<void> {
  const zone = await agencyTimeZone({ deps: { db } });
  const staff = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.isActive, true))
    .orderBy(asc(staffUsers.id))
    .limit(3);
  const createdBy = staff[0]?.id ?? 0;
  if (!createdBy) return;
  const today = wallDay(now, zone);
  const monday = mondayOf(today);
  const at = (day: string, time: string) => new Date(instantOf(day, time, zone) ?? `${day}T${time}:00Z`);
  const rows: (typeof staffShifts.$inferInsert)[] = [];
  staff.forEach((person, i) => {
    for (const offset of [0, 2, 4]) {
      const day = addDays(monday, offset);
      rows.push({
        staffUserId: person.id,
        startsAt: at(day, `${String(9 + i).padStart(2, "0")}:00`),
        endsAt: at(day, `${String(15 + i).padStart(2, "0")}:00`),
        kind: "recruit",
        status: "published",
        publishedAt: now,
        createdBy,
      });
    }
    for (const offset of [8, 10]) {
      const day = addDays(monday, offset);
      rows.push({
        staffUserId: person.id,
        startsAt: at(day, "16:00"),
        endsAt: at(day, `${20 + i}:30`),
        kind: "recruit",
        note: "Evening calls",
        status: "draft",
        createdBy,
      });
    }
  });
  // What other steps seeded (meetings, leave, sessions) holds time: the roster refuses a shift over
  // it, so the seed leaves such a shift out instead of showing a roster the product would refuse.
  const free: typeof rows = [];
  for (const row of rows) {
    const busy = await busyTimes(db, {
      staffUserIds: [row.staffUserId],
      start: row.startsAt,
      end: row.endsAt,
    });
    if (busy.length === 0) free.push(row);
  }
  if (free.length > 0) await db.insert(staffShifts).values(free);
  const away = staff[2];
  if (away) {
    const day = addDays(monday, 9);
    await db.insert(staffLeave).values({
      staffUserId: away.id,
      leaveType: "Annual",
      startsAt: at(day, "09:00"),
      endsAt: at(day, "17:00"),
      hours: 7.6,
      note: "Family event",
      status: "approved",
      decidedBy: createdBy,
      decidedAt: now,
    });
  }
}
