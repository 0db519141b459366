import { callerOf, holds } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { dayStart, wallDay } from "../../contracts/agency-time";
import { RIGHTS } from "../../contracts/rights-codes";
import type { LeaveBalance } from "../../contracts/staff-office/leave";
import { LEAVE_TYPES } from "../../contracts/staff-office/leave-types";
import { leaveAllowances, leaveHeld } from "../../db/repo/staff-office/leave";
import { staffNamesByIds } from "../../db/repo/staff-office/staff-names";
import { forbidden } from "../../http/errors";
import { agencyTimeZone } from "../config";

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The leave year of an instant: the agency's calendar year of its day (decision 254). */
const leaveYearOf = (at: Date, zone: string) => Number(wallDay(at, zone).slice(0, 4));

/** [start, end) of an agency calendar year. */
const yearWindow = (year: number, zone: string) => ({
  start: dayStart(`${year}-01-01`, zone),
  end: dayStart(`${year + 1}-01-01`, zone),
});

/**
 * A person's balance per leave type for a year (decision 254): the allowance (their own row of
 * staff_leave_allowances, else the type's yearly hours), approved hours taken, requested hours
 * pending, and what remains after both. Leave counts in the year its first day is in.
 */
async function balancesOf(
  ctx: UseCaseContext,
  staffUserId: number,
  year: number,
  except = 0,
): Promise<LeaveBalance[]> {
  const zone = await agencyTimeZone(ctx);
  const { start, end } = yearWindow(year, zone);
  const [held, own] = await Promise.all([
    leaveHeld(ctx.deps.db, staffUserId, start, end, except),
    leaveAllowances(ctx.deps.db, staffUserId, year),
  ]);
  const sum = (code: string, status: string) =>
    round2(held.filter((h) => h.leaveType === code && h.status === status).reduce((s, h) => s + h.hours, 0));
  return LEAVE_TYPES.map((t) => {
    const allowance = own.get(t.code) ?? t.yearHours;
    const taken = sum(t.code, "approved");
    const pending = sum(t.code, "requested");
    return {
      leaveType: t.code,
      paid: t.paid,
      allowance,
      taken,
      pending,
      remaining: allowance === null ? null : round2(allowance - taken - pending),
    };
  });
}

/** GET /api/staff-leave/balances: one's own, or anyone's with ManageStaffAttendance. */
export async function leaveBalances(
  ctx: UseCaseContext,
  input: { staffUserId?: number | undefined; year?: number | undefined },
) {
  const me = callerOf(ctx).id;
  const staffUserId = input.staffUserId ?? me;
  if (staffUserId !== me && !holds(ctx, RIGHTS.ManageStaffAttendance)) throw forbidden();
  const zone = await agencyTimeZone(ctx);
  const year = input.year ?? leaveYearOf(ctx.deps.now(), zone);
  const names = await staffNamesByIds(ctx.deps.db, [staffUserId]);
  const staff = names.get(staffUserId);
  if (staff === undefined) throw forbidden();
  return { staffUserId, staff, year, rows: await balancesOf(ctx, staffUserId, year) };
}

/**
 * The sentence warning that leave of `hours` goes beyond the balance (requests are kept, the
 * approver reads it; decision 254), or null while it fits or the type has no allowance.
 */
export async function beyondBalance(
  ctx: UseCaseContext,
  leave: { id: number; staffUserId: number; leaveType: string; startsAt: Date; hours: number },
  counting: "taken" | "held",
): Promise<string | null> {
  const zone = await agencyTimeZone(ctx);
  const year = leaveYearOf(leave.startsAt, zone);
  const row = (await balancesOf(ctx, leave.staffUserId, year, leave.id)).find(
    (b) => b.leaveType === leave.leaveType,
  );
  if (!row || row.allowance === null) return null;
  const used = counting === "taken" ? row.taken : row.taken + row.pending;
  const left = round2(row.allowance - used);
  if (leave.hours <= left) return null;
  return `${leave.leaveType} leave: ${leave.hours.toFixed(2)} hours asked, ${left.toFixed(2)} of ${year}'s ${row.allowance.toFixed(2)} hours left.`;
}
