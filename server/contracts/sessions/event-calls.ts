import { z } from "zod";
import { call } from "../call";
import { jobCustomFieldsSchema } from "../jobs";
import { deleteCall, idParamSchema, idSchema } from "../records";
import {
  attendeeActionSchema,
  bookIntoSlotAnswerSchema,
  bookIntoSlotSchema,
  bulkAnswerSchema,
  emailDetailsSchema,
  emailEntityParamSchema,
  eventCreateAnswerSchema,
  eventCreateSchema,
  eventTypeListSchema,
  eventUpdateSchema,
  historyListSchema,
  incentiveOptionListSchema,
  includePastSchema,
  optionListSchema,
  pointEventTypeListSchema,
  postCommentSchema,
  postIncentiveSchema,
  postInterviewTimeSchema,
  postNotesSchema,
  recordOutcomeSchema,
  setStatusSchema,
  undoAnswerSchema,
  undoSchema,
} from "./events";
import { timeSlotListSchema } from "./sessions";

/**
 * Bookings (respondent events) and attendee actions: staff-calls §7.7, §7.11 (decisions 130, 190).
 * The browser reaches them as `eventCalls` of sessions-api.
 */

const none = z.object({});
const clientIdParam = z.object({ clientId: idSchema });

/** POST /api/event/create (json): books respondents into a session, or records another event. */
export const createEvents = call("POST", "/event/create", {
  input: eventCreateSchema,
  answer: eventCreateAnswerSchema,
});

/** POST /api/event/update (json): a status move, another slot, incentive or notes of one booking. */
export const updateEvent = call("POST", "/event/update", {
  input: eventUpdateSchema,
  answer: bulkAnswerSchema,
});

/** POST /api/event/SetStatus: Booked, Standby or Confirmed for many attendees, one batch (decision 196). */
export const setAttendeeStatus = call("POST", "/event/SetStatus", {
  input: setStatusSchema,
  answer: bulkAnswerSchema,
});

/** POST /api/event/BookIntoSlot (json, decision 171): attendees into one time slot, one batch. */
export const bookIntoSlot = call("POST", "/event/BookIntoSlot", {
  input: bookIntoSlotSchema,
  answer: bookIntoSlotAnswerSchema,
});

/** POST /api/event/delete (json ids): removes bookings, not paid ones. */
export const deleteEvents = deleteCall("/event/delete", bulkAnswerSchema);

/** POST /api/event/undo (field batchId): restores the rows a batch changed. */
export const undoBatch = call("POST", "/event/undo", {
  input: undoSchema,
  answer: undoAnswerSchema,
  encoding: "form",
});

/** GET /api/event/history/{eventId}: a booking's history. */
export const bookingHistory = call("GET", "/event/history/:id{[0-9]+}", {
  input: idParamSchema,
  answer: historyListSchema,
});

// ---- attendee actions: `json` = ids, the action's one value as a plain field (staff-calls §7.11)

const action = <S extends z.ZodType>(path: string, input: S) =>
  call("POST", path, { input, answer: bulkAnswerSchema, bodyField: "ids" });

/** POST /api/event/create-voice-call-left: counts a voice message left on each booking. */
export const voiceCallLeft = action("/event/create-voice-call-left", attendeeActionSchema);
/** POST /api/event/ConfirmAttendance. */
export const confirmAttendance = action("/event/ConfirmAttendance", attendeeActionSchema);
/** POST /api/event/UnConfirmAttendance. */
export const unconfirmAttendance = action("/event/UnConfirmAttendance", attendeeActionSchema);
/** POST /api/event/RecordOutcome (status): attended, no show, the outcomes, declined, cancelled. */
export const recordOutcome = action("/event/RecordOutcome", recordOutcomeSchema);
/** POST /api/event/RecordPaymentForQualifiedResp. */
export const recordPayment = action("/event/RecordPaymentForQualifiedResp", attendeeActionSchema);
/** POST /api/event/CancelPayment. */
export const cancelPayment = action("/event/CancelPayment", attendeeActionSchema);
/** POST /api/event/BouncedPayment. */
export const bouncedPayment = action("/event/BouncedPayment", attendeeActionSchema);
/** POST /api/event/PostInterviewTime (interviewTime). */
export const postInterviewTime = action("/event/PostInterviewTime", postInterviewTimeSchema);
/** POST /api/event/PostIncentive (incentive). */
export const postIncentive = action("/event/PostIncentive", postIncentiveSchema);
/** POST /api/event/PostAttendeeDocumentComment (comment). */
export const postDocumentComment = action("/event/PostAttendeeDocumentComment", postCommentSchema);
/** POST /api/event/PostNotes (notes). */
export const postNotes = action("/event/PostNotes", postNotesSchema);

/** POST /api/job/jobcustomfields (plain fields): schedule custom fields 1–4 of one booking. */
export const saveCustomFields = call("POST", "/job/jobcustomfields", {
  input: jobCustomFieldsSchema,
  answer: bulkAnswerSchema,
  encoding: "form",
});

// ---- the event dialog's lists

/** GET /api/event/GetClients. */
export const clients = call("GET", "/event/GetClients", { input: none, answer: optionListSchema });
/** GET /api/event/GetClientJobs/{clientId}: the client's current jobs. */
export const clientJobs = call("GET", "/event/GetClientJobs/:clientId{[0-9]+}", {
  input: clientIdParam,
  answer: optionListSchema,
});
/** GET /api/event/GetJobListIncludingPast/{clientId}. */
export const clientJobsIncludingPast = call("GET", "/event/GetJobListIncludingPast/:clientId{[0-9]+}", {
  input: clientIdParam,
  answer: optionListSchema,
});
/** GET /api/event/GetClientJobGroups/{jobId}/{includePast?}: `true` includes past sessions. */
export const jobSessions = call("GET", "/event/GetClientJobGroups/:jobId{[0-9]+}/:includePast?", {
  input: includePastSchema,
  answer: optionListSchema,
});
/** GET /api/event/GetGroupListIncludingPast/{jobId}. */
export const jobSessionsIncludingPast = call("GET", "/event/GetGroupListIncludingPast/:jobId{[0-9]+}", {
  input: z.object({ jobId: idSchema }),
  answer: optionListSchema,
});
/** GET /api/event/GetIncentiveListForJob/{jobId}. */
export const jobIncentives = call("GET", "/event/GetIncentiveListForJob/:id{[0-9]+}", {
  input: idParamSchema,
  answer: incentiveOptionListSchema,
});
/** GET /api/event/GetIncentiveListForGroup/{sessionId}. */
export const sessionIncentives = call("GET", "/event/GetIncentiveListForGroup/:id{[0-9]+}", {
  input: idParamSchema,
  answer: incentiveOptionListSchema,
});
/** GET /api/event/GetEventTypes: the booking statuses with their group. */
export const eventTypes = call("GET", "/event/GetEventTypes", { input: none, answer: eventTypeListSchema });
/** GET /api/event/GetPointEventTypes: movements of the points ledger. */
export const pointEventTypes = call("GET", "/event/GetPointEventTypes", {
  input: none,
  answer: pointEventTypeListSchema,
});
/** GET /api/event/GetSessionTimesListForGroup/{sessionId}. */
export const sessionTimes = call("GET", "/event/GetSessionTimesListForGroup/:id{[0-9]+}", {
  input: idParamSchema,
  answer: timeSlotListSchema,
});
/** GET /api/email/{entity}/{id}: what an e-mail about a respondent, session or booking needs. */
export const emailDetails = call("GET", "/email/:entity/:id{[0-9]+}", {
  input: emailEntityParamSchema,
  answer: emailDetailsSchema,
});
