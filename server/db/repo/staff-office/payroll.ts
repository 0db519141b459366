import { and, eq, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { staffUsers } from "../../schema/accounts";
import { payrollExports, staffLeave, timesheetWeeks } from "../../schema/staff-office";

/** The approved weeks ("<staffUserId>:<YYYY-MM-DD>") of some people between two Mondays. */
export async function approvedWeeks(
  db: Db,
  q: { staffUserIds: readonly number[]; from: string; to: string },
) {
  if (q.staffUserIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ staffUserId: timesheetWeeks.staffUserId, weekStart: timesheetWeeks.weekStart })
    .from(timesheetWeeks)
    .where(
      and(
        inArray(timesheetWeeks.staffUserId, [...q.staffUserIds]),
        eq(timesheetWeeks.status, "approved"),
        gte(timesheetWeeks.weekStart, q.from),
        lte(timesheetWeeks.weekStart, q.to),
      ),
    );
  return new Set(rows.map((r) => `${r.staffUserId}:${String(r.weekStart).slice(0, 10)}`));
}

/** Approved leave overlapping [start, end), with the person, for the payroll's leave lines. */
export async function approvedLeave(db: Db, q: { start: Date; end: Date; username?: string }) {
  return db
    .select({
      staffUserId: staffLeave.staffUserId,
      leaveType: staffLeave.leaveType,
      startsAt: staffLeave.startsAt,
      endsAt: staffLeave.endsAt,
      hours: staffLeave.hours,
      firstName: staffUsers.firstName,
      lastName: staffUsers.lastName,
      username: staffUsers.username,
    })
    .from(staffLeave)
    .innerJoin(staffUsers, eq(staffUsers.id, staffLeave.staffUserId))
    .where(
      and(
        eq(staffLeave.status, "approved"),
        lt(staffLeave.startsAt, q.end),
        gt(staffLeave.endsAt, q.start),
        q.username ? sql`lower(${staffUsers.username}) = lower(${q.username})` : undefined,
      ),
    );
}

/** Pay rates of some people (null: not set). */
export async function payRates(db: Db, staffUserIds: readonly number[]) {
  if (staffUserIds.length === 0) return new Map<number, number | null>();
  const rows = await db
    .select({ id: staffUsers.id, payRate: staffUsers.payRate })
    .from(staffUsers)
    .where(inArray(staffUsers.id, [...staffUserIds]));
  return new Map(rows.map((r) => [r.id, r.payRate === null ? null : Number(r.payRate)]));
}

export interface PayrollExportKey {
  periodStart: string;
  periodEnd: string;
  staffScope: string;
}

/** The file first exported for these periods and staff scope, if any. */
export async function storedPayrollExport(db: Db, key: PayrollExportKey) {
  const [row] = await db
    .select()
    .from(payrollExports)
    .where(
      and(
        eq(payrollExports.periodStart, key.periodStart),
        eq(payrollExports.periodEnd, key.periodEnd),
        eq(payrollExports.staffScope, key.staffScope),
      ),
    );
  return row ?? null;
}

/** Keeps a first export; a concurrent first export of the same scope wins and is answered. */
export async function savePayrollExport(db: Db, row: typeof payrollExports.$inferInsert) {
  await db.insert(payrollExports).values(row).onConflictDoNothing();
  return storedPayrollExport(db, row);
}
