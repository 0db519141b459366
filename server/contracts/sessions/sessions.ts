import { z } from "zod";
import {
  idSchema,
  isoDate,
  moneySchema,
  optionalMoney,
  optionalText,
  requiredText,
  saveIdSchema,
} from "../records";

/**
 * Sessions (job groups) and their child rows: staff-calls §7.6, §7.7, §7.10 (decision 130).
 * Times are ISO instants (the browser shows them DD/MM/YYYY HH:MM in the agency's time).
 * Names are stable; a change is noted here.
 */

/** An ISO date-time with an offset or Z, e.g. 2026-12-03T10:00:00+11:00. */
const instantSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/, "Invalid date and time")
  .refine((v) => !Number.isNaN(Date.parse(v)), "Invalid date and time");
const optionalInstant = z
  .union([instantSchema, z.null(), z.literal("")])
  .optional()
  .transform((v) => (v ? v : null));
const places = z.coerce.number().int("Invalid number").min(0, "Must be 0 or more").max(100_000);
const usernames = z.array(z.string().trim().min(1).max(120)).max(50).default([]);

export const SESSION_STATUSES = [
  "Planned",
  "Recruiting",
  "Full",
  "Confirmed",
  "Completed",
  "Cancelled",
] as const;

// ---------------------------------------------------------------- session

/** POST /api/jobgroup/update (json). sessionNumber is the next free one when absent. */
export const sessionSaveSchema = z
  .object({
    id: saveIdSchema,
    jobId: idSchema,
    sessionNumber: z.coerce.number().int().min(1).max(100_000).nullish(),
    name: requiredText(200),
    sessionType: optionalText(60),
    status: z.enum(SESSION_STATUSES, "Invalid status").default("Planned"),
    startsAt: optionalInstant,
    endsAt: optionalInstant,
    venueId: idSchema.nullish().transform((v) => v ?? null),
    requiredPlaces: places.default(0),
    standbyPlaces: places.default(0),
    recruiters: usernames,
    notes: optionalText(4000),
  })
  // A session without a date shows on no calendar and in no pending list (M21).
  .refine((s) => s.startsAt !== null, {
    message: "Enter the session's date and start time",
    path: ["startsAt"],
  })
  .refine((s) => !s.startsAt || !s.endsAt || Date.parse(s.startsAt) < Date.parse(s.endsAt), {
    message: "The end must be after the start",
    path: ["endsAt"],
  });
export type SessionSave = z.input<typeof sessionSaveSchema>;

/** A session as answered by jobgroup/{id}, jobgroups/{jobId}, job/sessions and the dashboard. */
export const sessionSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  jobNumber: z.string(),
  jobName: z.string(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  projectManager: z.string().nullable(),
  sessionNumber: z.number(),
  name: z.string(),
  sessionType: z.string().nullable(),
  status: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  venueId: z.number().nullable(),
  venueName: z.string().nullable(),
  venueAddress: z.string().nullable(),
  requiredPlaces: z.number(),
  standbyPlaces: z.number(),
  recruiters: z.array(z.string()),
  notes: z.string().nullable(),
  /** Booked + Confirmed. */
  booked: z.number(),
  confirmed: z.number(),
  standby: z.number(),
  /** Attended and the outcomes of people who turned up. */
  attended: z.number(),
  updatedAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);

/** GET /api/jobgroup?jobId= : a new session's defaults. */
export const sessionDefaultsQuerySchema = z.object({ jobId: idSchema });
export const sessionDefaultsSchema = z.object({
  jobId: z.number(),
  sessionNumber: z.number(),
  name: z.string(),
  status: z.string(),
  sessionType: z.string().nullable(),
  recruiters: z.array(z.string()),
});
export type SessionDefaults = z.infer<typeof sessionDefaultsSchema>;

/** GET /api/job/sessions?from=&to=&jobId=&status=&page=&pageSize= (paged, by start). */
export const sessionsQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  jobId: idSchema.optional(),
  status: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export const sessionPageSchema = z.object({ items: sessionListSchema, total: z.number() });
