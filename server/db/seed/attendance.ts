import { asc } from "drizzle-orm";
import { addDays, instantOf, wallDay } from "../../contracts/agency-time";
import { agencyTimeZone } from "../../services/config";
import type { Db } from "../client";
import { staffUsers } from "../schema/accounts";
import { jobs } from "../schema/jobs";
import { clockEntries, clockEntryCorrections, timeEntries } from "../schema/tracking";

/** Days of clock entries before today, so both staff reports show several pay periods. */
const DAYS_BACK = 35;

/**
 * Clock entries of the demo staff over the last five weeks (weekdays, some with a lunch break,
 * the odd long day and a Saturday), time tracked on jobs, one entry still open today and one
 * audited correction, so the Staff Attendance and Payroll reports show figures on first start
 * (decisions 243, 244). Deterministic from the staff member's position in the list and the day.
 */
export async function seedAttendance(db: Db, now = new Date()): Promise<void> {
  const zone = await agencyTimeZone({ deps: { db } });
  const staff = await db.select({ id: staffUsers.id }).from(staffUsers).orderBy(asc(staffUsers.id)).limit(5);
  const jobIds = (await db.select({ id: jobs.id }).from(jobs).orderBy(asc(jobs.id)).limit(4)).map(
    (j) => j.id,
  );
  const today = wallDay(now, zone);
  const at = (day: string, time: string) => new Date(instantOf(day, time, zone) ?? `${day}T${time}:00Z`);
  const clocks: (typeof clockEntries.$inferInsert)[] = [];
  const tracked: (typeof timeEntries.$inferInsert)[] = [];
  for (let back = DAYS_BACK; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    staff.forEach((person, i) => {
      const works =
        (weekday >= 1 && weekday <= 5 && (back + i) % 9 !== 0) || (weekday === 6 && (back + i) % 4 === 0);
      if (!works) return;
      const start = `0${8 + (i % 2)}:${String((back * 7 + i * 13) % 60).padStart(2, "0")}`;
      const long = (back + i) % 5 === 0;
      const end = `${long ? 18 : 16 + (i % 2)}:${String((back * 11 + i * 5) % 60).padStart(2, "0")}`;
      if ((back + i) % 3 === 0) {
        clocks.push({ staffUserId: person.id, day, clockOn: at(day, start), clockOff: at(day, "12:30") });
        clocks.push({ staffUserId: person.id, day, clockOn: at(day, "13:00"), clockOff: at(day, end) });
      } else clocks.push({ staffUserId: person.id, day, clockOn: at(day, start), clockOff: at(day, end) });
      const jobId = jobIds[(back + i) % Math.max(1, jobIds.length)];
      if (jobId) {
        const hoursOnJob = 2 + ((back + i) % 4);
        tracked.push({
          staffUserId: person.id,
          jobId,
          startedAt: at(day, "09:30"),
          stoppedAt: at(day, `${String(9 + hoursOnJob).padStart(2, "0")}:30`),
        });
      }
    });
  }
  // One person is in right now (clocked on two hours ago, not yet off).
  const inNow = staff[2];
  if (inNow)
    clocks.push({ staffUserId: inNow.id, day: today, clockOn: new Date(now.getTime() - 2 * 3_600_000) });
  if (clocks.length === 0) return;
  const rows = await db.insert(clockEntries).values(clocks).returning();
  if (tracked.length) await db.insert(timeEntries).values(tracked);
  // A forgotten clock-off, corrected by the administrator with the reason (decision 243).
  const admin = staff[0];
  const fixed = rows.find((r) => r.clockOff && r.staffUserId === staff[1]?.id);
  if (admin && fixed?.clockOff) {
    const wasOff = new Date(fixed.clockOff.getTime() + 5 * 3_600_000);
    await db.insert(clockEntryCorrections).values({
      clockEntryId: fixed.id,
      staffUserId: fixed.staffUserId,
      action: "update",
      beforeDay: fixed.day,
      beforeOn: fixed.clockOn,
      beforeOff: wasOff,
      afterDay: fixed.day,
      afterOn: fixed.clockOn,
      afterOff: fixed.clockOff,
      reason: "Forgot to clock out; left at the usual time",
      correctedBy: admin.id,
      correctedAt: new Date(fixed.clockOff.getTime() + 20 * 3_600_000),
    });
  }
}
