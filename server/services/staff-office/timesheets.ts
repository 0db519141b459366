import { callerOf, holds } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import {
  addDays,
  dayStart,
  mondayOf,
  wallDateText,
  wallDateTimeText,
  wallDay,
} from "../../contracts/agency-time";
import { RIGHTS } from "../../contracts/rights-codes";
import { jobNumberAndName } from "../../contracts/search";
import {
  TIMESHEET_FLAGS,
  type TimesheetFlag,
  type TimesheetRow,
  type TimesheetWeek,
} from "../../contracts/staff-office/timesheet-calls";
import * as repo from "../../db/repo/staff-office/timesheets";
import { forbidden, notFound } from "../../http/errors";
import { queueMail } from "../../mail/outbox";
import { agencyTimeZone } from "../config";
import { type Outcome, refusal, success } from "../outcome";
import { hoursOf } from "../reports/staff-attendance";
import { weekFigures } from "./timesheet-figures";

/** DD/MM/YYYY of an agency day. */
const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * Weekly timesheets (decision 257): a person's week of clock entries, tracked job time, published
 * shifts and approved leave; submitted by the person, approved or returned by a manager with
 * Manage Staff Attendance. An approved week is locked: only an attendance correction changes it,
 * and such a correction shows on the timesheet as an adjustment after approval.
 */

/**
 * Flags that refuse a submit: the person can fix them (clock out, ask for a correction). Overlaps
 * do not: job time has no correction path, and corrections already refuse overlapping entries.
 */
const BLOCKING: TimesheetFlag[] = ["forgottenClockOut"];

const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
/** "Annual leave": how a LEAVE_TYPES code reads. */
const leaveLabel = (code: string) => `${code} leave`;

async function build(ctx: UseCaseContext, staffUserId: number, anyDay: string): Promise<TimesheetWeek> {
  const { db } = ctx.deps;
  const zone = await agencyTimeZone(ctx);
  const now = ctx.deps.now();
  const person = await repo.staffPerson(db, staffUserId);
  if (!person) throw notFound("No such staff user.");
  const weekStart = mondayOf(anyDay);
  const next = addDays(weekStart, 7);
  const start = dayStart(weekStart, zone);
  const end = dayStart(next, zone);
  const entries = await repo.weekClockEntries(db, staffUserId, weekStart, next);
  // A day's clocked time may run past the week's end (Sunday night); tracking is read around it.
  const lastOff = Math.max(end.getTime(), ...entries.map((e) => (e.clockOff ?? now).getTime()));
  const tracked = await repo.trackedTouching(db, staffUserId, addHours(start, -24), new Date(lastOff));
  const shifts = await repo.publishedShifts(db, staffUserId, start, end);
  const leave = await repo.approvedLeave(db, staffUserId, start, end);
  const days = weekFigures({
    weekStart,
    zone,
    now,
    entries,
    tracked: tracked.map((t) => ({ ...t, job: jobNumberAndName(t.jobNumber, t.jobName) })),
    shifts: shifts.map((s) => ({ ...s, label: `Shift (${s.kind})` })),
    leave: leave.map((l) => ({ ...l, label: leaveLabel(l.leaveType) })),
  });
  const record = await repo.timesheetRecord(db, staffUserId, weekStart);
  const decider = record?.decidedBy ? await repo.staffPerson(db, record.decidedBy) : undefined;
  const adjustments =
    record?.status === "approved" && record.decidedAt
      ? await repo.correctionsSince(db, staffUserId, weekStart, next, record.decidedAt)
      : [];
  const caller = callerOf(ctx).id;
  const own = caller === staffUserId;
  const status = record?.status ?? "open";
  const submitRefusals = submitProblems(days, weekStart, wallDay(now, zone));
  return {
    staffUserId,
    staffName: `${person.firstName} ${person.lastName}`.trim(),
    weekStart,
    status,
    submittedAt: iso(record?.submittedAt),
    decidedBy: decider ? `${decider.firstName} ${decider.lastName}`.trim() : null,
    decidedAt: iso(record?.decidedAt),
    returnReason: record?.returnReason ?? null,
    days,
    totals: {
      expectedHours: sum(days.map((d) => d.expectedHours)),
      leaveHours: sum(days.map((d) => d.leaveHours)),
      clockedHours: sum(days.map((d) => d.clockedHours)),
      trackedHours: sum(days.map((d) => d.trackedHours)),
      differenceHours: sum(days.map((d) => d.differenceHours)),
      flags: days.reduce((s, d) => s + d.flags.length, 0),
    },
    approvedHours: record?.approvedWorkedSeconds == null ? null : hoursOf(record.approvedWorkedSeconds),
    adjustments: adjustments.map((a) => ({
      by: `${a.firstName ?? ""} ${a.lastName ?? ""}`.trim() || "Someone",
      at: wallDateTimeText(a.correctedAt, zone),
      reason: a.reason,
      action: a.action === "delete" ? "Deleted an entry" : "Corrected an entry",
    })),
    canSubmit: own && (status === "open" || status === "returned") && submitRefusals.length === 0,
    canDecide: !own && status === "submitted" && holds(ctx, RIGHTS.ManageStaffAttendance),
    submitRefusals,
  };
}

