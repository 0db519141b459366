import { call } from "../call";
import { bulkAnswerSchema, setStatusSchema } from "./events";

/** The sessions area's calls (decision 190); the browser reaches them as `calls` of sessions-api. */

/** POST /api/event/SetStatus: Booked, Standby or Confirmed for many attendees, one batch (decision 196). */
export const setAttendeeStatus = call("POST", "/event/SetStatus", {
  input: setStatusSchema,
  answer: bulkAnswerSchema,
});
