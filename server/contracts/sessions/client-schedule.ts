import { z } from "zod";
import { attendeeListSchema } from "./events";

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
