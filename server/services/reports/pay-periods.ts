import { addDays } from "../../contracts/agency-time";

/**
 * Pay periods and the overtime rule of the Staff Payroll Report (decision 244). Pure day
 * arithmetic on the agency's days ("YYYY-MM-DD"), no zone involved.
 */

/** Fortnights run Monday to the second Sunday, counted from this Monday. */
const ANCHOR = "2026-01-05";
const PERIOD_DAYS = 14;
/** 7.6 hours a day and 38 a week (the usual full-time ordinary hours). */
const DAY_LIMIT_SECONDS = 7.6 * 3600;
const WEEK_LIMIT_SECONDS = 38 * 3600;

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

export interface PayPeriod {
  start: string;
  end: string;
}

/** The pay period a day falls in. */
export function payPeriodOf(day: string): PayPeriod {
  const offset = dayNumber(day) - dayNumber(ANCHOR);
  const start = addDays(ANCHOR, Math.floor(offset / PERIOD_DAYS) * PERIOD_DAYS);
  return { start, end: addDays(start, PERIOD_DAYS - 1) };
}

/** Every pay period with a day in from..to (inclusive), oldest first; at most `max` of them. */
export function payPeriodsTouching(from: string, to: string, max = 60): PayPeriod[] {
  const out: PayPeriod[] = [];
  let p = payPeriodOf(from);
  while (p.start <= to && out.length < max) {
    out.push(p);
    p = payPeriodOf(addDays(p.end, 1));
  }
  return out;
}

/** The Monday of a day's week. */
export function weekOf(day: string): string {
  const weekday = (dayNumber(day) + 3) % 7; // day 0 (1970-01-01) was a Thursday: Monday = 0
  return addDays(day, -weekday);
}

/**
 * Ordinary and overtime seconds of worked days: beyond 7.6 hours on a day is overtime; of what
 * is left, beyond 38 hours in a Monday–Sunday week (counted in day order) is overtime too.
 */
export function splitOvertime(days: readonly { day: string; seconds: number }[]): {
  ordinary: number;
  overtime: number;
} {
  const sorted = [...days].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const weekOrdinary = new Map<string, number>();
  let ordinary = 0;
  let overtime = 0;
  for (const d of sorted) {
    const dayOrdinary = Math.min(d.seconds, DAY_LIMIT_SECONDS);
    const week = weekOf(d.day);
    const soFar = weekOrdinary.get(week) ?? 0;
    const fits = Math.max(0, Math.min(dayOrdinary, WEEK_LIMIT_SECONDS - soFar));
    weekOrdinary.set(week, soFar + fits);
    ordinary += fits;
    overtime += d.seconds - fits;
  }
  return { ordinary, overtime };
}
