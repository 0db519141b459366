import { and, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { addDays, mondayOf, wallDay } from "../../contracts/agency-time";
import { agencyTimeZone } from "../../services/config";
import type { Db } from "../client";
import { staffUsers } from "../schema/accounts";
import { timesheetWeeks } from "../schema/staff-office";
import { clockEntries } from "../schema/tracking";

/** Weeks approved for everyone: from this many weeks back to the week before last. */
const APPROVED_FROM_WEEKS_BACK = 5;

/**
 * The demo staff's timesheets (decisions 257, 260), over the attendance seed's clock entries: the
 * recruiter's last week submitted (waiting for a manager on staff/attendance); the four weeks
 * before approved by the admin for every staff member with clock entries (locked), so at least one
 * whole fortnight's payroll file exports on first start. Relative to today.
 */
export async function seedTimesheets(db: Db, now = new Date()): Promise<void> {
  const zone = await agencyTimeZone({ deps: { db } });
  const byName = async (username: string) =>
    (await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.username, username)))[0];
  const recruiter = await byName("recruiter@demo.test");
  const admin = await byName("admin@demo.test");
  if (!recruiter || !admin) return;
  const thisWeek = mondayOf(wallDay(now, zone));
  const lastWeek = addDays(thisWeek, -7);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  // The hours at approval, as the approval keeps them (closed entries of each person's week).
  const weekOf = sql<string>`(${clockEntries.day} - ((extract(isodow from ${clockEntries.day})::int - 1)))::text`;
  const worked = await db
    .select({
      staffUserId: clockEntries.staffUserId,
      week: weekOf,
      seconds: sql<number>`sum(extract(epoch from ${clockEntries.clockOff} - ${clockEntries.clockOn}))::float8`,
    })
    .from(clockEntries)
    .where(
      and(
        gte(clockEntries.day, addDays(thisWeek, -7 * APPROVED_FROM_WEEKS_BACK)),
        lt(clockEntries.day, lastWeek),
        isNotNull(clockEntries.clockOff),
      ),
    )
    .groupBy(clockEntries.staffUserId, weekOf);
  const approved = worked.map((w) => {
    const back = Math.round((Date.parse(thisWeek) - Date.parse(w.week)) / 86_400_000);
    return {
      staffUserId: w.staffUserId,
      weekStart: w.week,
      status: "approved" as const,
      submittedAt: new Date(now.getTime() - (back - 6) * 86_400_000),
      decidedBy: admin.id,
      decidedAt: new Date(now.getTime() - (back - 7) * 86_400_000),
      approvedWorkedSeconds: Math.round(Number(w.seconds)),
    };
  });
  await db
    .insert(timesheetWeeks)
    .values([
      { staffUserId: recruiter.id, weekStart: lastWeek, status: "submitted", submittedAt: dayAgo },
      ...approved,
    ]);
}
