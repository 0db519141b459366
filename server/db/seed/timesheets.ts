import { and, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { addDays, defaultTimeZone, isTimeZone, wallDay } from "../../contracts/agency-time";
import type { Db } from "../client";
import { configValues } from "../repo/config";
import { staffUsers } from "../schema/accounts";
import { timesheetWeeks } from "../schema/staff-office";
import { clockEntries } from "../schema/tracking";

const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));

/**
 * The demo recruiter's timesheets (decision 257), over the attendance seed's clock entries: last
 * week submitted (waiting for a manager on staff/attendance), the week before approved by the
 * admin (locked). Relative to today so the attendance page shows them on first start.
 */
export async function seedTimesheets(db: Db, now = new Date()): Promise<void> {
  const values = await configValues(db, ["timeZone", "getcountrycode"]);
  const configured = values.get("timeZone") ?? "";
  const zone = isTimeZone(configured) ? configured : defaultTimeZone(values.get("getcountrycode"));
  const byName = async (username: string) =>
    (await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.username, username)))[0];
  const recruiter = await byName("recruiter@demo.test");
  const admin = await byName("admin@demo.test");
  if (!recruiter || !admin) return;
  const thisWeek = mondayOf(wallDay(now, zone));
  const lastWeek = addDays(thisWeek, -7);
  const weekBefore = addDays(thisWeek, -14);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  // The hours at approval, as the approval keeps them (closed entries of the week).
  const [worked] = await db
    .select({
      seconds: sql<number>`coalesce(sum(extract(epoch from ${clockEntries.clockOff} - ${clockEntries.clockOn})), 0)::float8`,
    })
    .from(clockEntries)
    .where(
      and(
        eq(clockEntries.staffUserId, recruiter.id),
        gte(clockEntries.day, weekBefore),
        lt(clockEntries.day, lastWeek),
        isNotNull(clockEntries.clockOff),
      ),
    );
  await db.insert(timesheetWeeks).values([
    { staffUserId: recruiter.id, weekStart: lastWeek, status: "submitted", submittedAt: dayAgo },
    {
      staffUserId: recruiter.id,
      weekStart: weekBefore,
      status: "approved",
      submittedAt: new Date(now.getTime() - 8 * 86_400_000),
      decidedBy: admin.id,
      decidedAt: new Date(now.getTime() - 7 * 86_400_000),
      approvedWorkedSeconds: Math.round(Number(worked?.seconds ?? 0)),
    },
  ]);
}
