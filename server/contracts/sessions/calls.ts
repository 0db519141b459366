import { z } from "zod";
import { call } from "../call";
import { jobScheduleRequestSchema } from "../client-contacts";
import { deleteCall, deleteRequestSchema, idParamSchema, idSchema } from "../records";
import { clientScheduleListSchema } from "./client-schedule";
import { attendeeListSchema, standbyQuerySchema } from "./events";
import {
  calendarQuerySchema,
  calendarSchema,
  confirmationListSchema,
  contactChoiceListSchema,
  currentSessionsParamSchema,
  customFieldListSchema,
  customFieldSaveSchema,
  customFieldSchema,
  jobGroupIdFieldSchema,
  sessionContactListSchema,
  sessionContactSaveSchema,
  sessionContactSchema,
  sessionDefaultsQuerySchema,
  sessionDefaultsSchema,
  sessionDurationListSchema,
  sessionDurationsSaveSchema,
  sessionIncentiveListSchema,
  sessionIncentivesSaveSchema,
  sessionListSchema,
  sessionPageSchema,
  sessionSaveSchema,
  sessionSchema,
  sessionsQuerySchema,
  sessionVenueListSchema,
  sessionVenueSaveSchema,
  timeSlotListSchema,
  timeSlotSaveSchema,
  timeSlotSchema,
} from "./sessions";

/** The sessions area's calls (decision 190); the browser reaches them as `calls` of sessions-api. */

// ---------------------------------------------------------------- sessions (staff-calls §7.6–§7.10)

const none = z.object({});
const count = z.number().int();
const byId = <A extends z.ZodType>(path: string, answer: A) =>
  call("GET", path, { input: idParamSchema, answer });
/** A delete of rows the spec removes one `deleteId` field at a time; the usual json ids work too. */
const deleteByField = (path: string) =>
  call("POST", path, {
    input: z
      .object({ deleteId: idSchema.optional(), ids: deleteRequestSchema.optional() })
      .refine((o) => o.deleteId !== undefined || o.ids !== undefined, { message: "Required", path: ["ids"] })
      .transform((o) => ({ ids: o.deleteId ? [o.deleteId] : (o.ids ?? []) })),
    bodyField: "ids",
    answer: count,
  });

/** GET /api/jobgroups/{jobId}: the job's sessions (a client contact: its own client's jobs). */
export const sessionsOfJob = call("GET", "/jobgroups/:jobId{[0-9]+}", {
  input: z.object({ jobId: idSchema }),
  answer: sessionListSchema,
});
/** GET /api/jobgroup?jobId=: a new session's defaults (next number, the job's recruiters). */
export const sessionDefaults = call("GET", "/jobgroup", {
  input: sessionDefaultsQuerySchema,
  answer: sessionDefaultsSchema,
});
/** GET /api/jobgroup/{id}. */
export const session = byId("/jobgroup/:id{[0-9]+}", sessionSchema);
/** POST /api/jobgroup/update: adds (no id) or updates a session; answers the saved session. */
export const saveSession = call("POST", "/jobgroup/update", {
  input: sessionSaveSchema,
  answer: sessionSchema,
});
/** POST /api/jobgroup/delete. */
export const deleteSessions = deleteCall("/jobgroup/delete", count);
/** GET /api/job/sessions?from&to&jobId&status&page&pageSize: sessions by start, paged. */
export const sessionPage = call("GET", "/job/sessions", {
  input: sessionsQuerySchema,
  answer: sessionPageSchema,
});
/** GET /api/session-calendar?from&to[&jobId&status] (at most 62 days). */
export const calendar = call("GET", "/session-calendar", {
  input: calendarQuerySchema,
  answer: calendarSchema,
});

/** GET /api/job/qual-respondents/{sessionId}: the session's attendees (everyone but standby). */
export const sessionAttendees = byId("/job/qual-respondents/:id{[0-9]+}", attendeeListSchema);
/** GET /api/job/standby-respondents/{jobId}[?sessionId]: standby bookings of the job or one session. */
export const standbyAttendees = call("GET", "/job/standby-respondents/:id{[0-9]+}", {
  input: idParamSchema.extend(standbyQuerySchema.shape),
  answer: attendeeListSchema,
});
/** GET /api/job/all-respondents/{jobId}: every booking of the job. */
export const jobAttendees = byId("/job/all-respondents/:id{[0-9]+}", attendeeListSchema);
/** POST /api/job/jobschedules (fields jobId or jobid, sessionNumber, respondentStatus): staff or client rows. */
export const jobSchedule = call("POST", "/job/jobschedules", {
  input: jobScheduleRequestSchema,
  encoding: "form",
  answer: z.array(z.union([attendeeListSchema.element, clientScheduleListSchema.element])),
});

