import { z } from "zod";
import { call } from "../call";
import { idSchema } from "../records";
import { STAFF_REPORT_PATHS } from "./staff-reports";

/** An agency wall time "YYYY-MM-DDTHH:MM" (the agency's clock, decision 170). */
const WALL = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;
const wallTime = z.string().regex(WALL, "Enter a date and time as YYYY-MM-DDTHH:MM");

const reason = z
  .string()
  .max(500, "Keep the reason under 500 characters")
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, "Give the reason for the correction");

/**
 * POST /api/AttendanceReport/update (staff-calls §7.18, decision 243): a clock entry's new clock-on
 * and clock-off as agency wall times, and why. clockOff null keeps an open entry open.
 */
export const attendanceCorrectionSchema = z
  .object({
    id: idSchema,
    clockOn: wallTime,
    clockOff: z.union([wallTime, z.null(), z.literal("")]).transform((v) => (v ? v : null)),
    reason,
  })
  .refine((v) => v.clockOff === null || v.clockOff > v.clockOn, {
    message: "Clock off must be after clock on",
    path: ["clockOff"],
  });

/** POST /api/AttendanceReport/delete: the entry and why (kept in the corrections audit). */
export const attendanceDeleteSchema = z.object({ id: idSchema, reason });

export const clockEntrySchema = z.object({
  id: z.number().int(),
  staffUserId: z.number().int(),
  /** The agency day the entry belongs to (of its clock-on). */
  day: z.string(),
  clockOn: z.string(),
  clockOff: z.string().nullable(),
});
export type ClockEntry = z.output<typeof clockEntrySchema>;

export const correctAttendanceEntry = call("POST", STAFF_REPORT_PATHS.correctEntry, {
  input: attendanceCorrectionSchema,
  answer: clockEntrySchema,
});

export const deleteAttendanceEntry = call("POST", STAFF_REPORT_PATHS.deleteEntry, {
  input: attendanceDeleteSchema,
  answer: z.object({ id: z.number().int() }),
});
