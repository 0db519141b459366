import { z } from "zod";
import { addDays } from "../agency-time";
import { idSchema, isoDate, wholeNumber } from "../records";
import { LEAVE_TYPES, type LeaveType } from "./leave-types";

/**
 * Staff leave (issue 20, decisions 253, 254): a person requests leave in agency days, whole or a
 * part of one day; a manager with ManageStaffAttendance approves or declines it with a reason.
 */

const LEAVE_CODES = LEAVE_TYPES.map((t) => t.code) as [LeaveType, ...LeaveType[]];
const LEAVE_STATUSES = ["requested", "approved", "declined", "cancelled"] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** "HH:MM" on the agency's clock, or absent ("" and null mean absent). */
const optionalTime = z
  .union([z.string().regex(TIME, "Enter a time as HH:MM"), z.literal(""), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

const reasonText = (missing: string) =>
  z
    .string(missing)
    .max(500, "Keep the reason under 500 characters")
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, missing);

/**
 * POST /api/staff-leave/update: id absent requests, id present changes one's own request while it
 * is still requested. Whole days from `startDay` to `endDay`; with both times, part of one day.
 */
export const leaveSaveSchema = z
  .object({
    id: idSchema.optional(),
    leaveType: z.enum(LEAVE_CODES, "Choose a leave type"),
    startDay: isoDate,
    endDay: isoDate,
    startTime: optionalTime,
    endTime: optionalTime,
    note: z
      .string()
      .max(1000, "Keep the note under 1000 characters")
      .nullish()
      .transform((v) => (v?.trim() ? v.trim() : null)),
  })
  .refine((v) => v.endDay >= v.startDay, { message: "The last day is before the first", path: ["endDay"] })
  .refine((v) => v.endDay < addDays(v.startDay, 366), {
    message: "Ask for at most a year at a time",
    path: ["endDay"],
  })
  .refine((v) => (v.startTime === null) === (v.endTime === null), {
    message: "Give both times for part of a day, or neither",
    path: ["endTime"],
  })
  .refine((v) => v.startTime === null || v.startDay === v.endDay, {
    message: "Part-day leave is one day: make the last day the first",
    path: ["endDay"],
  })
  .refine((v) => v.startTime === null || v.endTime === null || v.endTime > v.startTime, {
    message: "The end time is before the start",
    path: ["endTime"],
  });
export type LeaveSave = z.infer<typeof leaveSaveSchema>;

/** What a save answers: the id, the hours it takes and warnings the requester should read. */
export const leaveSavedSchema = z.object({
  id: z.number().int(),
  hours: z.number(),
  /** Beyond the balance, or over the person's published shifts and sessions (decision 253). */
  warnings: z.array(z.string()),
});

/** POST /api/staff-leave/delete: cancels a request (an approved one: MSA, with the reason). */
export const leaveCancelSchema = z.object({
  id: idSchema,
  reason: z
    .string()
    .max(500, "Keep the reason under 500 characters")
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null)),
});

export type LeaveCancel = z.infer<typeof leaveCancelSchema>;

export const leaveApproveSchema = z.object({ id: idSchema });
export const leaveDeclineSchema = z.object({
  id: idSchema,
  reason: reasonText("Give the reason for declining"),
});

/** GET /api/staff-leave?start=&length=&staffUserId=&status=&from=&to=&sort=&dir=. */
export const leaveListQuerySchema = z.object({
  start: wholeNumber(0, 10_000_000, "Invalid start").default(0),
  length: wholeNumber(1, 500, "Length must be 1 to 500").default(50),
  /** Someone else's leave: ManageStaffAttendance only. "mine" is the caller's own. */
  staffUserId: idSchema.optional(),
  mine: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
  status: z.enum(LEAVE_STATUSES).optional(),
  /** Leave overlapping the agency days from..to. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  sort: z.enum(["startsAt", "staff", "status", "createdAt"]).default("startsAt"),
  dir: z.enum(["asc", "desc"]).default("desc"),
});
export type LeaveListQuery = z.infer<typeof leaveListQuerySchema>;

const leaveRowSchema = z.object({
  id: z.number().int(),
  staffUserId: z.number().int(),
  staff: z.string(),
  leaveType: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The agency days and, for part of a day, the times, as the form holds them. */
  startDay: z.string(),
  endDay: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  hours: z.number(),
  note: z.string().nullable(),
  status: z.enum(LEAVE_STATUSES),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
});
export type LeaveRow = z.infer<typeof leaveRowSchema>;
export const leavePageSchema = z.object({ rows: z.array(leaveRowSchema), total: z.number().int() });

/** GET /api/staff-leave/balances?staffUserId=&year= (decision 254): own, or anyone's with MSA. */
export const leaveBalanceQuerySchema = z.object({
  staffUserId: idSchema.optional(),
  year: wholeNumber(2000, 2100, "Invalid year").optional(),
});

const balanceRowSchema = z.object({
  leaveType: z.string(),
  paid: z.boolean(),
  /** Hours allowed in the year; null where the type has no allowance (unpaid). */
  allowance: z.number().nullable(),
  taken: z.number(),
  pending: z.number(),
  /** allowance − taken − pending; null without an allowance. */
  remaining: z.number().nullable(),
});
export type LeaveBalance = z.infer<typeof balanceRowSchema>;
export const leaveBalancesSchema = z.object({
  staffUserId: z.number().int(),
  staff: z.string(),
  year: z.number().int(),
  rows: z.array(balanceRowSchema),
});
