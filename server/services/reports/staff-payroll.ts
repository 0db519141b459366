import type { UseCaseContext } from "../../context";
import { addDays, dayRange, wallDay } from "../../contracts/agency-time";
import type { ReportRow } from "../../contracts/reports/report-kit";
import { LEAVE_TYPES } from "../../contracts/staff-office/leave-types";
import { type StaffPerson, trackedSeconds, workedDays } from "../../db/repo/reports/staff-payroll";
import { approvedLeave, approvedWeeks } from "../../db/repo/staff-office/payroll";
import { ddmmyyyy } from "../export";
import { type PayPeriod, payPeriodOf, payPeriodsTouching, splitOvertime } from "./pay-periods";
import type { ReportQuery, ReportSource } from "./source";
import { hoursOf } from "./staff-attendance";

/** One staff member's pay period, in seconds. */
export interface PayLine extends StaffPerson {
  period: PayPeriod;
  daysWorked: number;
  worked: number;
  ordinary: number;
  overtime: number;
  tracked: number;
  /** Paid leave seconds per LEAVE_TYPES code (decision 260). */
  leave: Record<string, number>;
  /** The period's Mondays whose timesheet week is not approved. */
  unapprovedWeeks: string[];
}

/** The paid leave types, in their declared order: one leave column each. */
export const PAID_LEAVE = LEAVE_TYPES.filter((t) => t.paid).map((t) => t.code);

const leaveSeconds = (l: PayLine) => Object.values(l.leave).reduce((s, v) => s + v, 0);

