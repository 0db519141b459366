import { z } from "zod";
import { call } from "../call";
import { idSchema, isoDate, strictId, wholeNumber } from "../records";

/** The attendance and timesheet calls under /api (decision 257). Weeks run Monday to Sunday, agency days. */
export const TIMESHEET_PATHS = {
  week: "/timesheet",
  submit: "/timesheet/submit",
  approve: "/timesheet/approve",
  return: "/timesheet/return",
  weeks: "/timesheets",
} as const;

export const TIMESHEET_FLAGS = {
  forgottenClockOut: "Forgotten clock-out",
  untracked: "Clocked time without tracking",
  outsideClock: "Tracking outside clocked time",
  overlap: "Overlapping entries",
} as const;
export type TimesheetFlag = keyof typeof TIMESHEET_FLAGS;

const weekInput = z.object({
  /** Any day of the week; the answer names its Monday. */
  week: isoDate,
});

export const timesheetQuerySchema = weekInput.extend({
  /** Absent: the caller's own week. */
  staffUserId: strictId({ emptyIsAbsent: true }).optional(),
});

const reason = z
  .string()
  .max(500, "Keep the reason under 500 characters")
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, "Give the reason for returning the week");

export const decideSchema = weekInput.extend({ staffUserId: idSchema });
export const returnSchema = decideSchema.extend({ reason });

const entry = z.object({
  id: z.number().int(),
  clockOn: z.string(),
  clockOff: z.string().nullable(),
});
const tracked = z.object({ jobId: z.number().int(), job: z.string(), minutes: z.number() });
const span = z.object({ startsAt: z.string(), endsAt: z.string(), label: z.string() });

export const timesheetDaySchema = z.object({
  day: z.string(),
  entries: z.array(entry),
  tracked: z.array(tracked),
  shifts: z.array(span),
  leave: z.array(span),
  expectedHours: z.number(),
  leaveHours: z.number(),
  clockedHours: z.number(),
  trackedHours: z.number(),
  /** Clocked minus expected, in hours. */
  differenceHours: z.number(),
  flags: z.array(z.enum(Object.keys(TIMESHEET_FLAGS) as [TimesheetFlag, ...TimesheetFlag[]])),
});
export type TimesheetDay = z.output<typeof timesheetDaySchema>;

export const timesheetStatusSchema = z.enum(["open", "submitted", "approved", "returned"]);

const adjustment = z.object({ by: z.string(), at: z.string(), reason: z.string(), action: z.string() });

export const timesheetWeekSchema = z.object({
  staffUserId: z.number().int(),
  staffName: z.string(),
  weekStart: z.string(),
  status: timesheetStatusSchema,
  submittedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  returnReason: z.string().nullable(),
  days: z.array(timesheetDaySchema),
  totals: z.object({
    expectedHours: z.number(),
    leaveHours: z.number(),
    clockedHours: z.number(),
    trackedHours: z.number(),
    differenceHours: z.number(),
    flags: z.number().int(),
  }),
  /** Hours as they stood at approval (a later adjustment shows as a difference). */
  approvedHours: z.number().nullable(),
  /** Corrections of this week's entries made after it was approved (decision 257). */
  adjustments: z.array(adjustment),
  /** What the caller may do now, with the reasons a submit would be refused. */
  canSubmit: z.boolean(),
  canDecide: z.boolean(),
  submitRefusals: z.array(z.string()),
});
export type TimesheetWeek = z.output<typeof timesheetWeekSchema>;

export const timesheetWeeksQuerySchema = weekInput.extend({
  start: wholeNumber(0, 1_000_000).default(0),
  length: wholeNumber(1, 200).default(50),
});

export const timesheetRowSchema = z.object({
  staffUserId: z.number().int(),
  staffName: z.string(),
  status: timesheetStatusSchema,
  clockedHours: z.number(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type TimesheetRow = z.output<typeof timesheetRowSchema>;

export const timesheetWeek = call("GET", TIMESHEET_PATHS.week, {
  input: timesheetQuerySchema,
  answer: timesheetWeekSchema,
});
export const submitTimesheet = call("POST", TIMESHEET_PATHS.submit, {
  input: weekInput,
  answer: timesheetWeekSchema,
});
export const approveTimesheet = call("POST", TIMESHEET_PATHS.approve, {
  input: decideSchema,
  answer: timesheetWeekSchema,
});
export const returnTimesheet = call("POST", TIMESHEET_PATHS.return, {
  input: returnSchema,
  answer: timesheetWeekSchema,
});
export const timesheetWeeks = call("GET", TIMESHEET_PATHS.weeks, {
  input: timesheetWeeksQuerySchema,
  answer: z.object({ weekStart: z.string(), rows: z.array(timesheetRowSchema), total: z.number().int() }),
});
