import { z } from "zod";
import { idSchema, isoDate, optionalText, requiredText, wholeNumber } from "../records";
import { TIME_PATTERN } from "../validation";

/**
 * Staff meetings (issue 20, decisions 255, 256). A meeting is on one agency day between two wall
 * times; the server turns them into instants on the agency's clock. Its attendees are staff user
 * ids; the organiser always attends. Agenda is plain text: it travels as the invitation's
 * DESCRIPTION and the mail's text, where markup would show as tags.
 */

const MEETING_ATTENDEES_MAX = 50;

const wallTime = z.string().trim().regex(TIME_PATTERN, "Enter the time as HH:MM, e.g. 09:30");

/** http(s) only: the link is put in mails and calendars, where a javascript: link must not go. */
const meetingLink = z
  .string()
  .trim()
  .max(500, "At most 500 characters")
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), "Enter a web address starting with https://");

/** POST /api/staff-meeting/update: no id creates. */
export const meetingSaveSchema = z
  .object({
    id: idSchema.optional(),
    title: requiredText(200),
    date: isoDate,
    startTime: wallTime,
    endTime: wallTime,
    place: optionalText(200),
    link: meetingLink,
    agenda: optionalText(4000),
    attendeeIds: z
      .array(idSchema)
      .min(1, "Choose at least one attendee")
      .max(MEETING_ATTENDEES_MAX, `At most ${MEETING_ATTENDEES_MAX} attendees`),
  })
  .superRefine((m, issue) => {
    if (m.endTime <= m.startTime)
      issue.addIssue({ code: "custom", path: ["endTime"], message: "The end must be after the start" });
    if (!m.place && !m.link)
      issue.addIssue({ code: "custom", path: ["place"], message: "Give a place or a link (or both)" });
  });
export type MeetingSave = z.infer<typeof meetingSaveSchema>;

/** GET /api/staff-meetings: `upcoming` (not yet ended, soonest first) or `past` (latest first). */
export const meetingsQuerySchema = z.object({
  period: z.enum(["upcoming", "past"]).default("upcoming"),
  /** Agency days narrowing the list, inclusive. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  search: z.string().trim().max(200).default(""),
  start: wholeNumber(0, 10_000_000, "Invalid start").default(0),
  length: wholeNumber(1, 500, "Length must be 1 to 500").default(50),
});
export type MeetingsQuery = z.infer<typeof meetingsQuerySchema>;

const personSchema = z.object({ id: z.number(), fullName: z.string() });

const meetingRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  place: z.string().nullable(),
  link: z.string().nullable(),
  organiserId: z.number(),
  organiserName: z.string(),
  attendeeNames: z.array(z.string()),
  cancelledAt: z.string().nullable(),
});
export type MeetingRow = z.infer<typeof meetingRowSchema>;

export const meetingPageSchema = z.object({ rows: z.array(meetingRowSchema), total: z.number() });

/** GET /api/staff-meeting/{id}: the record as the form edits it, with the instants beside it. */
export const meetingDetailSchema = meetingRowSchema.extend({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  agenda: z.string().nullable(),
  attendees: z.array(personSchema),
  sequence: z.number(),
  /** The caller organises it or holds ManageStaffAttendance, and it is neither cancelled nor started. */
  mayChange: z.boolean(),
});
export type MeetingDetail = z.infer<typeof meetingDetailSchema>;

/** GET /api/staff-meeting/people: the active staff an organiser can invite. */
export const meetingPeopleSchema = z.array(personSchema);

export const meetingSavedSchema = z.object({ id: z.number(), sequence: z.number() });