/** GET /api/jobgroup-times/{sessionId}. */
export const timeSlots = byId("/jobgroup-times/:id{[0-9]+}", timeSlotListSchema);
/** POST /api/jobgroup-time/update. */
export const saveTimeSlot = call("POST", "/jobgroup-time/update", {
  input: timeSlotSaveSchema,
  answer: timeSlotSchema,
});
/** POST /api/jobgroup-times/delete. */
export const deleteTimeSlots = deleteCall("/jobgroup-times/delete", count);

/** GET /api/job/session/contacts{sessionId}: the client contacts a session contact is picked from. */
export const contactChoices = call("GET", "/job/session/:p{contacts[0-9]+}", {
  input: z.object({
    p: z
      .string()
      .regex(/^contacts[0-9]+$/)
      .transform((v) => idSchema.parse(v.slice(8))),
  }),
  answer: contactChoiceListSchema,
});
/** GET /api/jobgroup/contacts/{sessionId}. */
export const sessionContacts = byId("/jobgroup/contacts/:id{[0-9]+}", sessionContactListSchema);
/** POST /api/jobgroup/contact/update. */
export const saveSessionContact = call("POST", "/jobgroup/contact/update", {
  input: sessionContactSaveSchema,
  answer: sessionContactSchema,
});
/** POST /api/jobgroup/contact/delete (field deleteId, or json ids). */
export const deleteSessionContacts = deleteByField("/jobgroup/contact/delete");

/** GET /api/jobgroup/venues/{sessionId}. */
export const sessionVenues = byId("/jobgroup/venues/:id{[0-9]+}", sessionVenueListSchema);
/** POST /api/jobgroup/venue/update (json: one venue or a list); answers the saved rows. */
export const saveSessionVenues = call("POST", "/jobgroup/venue/update", {
  input: z.object({ items: sessionVenueSaveSchema }),
  bodyField: "items",
  answer: sessionVenueListSchema,
});
/** POST /api/jobgroup/venue/delete (field deleteId, or json ids). */
export const deleteSessionVenues = deleteByField("/jobgroup/venue/delete");

/** GET /api/jobgroups/customfield/{sessionId}: the session's custom field captions. */
export const customFields = byId("/jobgroups/customfield/:id{[0-9]+}", customFieldListSchema);
/** GET /api/jobgroup/customfield/{id}: one caption. */
export const customField = byId("/jobgroup/customfield/:id{[0-9]+}", customFieldSchema);
/** POST /api/jobgroup/customfield/update. */
export const saveCustomField = call("POST", "/jobgroup/customfield/update", {
  input: customFieldSaveSchema,
  answer: customFieldSchema,
});
/** POST /api/jobgroup/customfield/delete (field deleteId, or json ids). */
export const deleteCustomFields = deleteByField("/jobgroup/customfield/delete");

/** GET /api/jobgroup/incentives/{sessionId}. */
export const sessionIncentives = byId("/jobgroup/incentives/:id{[0-9]+}", sessionIncentiveListSchema);
/** POST /api/jobgroup/incentives/update: json = the session's whole list, field jobGroupId. */
export const saveSessionIncentives = call("POST", "/jobgroup/incentives/update", {
  input: jobGroupIdFieldSchema.extend({ items: sessionIncentivesSaveSchema }),
  bodyField: "items",
  answer: sessionIncentiveListSchema,
});
/** GET /api/jobgroup/durations/{sessionId}. */
export const sessionDurations = byId("/jobgroup/durations/:id{[0-9]+}", sessionDurationListSchema);
/** POST /api/jobgroup/durations/update: json = the session's whole list, field jobGroupId. */
export const saveSessionDurations = call("POST", "/jobgroup/durations/update", {
  input: jobGroupIdFieldSchema.extend({ items: sessionDurationsSaveSchema }),
  bodyField: "items",
  answer: sessionDurationListSchema,
});

/** GET /api/report/GetUserCurrentSessions: the user's current and upcoming sessions. */
export const currentSessions = call("GET", "/report/GetUserCurrentSessions", {
  input: none,
  answer: sessionListSchema,
});
/** POST /api/report/GetUserCurrentSessionsWithParam (fields or json; empty = no filter). */
export const currentSessionsWith = call("POST", "/report/GetUserCurrentSessionsWithParam", {
  input: currentSessionsParamSchema,
  encoding: "form",
  answer: sessionListSchema,
});
/** GET /api/report/GetUserMissingSessionConfirmations (§7.6). */
export const missingConfirmations = call("GET", "/report/GetUserMissingSessionConfirmations", {
  input: none,
  answer: confirmationListSchema,
});
/** GET /api/confirmation-report: every upcoming session's confirmations. */
export const confirmationReport = call("GET", "/confirmation-report", {
  input: none,
  answer: confirmationListSchema,
});
