import { z } from "zod";
import { call } from "../call";
import { deleteCall, idParamSchema } from "../records";
import {
  meetingDetailSchema,
  meetingPageSchema,
  meetingPeopleSchema,
  meetingSavedSchema,
  meetingSaveSchema,
  meetingsQuerySchema,
} from "./meetings";

/**
 * Staff meetings' calls (no call in the spec; decision 255). Every staff user may call them; who
 * sees a meeting (organiser, attendees, ManageStaffAttendance) and who may change or cancel it
 * (organiser, ManageStaffAttendance) is the service's rule.
 */

/** GET /api/staff-meetings: a page of the caller's meetings, upcoming or past. */
export const staffMeetings = call("GET", "/staff-meetings", {
  input: meetingsQuerySchema,
  answer: meetingPageSchema,
});

/** GET /api/staff-meeting/{id}. */
export const staffMeeting = call("GET", "/staff-meeting/:id{[0-9]+}", {
  input: idParamSchema,
  answer: meetingDetailSchema,
});

/** GET /api/staff-meeting/people: who can be invited. */
export const staffMeetingPeople = call("GET", "/staff-meeting/people", {
  input: z.object({}),
  answer: meetingPeopleSchema,
});

/** POST /api/staff-meeting/update: creates (no id) or changes; attendees get the invitation. */
export const saveStaffMeeting = call("POST", "/staff-meeting/update", {
  input: meetingSaveSchema,
  answer: meetingSavedSchema,
});

/** POST /api/staff-meeting/delete: cancels (the row stays, attendees get the cancellation). */
export const cancelStaffMeetings = deleteCall("/staff-meeting/delete", z.object({ cancelled: z.number() }));
