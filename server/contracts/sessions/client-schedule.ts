import { z } from "zod";
import { idSchema, requiredText, wholeNumber } from "../records";
import { attendeeListSchema } from "./events";
import { SIGNOFF_REASON_MAX } from "./signoff-states";

/**
 * What a client contact sees of a job's schedule (decision 179): enough to know who is coming
 * and when, nothing to contact or identify them by. No e-mail, phone, surname, date of birth,
 * address line, access or health need, notes, incentive or bank field.
 */
const clientScheduleRowSchema = attendeeListSchema.element
  .pick({
    /** The booking (not the respondent: a client cannot follow a person across jobs). */
    eventId: true,
    status: true,
    confirmed: true,
    jobGroupId: true,
    sessionNumber: true,
    timeSlotStartsAt: true,
    timeSlotEndsAt: true,
    interviewTime: true,
    custom1: true,
    custom2: true,
    custom3: true,
    custom4: true,
    // The company's own decision on the booking (decision 212).
    clientSignoff: true,
    clientSignoffReason: true,
    clientSignoffBy: true,
    clientSignoffAt: true,
  })
  .extend({
    /** First name and the initial of the surname: "Matilda B." */
    displayName: z.string(),
    /** "18-24" … "65+", "Under 18", or null when the birth year is unknown. */
    ageBand: z.string().nullable(),
    /** The suburb, else the state, else null. */
    location: z.string().nullable(),
    sessionName: z.string().nullable(),
    sessionStartsAt: z.string().nullable(),
  });
export type ClientScheduleRow = z.infer<typeof clientScheduleRowSchema>;

/** POST /api/job/jobschedules as a client contact receives it. */
export const clientScheduleListSchema = z.array(clientScheduleRowSchema);

/** One session of client-contact-jobschedule-by-session with its rows (staff or client shape). */
const sessionGroupSchema = <Row extends z.ZodType>(rows: z.ZodArray<Row>) =>
  z.object({
    jobGroupId: z.number().nullable(),
    sessionNumber: z.number().nullable(),
    sessionName: z.string().nullable(),
    sessionStartsAt: z.string().nullable(),
    rows,
  });

/** POST /api/client-contact-jobschedule-by-session for a client contact. */
export const clientScheduleBySessionSchema = z.array(sessionGroupSchema(clientScheduleListSchema));
/** The same call for staff: the attendee grid's rows, grouped by session. */
export const staffScheduleBySessionSchema = z.array(sessionGroupSchema(attendeeListSchema));

/** POST /api/event/client-approve (json): a client approves one booked respondent. */
export const clientApproveSchema = z.object({ eventId: idSchema });
/** POST /api/event/client-replace (json): a client asks for a replacement, with a reason. */
export const clientReplaceSchema = z.object({
  eventId: idSchema,
  reason: requiredText(SIGNOFF_REASON_MAX),
});
/** POST /api/event/client-signoff/clear (json): staff clear the sign-off of these bookings. */
export const clearSignoffSchema = z.object({
  ids: z.array(idSchema).min(1, "Select at least one attendee").max(5000, "At most 5000 attendees"),
});
/** The bookings whose sign-off was cleared. */
export const clearSignoffAnswerSchema = z.object({ cleared: z.array(z.number()) });

/** GET /api/client-schedule-views/{id}?start&length: one page of a client's schedule views. */
export const scheduleViewsQuerySchema = z.object({
  id: idSchema,
  start: wholeNumber(0, 1_000_000).default(0),
  length: wholeNumber(1, 500).default(100),
});
const scheduleViewSchema = z.object({
  id: z.number(),
  at: z.string(),
  clientContactId: z.number().nullable(),
  contactName: z.string(),
  jobId: z.number().nullable(),
  jobLabel: z.string(),
  sessionIds: z.array(z.number()),
  sessions: z.string(),
  /** "view" or "export". */
  kind: z.string(),
  rowCount: z.number(),
});
export type ScheduleView = z.infer<typeof scheduleViewSchema>;
export const scheduleViewPageSchema = z.object({ rows: z.array(scheduleViewSchema), total: z.number() });