/** The agency days a leave covers, first to last (a leave ending at midnight ends the day before). */
function leaveDays(startsAt: Date, endsAt: Date, zone: string): string[] {
  const last = wallDay(new Date(endsAt.getTime() - 1), zone);
  const out: string[] = [];
  for (let d = wallDay(startsAt, zone); d <= last && out.length < 400; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The pay periods the filters pick: every fortnight with a day in the period, whole. */
function periodsOf(ctx: UseCaseContext, q: ReportQuery): PayPeriod[] {
  const to = q.filters.to ?? wallDay(ctx.deps.now(), q.zone);
  const from = q.filters.from ?? addDays(to, -13);
  return payPeriodsTouching(from, to);
}

/**
 * Every line of the filters' pay periods (decision 244): worked hours from the clock entries as
 * corrected, split by the overtime rule, and the hours tracked on jobs. A handful of staff times a
 * few fortnights, so the lines are made whole and paged here.
 */
export async function payLines(
  ctx: UseCaseContext,
  q: ReportQuery,
): Promise<{ lines: PayLine[]; openEntries: number }> {
  const periods = periodsOf(ctx, q);
  const first = periods[0];
  const last = periods[periods.length - 1];
  if (!first || !last) return { lines: [], openEntries: 0 };
  const username = q.filters.staffUser;
  const { db } = ctx.deps;
  const days = await workedDays(db, { from: first.start, to: last.end, username });
  const lines = new Map<string, PayLine>();
  const line = (p: StaffPerson, period: PayPeriod) => {
    const key = `${p.staffUserId}:${period.start}`;
    let found = lines.get(key);
    if (!found) {
      found = {
        ...p,
        period,
        daysWorked: 0,
        worked: 0,
        ordinary: 0,
        overtime: 0,
        tracked: 0,
        leave: {},
        unapprovedWeeks: [],
      };
      lines.set(key, found);
    }
    return found;
  };
  const byLine = new Map<string, { day: string; seconds: number }[]>();
  let openEntries = 0;
  for (const d of days) {
    openEntries += d.openEntries;
    if (d.seconds <= 0) continue;
    const l = line(d, payPeriodOf(d.day));
    l.daysWorked += 1;
    l.worked += d.seconds;
    const key = `${d.staffUserId}:${l.period.start}`;
    byLine.set(key, [...(byLine.get(key) ?? []), { day: d.day, seconds: d.seconds }]);
  }
  for (const [key, list] of byLine) {
    const l = lines.get(key);
    if (l) Object.assign(l, splitOvertime(list));
  }
  for (const period of periods) {
    const range = dayRange(period.start, period.end, q.zone);
    if (!range.start || !range.end) continue;
    for (const t of await trackedSeconds(db, { start: range.start, end: range.end, username }))
      line(t, period).tracked += t.seconds;
  }
  const whole = dayRange(first.start, last.end, q.zone);
  if (whole.start && whole.end) {
    const inFile = new Set(periods.map((p) => p.start));
    for (const v of await approvedLeave(db, { start: whole.start, end: whole.end, username })) {
      if (!PAID_LEAVE.includes(v.leaveType as (typeof PAID_LEAVE)[number])) continue;
      // A leave's hours are spread evenly over its days, so one spanning two periods is split by day.
      const days = leaveDays(v.startsAt, v.endsAt, q.zone);
      const perDay = (Number(v.hours) * 3600) / Math.max(1, days.length);
      const person = {
        staffUserId: v.staffUserId,
        staffName: `${v.firstName} ${v.lastName}`.trim(),
        username: v.username,
      };
      for (const d of days) {
        const period = payPeriodOf(d);
        if (!inFile.has(period.start)) continue;
        const l = line(person, period);
        l.leave[v.leaveType] = (l.leave[v.leaveType] ?? 0) + perDay;
      }
    }
  }
  const approved = await approvedWeeks(db, {
    staffUserIds: [...new Set([...lines.values()].map((l) => l.staffUserId))],
    from: first.start,
    to: last.end,
  });
  for (const l of lines.values()) {
    l.unapprovedWeeks = [l.period.start, addDays(l.period.start, 7)].filter(
      (week) => !approved.has(`${l.staffUserId}:${week}`),
    );
  }
  const sorted = [...lines.values()].sort(
    (a, b) =>
      (a.period.start < b.period.start ? -1 : a.period.start > b.period.start ? 1 : 0) *
        (q.dir === "desc" ? -1 : 1) ||
      a.staffName.localeCompare(b.staffName) ||
      a.staffUserId - b.staffUserId,
  );
  return { lines: sorted, openEntries };
}

const rowOf = (l: PayLine): ReportRow => ({
  key: `${l.staffUserId}:${l.period.start}`,
  staffUserId: l.staffUserId,
  username: l.username,
  staff: l.staffName,
  periodStart: l.period.start,
  periodEnd: l.period.end,
  daysWorked: l.daysWorked,
  workedHours: hoursOf(l.worked),
  ordinaryHours: hoursOf(l.ordinary),
  overtimeHours: hoursOf(l.overtime),
  trackedHours: hoursOf(l.tracked),
  leaveHours: hoursOf(leaveSeconds(l)),
  weeks: weeksStatus(l),
});

/** "Approved", or which of the period's weeks are not (the payroll file needs every week approved). */
function weeksStatus(l: PayLine): string {
  if (l.unapprovedWeeks.length === 0) return "Approved";
  return `Not approved: week of ${l.unapprovedWeeks.map(ddmmyyyy).join(", week of ")}`;
}

const sum = (lines: PayLine[], pick: (l: PayLine) => number) => lines.reduce((s, l) => s + pick(l), 0);

/** Staff Payroll Report (decision 244): a row per staff user per fortnightly pay period. */
export const staffPayroll: ReportSource = {
  async page(ctx, q) {
    const { lines, openEntries } = await payLines(ctx, q);
    const rows = lines.slice(q.start, q.start + q.length).map(rowOf);
    if (!q.withTotals) return { rows, total: 0, totals: null, exclusions: [] };
    return {
      rows,
      total: lines.length,
      totals: {
        key: "total",
        staff: "Total",
        periodStart: null,
        periodEnd: null,
        daysWorked: sum(lines, (l) => l.daysWorked),
        workedHours: hoursOf(sum(lines, (l) => l.worked)),
        ordinaryHours: hoursOf(sum(lines, (l) => l.ordinary)),
        overtimeHours: hoursOf(sum(lines, (l) => l.overtime)),
        trackedHours: hoursOf(sum(lines, (l) => l.tracked)),
        leaveHours: hoursOf(sum(lines, leaveSeconds)),
        weeks: null,
      },
      exclusions: [
        {
          label:
            "Open clock entries (still clocked in, or never clocked out): no hours counted until corrected",
          count: openEntries,
        },
      ],
    };
  },
};