const addHours = (d: Date, h: number) => new Date(d.getTime() + h * 3_600_000);

/** Why the week cannot be submitted as it stands (empty: it can). */
function submitProblems(days: TimesheetWeek["days"], weekStart: string, today: string): string[] {
  const problems: string[] = [];
  if (weekStart > mondayOf(today)) problems.push("A week can be submitted once it has begun.");
  for (const d of days)
    for (const f of d.flags.filter((x) => BLOCKING.includes(x)))
      problems.push(`${wallDateText(`${d.day}T12:00:00Z`, "UTC")}: ${TIMESHEET_FLAGS[f]}.`);
  return problems;
}

/** The worked seconds of a week as the attendance report counts them (closed entries). */
const workedSeconds = (week: TimesheetWeek) => Math.round(week.totals.clockedHours * 3600);

/** GET /api/timesheet: the caller's own week, or anyone's with Manage Staff Attendance. */
export async function timesheetWeek(
  ctx: UseCaseContext,
  input: { week: string; staffUserId?: number | undefined },
) {
  const caller = callerOf(ctx).id;
  const staffUserId = input.staffUserId ?? caller;
  if (staffUserId !== caller && !holds(ctx, RIGHTS.ManageStaffAttendance))
    throw forbidden("You can only see your own timesheet.");
  return build(ctx, staffUserId, input.week);
}

/** POST /api/timesheet/submit: the caller's own week, once begun, with no open or overlapping entry. */
export async function submitTimesheet(
  ctx: UseCaseContext,
  input: { week: string },
): Promise<Outcome<TimesheetWeek>> {
  const caller = callerOf(ctx).id;
  const week = await build(ctx, caller, input.week);
  if (week.status === "submitted") return refusal("This week is already submitted.");
  if (week.status === "approved") return refusal("This week is approved and locked.");
  if (week.submitRefusals.length > 0) return refusal(...week.submitRefusals);
  await repo.saveSubmitted(ctx.deps.db, caller, week.weekStart, ctx.deps.now());
  return success(await build(ctx, caller, week.weekStart));
}

async function submittedWeekOf(ctx: UseCaseContext, input: { week: string; staffUserId: number }) {
  if (input.staffUserId === callerOf(ctx).id) return refusal("Nobody approves or returns their own week.");
  const weekStart = mondayOf(input.week);
  const record = await repo.timesheetRecord(ctx.deps.db, input.staffUserId, weekStart);
  if (record?.status !== "submitted") return refusal("Only a submitted week can be approved or returned.");
  return success(record);
}

