import { z } from "zod";
import { idSchema, moneySchema, optionalText } from "../records";
import { TIME_PATTERN } from "../validation";
import { BOOKING_KIND, BOOKING_STATUSES, type BookingStatus, isBulkOutcome } from "./booking-states";
import { sessionNamingFields } from "./sessions";

/**
 * Bookings (respondent events) and attendee actions: staff-calls §3, §7.7, §7.11 (decision 130).
 * Names are stable; a change is noted here.
 */

const idList = z.array(idSchema).min(1, "Select at least one attendee").max(5000, "At most 5000 attendees");
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * An attendee action (staff-calls §7.11): the multipart `json` field holds the ids and the other
 * fields travel as plain fields (the call's `bodyField` is `ids`). API clients may send
 * `json` = {ids, ...fields} instead: that object arrives as `ids` and is spread (plain fields win).
 */
function attendeeAction<S extends z.ZodRawShape>(shape: S) {
  const schema = z.object({ ...shape, ids: idList.transform((ids) => [...new Set(ids)]) });
  return z.preprocess((v: z.input<typeof schema>) => {
    const given: unknown = v;
    if (!isPlainObject(given) || !isPlainObject(given.ids)) return v;
    const { ids: body, ...fields } = given;
    return { ...body, ...fields };
  }, schema);
}

/** POST /api/event/RecordOutcome: ids and the status to set; optional reason. */
export const recordOutcomeSchema = attendeeAction({
  status: z
    .string()
    .refine(isBulkOutcome, "Not a status set in bulk")
    .transform((s) => s as BookingStatus),
  reason: optionalText(500),
});
export type RecordOutcome = z.output<typeof recordOutcomeSchema>;

/**
 * POST /api/event/SetStatus {ids, status}: Booked, Standby or Confirmed for many attendees in one
 * call and one undo batch (decision 196); each row is decided by the rules of event/update.
 */
export const setStatusSchema = z.object({
  ids: idList.transform((ids) => [...new Set(ids)]),
  status: z.enum(["Booked", "Standby", "Confirmed"] as const satisfies readonly BookingStatus[]),
  reason: optionalText(500),
});
export type SetStatus = z.output<typeof setStatusSchema>;

/**
 * POST /api/event/ConfirmAttendance, UnConfirmAttendance, RecordPaymentForQualifiedResp,
 * CancelPayment, BouncedPayment, create-voice-call-left: the ids; optional `reason` kept in the
 * history.
 */
export const attendeeActionSchema = attendeeAction({ reason: optionalText(500) });
export type AttendeeAction = z.output<typeof attendeeActionSchema>;

/** POST /api/event/PostInterviewTime (ids, interviewTime HH:MM; empty clears). */
export const postInterviewTimeSchema = attendeeAction({
  interviewTime: z
    .string()
    .trim()
    .refine((v) => v === "" || TIME_PATTERN.test(v), "Invalid time (HH:MM)")
    .transform((v) => v || null),
});
export type PostInterviewTime = z.output<typeof postInterviewTimeSchema>;
/** POST /api/event/PostIncentive (ids, incentive in dollars). */
export const postIncentiveSchema = attendeeAction({
  incentive: moneySchema.refine((n) => n >= 0 && n <= 100_000, "Invalid amount"),
});
export type PostIncentive = z.output<typeof postIncentiveSchema>;
/** POST /api/event/PostAttendeeDocumentComment (ids, comment). */
export const postCommentSchema = attendeeAction({ comment: optionalText(2000) });
export type PostComment = z.output<typeof postCommentSchema>;
/** POST /api/event/PostNotes (ids, notes). */
export const postNotesSchema = attendeeAction({ notes: optionalText(4000) });
export type PostNotes = z.output<typeof postNotesSchema>;

/** Answer of every bulk action: the undo batch, the rows changed and the rows skipped with why. */
export const bulkAnswerSchema = z.object({
  batchId: z.number().nullable(),
  changed: z.array(z.number()),
  skipped: z.array(z.object({ id: z.number(), reason: z.string() })),
});
export type BulkAnswer = z.infer<typeof bulkAnswerSchema>;

/** POST /api/event/undo {batchId}: restores the rows a batch changed, exactly. */
export const undoSchema = z.object({ batchId: idSchema });
export const undoAnswerSchema = z.object({ batchId: z.number(), restored: z.number() });
export type UndoAnswer = z.infer<typeof undoAnswerSchema>;

const statusSchema = z.enum(BOOKING_STATUSES as [BookingStatus, ...BookingStatus[]], "Invalid status");

/**
 * POST /api/event/create (json): books respondents into a session (kind Session) or records
 * another event. Past capacity a booking goes to Standby, or is refused when standby is full.
 */
export const eventCreateSchema = z
  .object({
    respondentId: idSchema.optional(),
    respondentIds: z.array(idSchema).min(1).max(1000).optional(),
    jobId: idSchema,
    jobGroupId: idSchema.nullish().transform((v) => v ?? null),
    jobGroupTimeId: idSchema.nullish().transform((v) => v ?? null),
    kind: z.string().trim().min(1).max(40).default(BOOKING_KIND),
    status: statusSchema.optional(),
    incentive: moneySchema.nullish().transform((v) => v ?? null),
    notes: optionalText(4000),
    reason: optionalText(500),
    /**
     * Book members carrying a blocking eligibility label too (decision 142): needs
     * RespondentAdmin; each override is recorded with the reason.
     */
    overrideEligibility: z.boolean().default(false),
  })
  .transform((v, ctx) => {
    const ids = v.respondentIds ?? (v.respondentId ? [v.respondentId] : []);
    if (ids.length === 0) {
      ctx.addIssue({ code: "custom", message: "Required", path: ["respondentId"] });
      return z.NEVER;
    }
    const { respondentId: _r, respondentIds: _rs, ...rest } = v;
    return { ...rest, respondentIds: [...new Set(ids)] };
  });

/** Answer of event/create: the bulk answer plus each booking made and any warnings. */
export const eventCreateAnswerSchema = bulkAnswerSchema.extend({
  /** Each booking made, with the member's name and where it went (Standby when full). */
  created: z.array(
    z.object({ eventId: z.number(), respondentId: z.number(), status: z.string(), fullName: z.string() }),
  ),
  warnings: z.array(z.string()),
});
export type EventCreateAnswer = z.infer<typeof eventCreateAnswerSchema>;

/** POST /api/event/update (json): a status move, another time slot, incentive or notes. */
export const eventUpdateSchema = z.object({
  id: idSchema,
  status: statusSchema.optional(),
  jobGroupTimeId: idSchema.nullish(),
  incentive: moneySchema.nullish(),
  notes: optionalText(4000).optional(),
  reason: optionalText(500),
  /** Moving into a placing status checks eligibility; RespondentAdmin may include a blocked member. */
  overrideEligibility: z.boolean().default(false),
});

/**
 * POST /api/event/BookIntoSlot (json, decision 171): puts attendees of a session into one of its
 * time slots (a place, or standby when the slot is full); one undo batch.
 */
export const bookIntoSlotSchema = z.object({
  ids: idList,
  jobGroupTimeId: idSchema,
  reason: optionalText(500),
});
export type BookIntoSlot = z.output<typeof bookIntoSlotSchema>;
/** Where each person ended: status Booked/Confirmed (a place) or Standby, and why it was full. */
export const bookIntoSlotAnswerSchema = bulkAnswerSchema.extend({
  placed: z.array(
    z.object({
      eventId: z.number(),
      fullName: z.string(),
      status: z.string(),
      /** Why a place could not be taken (the person went to standby), or null. */
      full: z.string().nullable(),
    }),
  ),
});
export type BookIntoSlotAnswer = z.infer<typeof bookIntoSlotAnswerSchema>;

/** POST /api/job/jobcustomfields answers a bulk answer too (the contract is jobCustomFieldsSchema). */

/** A booking as the attendee grid shows it (qual-, standby-, all-respondents, jobschedules). */
const attendeeSchema = z.object({
  eventId: z.number(),
  respondentId: z.number(),
  fullName: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  jobId: z.number().nullable(),
  jobGroupId: z.number().nullable(),
  sessionNumber: z.number().nullable(),
  timeSlotId: z.number().nullable(),
  timeSlotStartsAt: z.string().nullable(),
  timeSlotEndsAt: z.string().nullable(),
  status: z.string(),
  paymentStatus: z.string().nullable(),
  confirmed: z.boolean(),
  attendanceConfirmedAt: z.string().nullable(),
  interviewTime: z.string().nullable(),
  incentive: z.number().nullable(),
  paid: z.boolean(),
  notes: z.string().nullable(),
  documentComment: z.string().nullable(),
  custom1: z.string().nullable(),
  custom2: z.string().nullable(),
  custom3: z.string().nullable(),
  custom4: z.string().nullable(),
  voiceCallsLeft: z.number(),
  noShowCount: z.number(),
  /** "Venue lacks: hearing loop" when the respondent's needs are not met by the venue. */
  accessWarning: z.string().nullable(),
  version: z.number(),
  /** The client's sign-off (decision 212): "Approved", "Replace requested" or null. */
  clientSignoff: z.string().nullable(),
  clientSignoffReason: z.string().nullable(),
  /** The client contact's name. */
  clientSignoffBy: z.string().nullable(),
  clientSignoffAt: z.string().nullable(),
});
export type Attendee = z.infer<typeof attendeeSchema>;
export const attendeeListSchema = z.array(attendeeSchema);

/** GET /api/job/standby-respondents/{jobId}?sessionId= (optional filter). */
export const standbyQuerySchema = z.object({ sessionId: idSchema.optional() });

/** One row of a booking's history (GET /api/event/history/{eventId}). */
const historyRowSchema = z.object({
  id: z.number(),
  eventId: z.number(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  fromPayment: z.string().nullable(),
  toPayment: z.string().nullable(),
  reason: z.string().nullable(),
  by: z.string(),
  at: z.string(),
  batchId: z.number().nullable(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;
export const historyListSchema = z.array(historyRowSchema);

// ---------------------------------------------------------------- lists of the event dialog

/** GetClients, GetClientJobs, GetClientJobGroups, GetJobListIncludingPast, GetGroupListIncludingPast. */
const optionSchema = z.object({ id: z.number(), name: z.string() });
export type Option = z.infer<typeof optionSchema>;
export const optionListSchema = z.array(optionSchema);

/** GetIncentiveListForJob/{id}, GetIncentiveListForGroup/{id}. */
const incentiveOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  incentiveType: z.string(),
  amount: z.number(),
});
export const incentiveOptionListSchema = z.array(incentiveOptionSchema);

/** GetEventTypes: the booking statuses with their group. */
const eventTypeSchema = z.object({
  code: z.string(),
  label: z.string(),
  group: z.enum(["Recruitment", "Attendance", "Outcome", "Closed"]),
});
export const eventTypeListSchema = z.array(eventTypeSchema);

/** GetPointEventTypes: movements of the points ledger and their usual points. */
const pointEventTypeSchema = z.object({ code: z.string(), label: z.string(), points: z.number() });
export const pointEventTypeListSchema = z.array(pointEventTypeSchema);

/** GetClientJobGroups/{jobId}/true includes past sessions (an omitted segment reads as ""). */
export const includePastSchema = z.object({
  jobId: idSchema,
  includePast: z.enum(["true", "false", ""]).optional(),
});

// ---------------------------------------------------------------- e-mail helpers

/** GET /api/email/{entity}/{id}: entity respondent, session or event (a booking). */
export const emailEntityParamSchema = z.object({
  entity: z.enum(["respondent", "session", "event"], "entity: respondent, session or event"),
  id: idSchema,
});
const emailRecipientSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  firstName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  optedOut: z.boolean(),
});
const emailSessionSchema = z.object({
  id: z.number(),
  ...sessionNamingFields,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  venueName: z.string().nullable(),
  venueAddress: z.string().nullable(),
});
export const emailDetailsSchema = z.object({
  entity: z.string(),
  id: z.number(),
  respondent: emailRecipientSchema.nullable(),
  session: emailSessionSchema.nullable(),
  booking: z
    .object({
      eventId: z.number(),
      status: z.string(),
      timeSlotStartsAt: z.string().nullable(),
      timeSlotEndsAt: z.string().nullable(),
      incentive: z.number().nullable(),
    })
    .nullable(),
});
export type EmailDetails = z.infer<typeof emailDetailsSchema>;
