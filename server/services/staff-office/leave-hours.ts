import { addDays, dayStart, instantOf } from "../../contracts/agency-time";
import { LEAVE_DAY_HOURS } from "../../contracts/staff-office/leave-types";

/** What a person asks for: agency days, and for part of one day its wall times. */
export interface LeaveAsk {
  startDay: string;
  endDay: string;
  startTime: string | null;
  endTime: string | null;
}

export interface LeaveSpan {
  startsAt: Date;
  endsAt: Date;
  /** Paid hours it takes from the balance (two decimals). */
  hours: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Monday to Friday (a "YYYY-MM-DD" day is a calendar day: no zone involved). */
const isWorkingDay = (day: string) => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5;
};

/** The working days (Mon–Fri) from `first` to `last` inclusive. */
export function workingDays(first: string, last: string): number {
  let n = 0;
  for (let day = first; day <= last; day = addDays(day, 1)) if (isWorkingDay(day)) n += 1;
  return n;
}

/**
 * The instants and hours of a leave ask on the agency's clock (decision 253). Whole days run from
 * the first day's start to the day after the last one's start, so a span over a daylight-saving
 * change is 23 or 25 hours a day long on the clock but still counts LEAVE_DAY_HOURS per working
 * day. Part of a day counts the time between its two wall times (real elapsed time, so a change
 * inside the span is counted right), at most a whole day's hours.
 */
export function leaveSpan(ask: LeaveAsk, zone: string): LeaveSpan {
  if (ask.startTime && ask.endTime) {
    const startsAt = new Date(instantOf(ask.startDay, ask.startTime, zone) ?? Number.NaN);
    const endsAt = new Date(instantOf(ask.startDay, ask.endTime, zone) ?? Number.NaN);
    const elapsed = (endsAt.getTime() - startsAt.getTime()) / 3_600_000;
    const hours = isWorkingDay(ask.startDay) ? Math.min(LEAVE_DAY_HOURS, elapsed) : 0;
    return { startsAt, endsAt, hours: round2(Math.max(0, hours)) };
  }
  return {
    startsAt: dayStart(ask.startDay, zone),
    endsAt: dayStart(addDays(ask.endDay, 1), zone),
    hours: round2(workingDays(ask.startDay, ask.endDay) * LEAVE_DAY_HOURS),
  };
}