/** POST /api/timesheet/approve: locks a submitted week, keeping its hours as they stood. */
export async function approveTimesheet(
  ctx: UseCaseContext,
  input: { week: string; staffUserId: number },
): Promise<Outcome<TimesheetWeek>> {
  const found = await submittedWeekOf(ctx, input);
  if (!found.ok) return found;
  // Hours not yet worked cannot be approved, and a lock before Sunday would refuse weekend work.
  const nextMonday = addDays(found.value.weekStart, 7);
  if (wallDay(ctx.deps.now(), await agencyTimeZone(ctx)) < nextMonday)
    return refusal(
      `The week runs until Sunday ${dayText(addDays(nextMonday, -1))}: approve it from Monday ${dayText(nextMonday)}.`,
    );
  const week = await build(ctx, input.staffUserId, input.week);
  if (week.days.some((d) => d.entries.some((e) => !e.clockOff)))
    return refusal("An entry of this week is still open: it needs a clock-off (a correction) first.");
  const saved = await repo.saveDecision(ctx.deps.db, found.value.id, {
    status: "approved",
    by: callerOf(ctx).id,
    at: ctx.deps.now(),
    seconds: workedSeconds(week),
  });
  if (!saved) return refusal("Only a submitted week can be approved or returned.");
  return success(await build(ctx, input.staffUserId, input.week));
}

/** POST /api/timesheet/return: back to the person with the reason, who is told by e-mail. */
export async function returnTimesheet(
  ctx: UseCaseContext,
  input: { week: string; staffUserId: number; reason: string },
): Promise<Outcome<TimesheetWeek>> {
  const found = await submittedWeekOf(ctx, input);
  if (!found.ok) return found;
  const saved = await repo.saveDecision(ctx.deps.db, found.value.id, {
    status: "returned",
    by: callerOf(ctx).id,
    at: ctx.deps.now(),
    reason: input.reason,
  });
  if (!saved) return refusal("Only a submitted week can be approved or returned.");
  const week = await build(ctx, input.staffUserId, input.week);
  const person = await repo.staffPerson(ctx.deps.db, input.staffUserId);
  if (person?.email) {
    const from = wallDateText(`${week.weekStart}T12:00:00Z`, "UTC");
    await queueMail(ctx.deps, {
      to: person.email,
      subject: `Your timesheet for the week of ${from} was returned`,
      text: `Hello ${person.firstName},\n\n${week.decidedBy ?? "A manager"} returned your timesheet for the week of ${from}:\n\n${input.reason}\n\nOpen "My timesheet" in the staff workspace, fix what is asked and submit the week again.`,
    });
  }
  return success(week);
}

/** GET /api/timesheets: everyone's status for a week, submitted first. */
export async function timesheetWeeks(
  ctx: UseCaseContext,
  input: { week: string; start: number; length: number },
): Promise<{ weekStart: string; rows: TimesheetRow[]; total: number }> {
  const weekStart = mondayOf(input.week);
  const page = await repo.weekStatuses(ctx.deps.db, weekStart, addDays(weekStart, 7), input);
  return {
    weekStart,
    total: page.total,
    rows: page.rows.map(({ seconds, ...r }) => ({ ...r, clockedHours: hoursOf(seconds) })),
  };
}

/**
 * Refuses a change of clock entries or tracked time on agency days of an approved (locked) week
 * of the person: clock on/off and tracking act on today; corrections are the only way in.
 */
export async function lockRefusal(
  ctx: UseCaseContext,
  staffUserId: number,
  days: string[],
): Promise<string | null> {
  const locked = await repo.lockedWeekOf(ctx.deps.db, staffUserId, [...new Set(days.map(mondayOf))]);
  if (!locked) return null;
  const from = wallDateText(`${locked.weekStart}T12:00:00Z`, "UTC");
  return `Your timesheet for the week of ${from} is approved and locked: ask a manager for a correction.`;
}
