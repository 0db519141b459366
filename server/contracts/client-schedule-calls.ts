import { call } from "./call";
import {
  clearSignoffAnswerSchema,
  clearSignoffSchema,
  clientApproveSchema,
  clientReplaceSchema,
  clientScheduleListSchema,
  scheduleViewPageSchema,
  scheduleViewsQuerySchema,
} from "./sessions/client-schedule";

/**
 * The client's sign-off of recruits (decision 212) and the log of what clients saw of schedules
 * (decision 213). Each sign-off call answers the booking's client row as it now is.
 */

/** POST /api/event/client-approve: a client contact approves a booked respondent. */
export const clientApprove = call("POST", "/event/client-approve", {
  input: clientApproveSchema,
  answer: clientScheduleListSchema.element,
});
/** POST /api/event/client-replace: a client contact asks for a replacement, reason required. */
export const clientReplace = call("POST", "/event/client-replace", {
  input: clientReplaceSchema,
  answer: clientScheduleListSchema.element,
});
/** POST /api/event/client-signoff/clear: staff clear the client's decision on bookings. */
export const clearSignoff = call("POST", "/event/client-signoff/clear", {
  input: clearSignoffSchema,
  answer: clearSignoffAnswerSchema,
});
/** GET /api/client-schedule-views/{clientId}?start&length: the client's schedule views, newest first. */
export const scheduleViews = call("GET", "/client-schedule-views/:id{[0-9]+}", {
  input: scheduleViewsQuerySchema,
  answer: scheduleViewPageSchema,
});
