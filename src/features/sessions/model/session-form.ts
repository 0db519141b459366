import { z } from "zod";
import { SESSION_STATUSES } from "../../../../server/contracts/sessions/sessions";
import type { FieldSpec } from "../../../components/ui/record-form";
import { dayOf, timeOf, toInstant } from "./instants";

export type Options = { value: string; label: string }[];

const time = z
  .string()
  .trim()
  .refine((v) => v === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), "Enter a time as HH:MM (24-hour)");
const count = z.number("Enter a number").int("Whole number").min(0, "Must be 0 or more").nullable();

/**
 * What the session details form edits: a day and two times of day. The save contract takes two
 * instants; `sessionPayload` builds them in the browser's time zone (the agency's).
 */
export const sessionFormSchema = z
  .object({
    name: z.string().trim().min(1, "Required").max(200, "At most 200 characters"),
    status: z.enum(SESSION_STATUSES, "Choose a status"),
    sessionDate: z.string().nullable(),
    startTime: time,
    endTime: time,
    requiredPlaces: count,
    standbyPlaces: count,
    notes: z.string().max(4000, "At most 4000 characters"),
  })
  // Date and start time are required: an undated session reaches no calendar or list (M21).
  .refine((v) => v.sessionDate, { message: "Enter the date", path: ["sessionDate"] })
  .refine((v) => v.startTime, { message: "Enter the start time", path: ["startTime"] })
  .refine((v) => !v.startTime || !v.endTime || v.startTime < v.endTime, {
    message: "The end must be after the start",
    path: ["endTime"],
  });
export type SessionForm = z.output<typeof sessionFormSchema>;

export function sessionFields(statuses: Options): FieldSpec[] {
  return [
    { name: "name", label: "Session name" },
    { name: "status", label: "Status", kind: "select", options: statuses },
    { name: "sessionDate", label: "Date", kind: "date" },
    { name: "startTime", label: "Start time (HH:MM)" },
    { name: "endTime", label: "End time (HH:MM)" },
    { name: "requiredPlaces", label: "Required places", kind: "number" },
    { name: "standbyPlaces", label: "Standby places", kind: "number" },
    { name: "notes", label: "Notes", kind: "textarea" },
  ];
}

/** The form's values of a saved session. */
export function sessionFormValues(s: {
  startsAt: string | null;
  endsAt: string | null;
}): Pick<SessionForm, "sessionDate" | "startTime" | "endTime"> {
  return { sessionDate: dayOf(s.startsAt) || null, startTime: timeOf(s.startsAt), endTime: timeOf(s.endsAt) };
}

/** The save contract's payload from the form. */
export function sessionPayload(
  form: SessionForm,
  ids: { id: number; jobId: number; sessionNumber: number | null },
  /** What the form does not edit, kept as the session (or the job's defaults) has it. */
  kept: { sessionType: string | null; venueId: number | null; recruiters: string[] },
) {
  const day = form.sessionDate ?? "";
  return {
    ...ids,
    ...kept,
    name: form.name,
    status: form.status,
    startsAt: day && form.startTime ? toInstant(day, form.startTime) : day ? toInstant(day, "00:00") : null,
    endsAt: day && form.endTime ? toInstant(day, form.endTime) : null,
    requiredPlaces: form.requiredPlaces ?? 0,
    standbyPlaces: form.standbyPlaces ?? 0,
    notes: form.notes || null,
  };
}

/** The time slot form: a day, two times and a capacity (0 = the session's limit only). */
export const timeSlotFormSchema = z
  .object({
    slotDate: z.string("Enter the date").min(1, "Enter the date"),
    startTime: time.refine((v) => v !== "", "Required"),
    endTime: time.refine((v) => v !== "", "Required"),
    capacity: z.number("Enter a number").int("Whole number").min(0, "Must be 0 or more"),
    notes: z.string().max(1000),
  })
  .refine((v) => v.startTime < v.endTime, { message: "The end must be after the start", path: ["endTime"] });
export type TimeSlotForm = z.output<typeof timeSlotFormSchema>;

export const timeSlotFields: FieldSpec[] = [
  { name: "slotDate", label: "Date", kind: "date" },
  { name: "startTime", label: "Start time (HH:MM)" },
  { name: "endTime", label: "End time (HH:MM)" },
  { name: "capacity", label: "Capacity", kind: "number" },
  { name: "notes", label: "Notes" },
];

export function timeSlotPayload(form: TimeSlotForm, ids: { id: number; jobGroupId: number }) {
  return {
    ...ids,
    startsAt: toInstant(form.slotDate, form.startTime),
    endsAt: toInstant(form.slotDate, form.endTime),
    capacity: form.capacity,
    notes: form.notes || null,
  };
}
