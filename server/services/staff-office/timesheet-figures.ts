import { addDays, wallDay } from "../../contracts/agency-time";
import type { TimesheetDay, TimesheetFlag } from "../../contracts/staff-office/timesheet-calls";
import { hoursOf } from "../reports/staff-attendance";

/**
 * A person's week in figures (decision 257): pure, so midnight and daylight saving are tested
 * without a database. Hours are instants' differences turned into hours by the staff attendance
 * report's `hoursOf`, so the timesheet, the report and the payroll file agree to the cent.
 */

/** An entry open longer than this, or closed after lasting longer, is a forgotten clock-out. */
export const FORGOTTEN_AFTER_HOURS = 12;
/** Untracked clocked time or tracking outside clocked time below this is not flagged. */
export const FLAG_TOLERANCE_MINUTES = 15;

export interface ClockIn {
  id: number;
  day: string;
  clockOn: Date;
  clockOff: Date | null;
}
export interface Tracked {
  jobId: number;
  job: string;
  startedAt: Date;
  stoppedAt: Date | null;
}
export interface Span {
  startsAt: Date;
  endsAt: Date;
  label: string;
}
export interface LeaveSpan extends Span {
  hours: number;
}

export interface WeekInput {
  weekStart: string;
  zone: string;
  now: Date;
  entries: ClockIn[];
  tracked: Tracked[];
  shifts: Span[];
  leave: LeaveSpan[];
}

type Interval = [number, number];

const seconds = (ms: number) => ms / 1000;

/** Milliseconds of [a, b) covered by the (possibly overlapping) intervals. */
function covered([a, b]: Interval, by: Interval[]): number {
  const cut = by
    .map(([x, y]): Interval => [Math.max(a, x), Math.min(b, y)])
    .filter(([x, y]) => y > x)
    .sort((p, q) => p[0] - q[0]);
  let total = 0;
  let end = a;
  for (const [x, y] of cut) {
    const from = Math.max(x, end);
    if (y > from) total += y - from;
    end = Math.max(end, y);
  }
  return total;
}

const overlapsAny = (i: Interval, others: Interval[]) => others.some(([x, y]) => i[0] < y && x < i[1]);

/** The seven agency days Monday..Sunday of the week starting `weekStart`. */
export const weekDays = (weekStart: string) => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));

/** Leave hours per agency day: a leave's hours shared equally over the days it covers. */
function leaveDays(l: LeaveSpan, zone: string): string[] {
  const first = wallDay(l.startsAt, zone);
  const last = wallDay(new Date(l.endsAt.getTime() - 1), zone);
  const days: string[] = [];
  for (let d = first; d <= last && days.length < 400; d = addDays(d, 1)) days.push(d);
  return days;
}

function leaveHoursByDay(leave: LeaveSpan[], zone: string): Map<string, number> {
  const byDay = new Map<string, number>();
  for (const l of leave) {
    const days = leaveDays(l, zone);
    for (const d of days) byDay.set(d, (byDay.get(d) ?? 0) + l.hours / days.length);
  }
  return byDay;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function weekFigures(input: WeekInput): TimesheetDay[] {
  const { zone, now } = input;
  const nowMs = now.getTime();
  const today = wallDay(now, zone);
  const forgotten = FORGOTTEN_AFTER_HOURS * 3_600_000;
  const isForgotten = (e: ClockIn) =>
    !e.clockOff && (e.day < today || nowMs - e.clockOn.getTime() > forgotten);
  // An open entry runs until now, unless it was forgotten: then it covers nothing (it is flagged).
  const clockSpan = (e: ClockIn): Interval => [
    e.clockOn.getTime(),
    e.clockOff ? e.clockOff.getTime() : isForgotten(e) ? e.clockOn.getTime() : nowMs,
  ];
  const trackSpan = (t: Tracked): Interval => [t.startedAt.getTime(), (t.stoppedAt ?? now).getTime()];
  const allClock = input.entries.map(clockSpan);
  const allTracked = input.tracked.map(trackSpan);
  const leaveHours = leaveHoursByDay(input.leave, zone);
  const tolerance = FLAG_TOLERANCE_MINUTES * 60_000;

  return weekDays(input.weekStart).map((day) => {
    const entries = input.entries.filter((e) => e.day === day);
    const tracked = input.tracked.filter((t) => wallDay(t.startedAt, zone) === day);
    const shifts = input.shifts.filter((s) => wallDay(s.startsAt, zone) === day);
    const leave = input.leave.filter((l) => leaveDays(l, zone).includes(day));
    const closed = entries.filter((e) => e.clockOff);
    const clockedMs = closed.reduce((s, e) => s + ((e.clockOff as Date).getTime() - e.clockOn.getTime()), 0);
    const trackedMs = tracked.reduce((s, t) => s + (trackSpan(t)[1] - trackSpan(t)[0]), 0);
    const expectedMs = shifts.reduce((s, x) => s + (x.endsAt.getTime() - x.startsAt.getTime()), 0);

    const flags = new Set<TimesheetFlag>();
    for (const e of entries) {
      const span = clockSpan(e);
      if (isForgotten(e)) flags.add("forgottenClockOut");
      if (e.clockOff && span[1] - span[0] > forgotten) flags.add("forgottenClockOut");
      const others = input.entries.filter((o) => o.id !== e.id).map(clockSpan);
      if (overlapsAny(span, others)) flags.add("overlap");
    }
    const untrackedMs = closed.reduce((s, e) => {
      const span = clockSpan(e);
      return s + (span[1] - span[0] - covered(span, allTracked));
    }, 0);
    if (untrackedMs >= tolerance) flags.add("untracked");
    const outsideMs = tracked.reduce((s, t) => {
      const span = trackSpan(t);
      return s + (span[1] - span[0] - covered(span, allClock));
    }, 0);
    if (outsideMs >= tolerance) flags.add("outsideClock");
    tracked.forEach((t, i) => {
      const others = tracked.filter((_, j) => j !== i).map(trackSpan);
      if (overlapsAny(trackSpan(t), others)) flags.add("overlap");
    });

    const byJob = new Map<number, { jobId: number; job: string; ms: number }>();
    for (const t of tracked) {
      const row = byJob.get(t.jobId) ?? { jobId: t.jobId, job: t.job, ms: 0 };
      row.ms += trackSpan(t)[1] - trackSpan(t)[0];
      byJob.set(t.jobId, row);
    }
    const clockedHours = hoursOf(seconds(clockedMs));
    const expectedHours = hoursOf(seconds(expectedMs));
    return {
      day,
      entries: entries.map((e) => ({
        id: e.id,
        clockOn: e.clockOn.toISOString(),
        clockOff: e.clockOff ? e.clockOff.toISOString() : null,
      })),
      tracked: [...byJob.values()].map((j) => ({
        jobId: j.jobId,
        job: j.job,
        minutes: Math.round(j.ms / 60_000),
      })),
      shifts: shifts.map((s) => ({
        startsAt: s.startsAt.toISOString(),
        endsAt: s.endsAt.toISOString(),
        label: s.label,
      })),
      leave: leave.map((l) => ({
        startsAt: l.startsAt.toISOString(),
        endsAt: l.endsAt.toISOString(),
        label: l.label,
      })),
      expectedHours,
      leaveHours: round2(leaveHours.get(day) ?? 0),
      clockedHours,
      trackedHours: hoursOf(seconds(trackedMs)),
      differenceHours: round2(clockedHours - expectedHours),
      flags: [...flags],
    };
  });
}
