import { asc } from "drizzle-orm";
import { addDays, dayStart, instantOf, mondayOf, wallDay } from "../../contracts/agency-time";
import { LEAVE_DAY_HOURS } from "../../contracts/staff-office/leave-types";
import { agencyTimeZone } from "../../services/config";
import type { Db } from "../client";
import { staffUsers } from "../schema/accounts";
import { staffLeave } from "../schema/staff-office";

/**
 * A few leave requests of the demo staff around now (decision 253), so the leave page, its queue
 * and the roster show them on first start: approved leave in three weeks (after the seeded sessions) and yesterday, requests
 * waiting for next week, one declined with its reason. Relative to this week's Monday.
 */
export async function seedStaffLeave(db: Db, now = new Date()): Promise<void> {
  const zone = await agencyTimeZone({ deps: { db } });
  const staff = await db.select({ id: staffUsers.id }).from(staffUsers).orderBy(asc(staffUsers.id)).limit(5);
  const [avery, robin, jordan, sam, alex] = staff;
  if (!avery || !robin || !jordan || !sam || !alex) return;
  const today = wallDay(now, zone);
  const monday = mondayOf(today);
  const days = (first: string, last: string, hoursPerDay = LEAVE_DAY_HOURS, count = 0) => ({
    startsAt: dayStart(first, zone),
    endsAt: dayStart(addDays(last, 1), zone),
    hours: Math.round(hoursPerDay * count * 100) / 100,
  });
  const part = (day: string, from: string, to: string, hours: number) => ({
    startsAt: new Date(instantOf(day, from, zone) ?? `${day}T${from}:00Z`),
    endsAt: new Date(instantOf(day, to, zone) ?? `${day}T${to}:00Z`),
    hours,
  });
  // The last working day before today (yesterday, or Friday on a weekend or a Monday).
  const lastWorkingDay = [1, 2, 3]
    .map((n) => addDays(today, -n))
    .find((d) => {
      const w = new Date(`${d}T12:00:00Z`).getUTCDay();
      return w >= 1 && w <= 5;
    }) as string;
  const decided = new Date(now.getTime() - 2 * 86_400_000);
  await db.insert(staffLeave).values([
    {
      staffUserId: robin.id,
      leaveType: "Annual",
      ...days(addDays(monday, 22), addDays(monday, 23), LEAVE_DAY_HOURS, 2),
      note: "Long weekend away",
      status: "approved",
      decidedBy: avery.id,
      decidedAt: decided,
    },
    {
      staffUserId: jordan.id,
      leaveType: "Annual",
      ...days(addDays(monday, 10), addDays(monday, 11), LEAVE_DAY_HOURS, 2),
      note: "Moving house",
    },
    {
      staffUserId: sam.id,
      leaveType: "Personal",
      ...part(addDays(monday, 9), "13:00", "17:00", 4),
      note: "Dentist",
    },
    {
      staffUserId: sam.id,
      leaveType: "Annual",
      ...days(addDays(monday, 17), addDays(monday, 18), LEAVE_DAY_HOURS, 2),
      status: "declined",
      decidedBy: avery.id,
      decidedAt: decided,
      decisionReason: "Fieldwork for the Acme study runs that week",
    },
    {
      staffUserId: alex.id,
      leaveType: "Personal",
      ...days(lastWorkingDay, lastWorkingDay, LEAVE_DAY_HOURS, 1),
      note: "Unwell",
      status: "approved",
      decidedBy: avery.id,
      decidedAt: now,
    },
  ]);
}