export type SessionPage = z.infer<typeof sessionPageSchema>;

// ---------------------------------------------------------------- calendar

/** GET /api/session-calendar?from=YYYY-MM-DD&to=YYYY-MM-DD[&jobId=&status=]: at most 62 days. */
export const calendarQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    jobId: idSchema.optional(),
    status: z.string().trim().max(40).optional(),
  })
  .refine((q) => q.from <= q.to, { message: "to must not be before from", path: ["to"] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 62 * 86_400_000, {
    message: "At most 62 days",
    path: ["to"],
  });
/** How a session is named in a list across jobs: its job's id, number and name, and its own number and name. */
export const sessionNamingFields = {
  jobId: z.number(),
  jobNumber: z.string(),
  jobName: z.string(),
  sessionNumber: z.number(),
  name: z.string(),
};
const calendarEntrySchema = z.object({
  id: z.number(),
  ...sessionNamingFields,
  status: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  venueName: z.string().nullable(),
  booked: z.number(),
  requiredPlaces: z.number(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;
export const calendarSchema = z.array(calendarEntrySchema);

// ---------------------------------------------------------------- time slots

/** POST /api/jobgroup-time/update (json). */
export const timeSlotSaveSchema = z
  .object({
    id: saveIdSchema,
    jobGroupId: idSchema,
    startsAt: instantSchema,
    endsAt: instantSchema,
    capacity: places.default(0),
    notes: optionalText(1000),
  })
  .refine((t) => Date.parse(t.startsAt) < Date.parse(t.endsAt), {
    message: "The end must be after the start",
    path: ["endsAt"],
  });
export const timeSlotSchema = z.object({
  id: z.number(),
  jobGroupId: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number(),
  notes: z.string().nullable(),
  booked: z.number(),
  standby: z.number(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;
export const timeSlotListSchema = z.array(timeSlotSchema);

// ---------------------------------------------------------------- contacts, venues, custom fields

/** POST /api/jobgroup/contact/update (json). */
export const sessionContactSaveSchema = z.object({
  id: saveIdSchema,
  jobGroupId: idSchema,
  clientContactId: idSchema,
  contactType: requiredText(60),
});
export const sessionContactSchema = z.object({
  id: z.number(),
  jobGroupId: z.number(),
  clientContactId: z.number(),
  contactType: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type SessionContact = z.infer<typeof sessionContactSchema>;
export const sessionContactListSchema = z.array(sessionContactSchema);

/** GET /api/job/session/contacts{id}: client contacts of the session's job's client (to pick). */
const contactChoiceSchema = z.object({
  clientContactId: z.number(),
  name: z.string(),
  email: z.string().nullable(),
});
export type ContactChoice = z.infer<typeof contactChoiceSchema>;
export const contactChoiceListSchema = z.array(contactChoiceSchema);

/** POST /api/jobgroup/venue/update (json: one venue or a list). */
export const sessionVenueItemSchema = z.object({
  id: saveIdSchema,
  jobGroupId: idSchema,
  venueId: idSchema,
  notes: optionalText(1000),
});
export const sessionVenueSaveSchema = z
  .union([sessionVenueItemSchema, z.array(sessionVenueItemSchema).min(1).max(50)])
  .transform((v) => (Array.isArray(v) ? v : [v]));
const accessibilitySchema = z.object({
  stepFreeAccess: z.boolean(),
  hearingLoop: z.boolean(),
  accessibleToilet: z.boolean(),
  parking: z.boolean(),
});
export const sessionVenueSchema = accessibilitySchema.extend({
  id: z.number(),
  jobGroupId: z.number(),
  venueId: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  suburb: z.string().nullable(),
  notes: z.string().nullable(),
});
export type SessionVenue = z.infer<typeof sessionVenueSchema>;
export const sessionVenueListSchema = z.array(sessionVenueSchema);

/** POST /api/jobgroup/customfield/update (json): the caption of custom field 1–4. */
export const customFieldSaveSchema = z.object({
  id: saveIdSchema,
  jobGroupId: idSchema,
  fieldNo: z.coerce.number().int().min(1, "Field 1 to 4").max(4, "Field 1 to 4"),
  label: requiredText(60),
});
export const customFieldSchema = z.object({
  id: z.number(),
  jobGroupId: z.number(),
  fieldNo: z.number(),
  label: z.string(),
});
export type CustomField = z.infer<typeof customFieldSchema>;
export const customFieldListSchema = z.array(customFieldSchema);

// ---------------------------------------------------------------- incentives, durations

/** POST /api/jobgroup/incentives/update: json = the session's whole list, field jobGroupId. */
export const sessionIncentiveItemSchema = z.object({
  /** The row being edited (0 or absent: a new one); the list is saved whole, so the server renumbers. */
  id: saveIdSchema.optional(),
  incentiveType: requiredText(40),
  amount: moneySchema.refine((n) => n >= 0, "Must be 0 or more"),
  description: optionalText(500),
});
export const sessionIncentivesSaveSchema = z.array(sessionIncentiveItemSchema).max(50);
export const sessionIncentiveSchema = z.object({
  id: z.number(),
  jobGroupId: z.number(),
  incentiveType: z.string(),
  amount: z.number(),
  description: z.string().nullable(),
});
export type SessionIncentive = z.infer<typeof sessionIncentiveSchema>;
export const sessionIncentiveListSchema = z.array(sessionIncentiveSchema);

/** POST /api/jobgroup/durations/update: json = the session's whole list, field jobGroupId. */
export const sessionDurationItemSchema = z.object({
  /** The row being edited (0 or absent: a new one); the list is saved whole, so the server renumbers. */
  id: saveIdSchema.optional(),
  minutes: z.coerce
    .number()
    .int()
    .min(1, "At least 1 minute")
    .max(24 * 60),
  description: optionalText(500),
  incentiveAmount: optionalMoney,
});
export const sessionDurationsSaveSchema = z.array(sessionDurationItemSchema).max(50);
export const sessionDurationSchema = z.object({
  id: z.number(),
  jobGroupId: z.number(),
  minutes: z.number(),
  description: z.string().nullable(),
  incentiveAmount: z.number().nullable(),
});
export type SessionDuration = z.infer<typeof sessionDurationSchema>;
export const sessionDurationListSchema = z.array(sessionDurationSchema);

/** The jobGroupId form field of the list saves. */
export const jobGroupIdFieldSchema = z.object({ jobGroupId: idSchema });

// ---------------------------------------------------------------- dashboard (§7.6)

/** POST /api/report/GetUserCurrentSessionsWithParam (fields or json). Empty text = no filter. */
const filterText = z
  .string()
  .trim()
  .max(120)
  .nullish()
  .transform((v) => v || undefined);
export const currentSessionsParamSchema = z
  .object({
    startDate: z
      .union([isoDate, z.literal(""), z.null()])
      .optional()
      .transform((v) => v || undefined),
    endDate: z
      .union([isoDate, z.literal(""), z.null()])
      .optional()
      .transform((v) => v || undefined),
    projectManager: filterText,
    jobName: filterText,
    jobNumber: filterText,
    sessionNumber: z
      .union([z.coerce.number().int().min(1).max(100_000), z.literal(""), z.null()])
      .optional()
      .transform((v) => (v === "" || v === null ? undefined : v)),
    sessionStatus: filterText,
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: "endDate must not be before startDate",
    path: ["endDate"],
  });
export type CurrentSessionsParam = z.input<typeof currentSessionsParamSchema>;

/** A row of GetUserMissingSessionConfirmations and confirmation-report. */
const confirmationRowSchema = z.object({
  sessionId: z.number(),
  ...sessionNamingFields,
  startsAt: z.string().nullable(),
  booked: z.number(),
  confirmed: z.number(),
  unconfirmed: z.number(),
});
export type ConfirmationRow = z.infer<typeof confirmationRowSchema>;
export const confirmationListSchema = z.array(confirmationRowSchema);
