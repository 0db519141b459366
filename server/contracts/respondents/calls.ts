import { z } from "zod";
import { call } from "../call";
import { portalInvitationAnswerSchema, portalInvitationSchema } from "../portal-invitations";
import { idParamSchema } from "../records";
import { signupAnswerSchema, type signupSchema } from "../signup";
import type { CountryVariant } from "../validation";
import {
  attendanceConfirmationSchema,
  declineAnswerSchema,
  declineSurveySchema,
  respConfirmAttendanceSchema,
  surveyClickAnswerSchema,
  surveyClickSchema,
  surveyUpdateProfileAnswerSchema,
  type surveyUpdateProfileSchema,
} from "./events";
import { respondentHistoryAnswerSchema, respondentHistoryQuerySchema } from "./history";
import {
  childDeleteSchema,
  childUpdateSchema,
  contactUsSchema,
  opportunitiesSchema,
  referFriendSchema,
  respondentChildrenSchema,
  respondentChildSchema,
  respondentEventsSchema,
  respondentPaymentsSchema,
  respondentSummarySchema,
} from "./portal";
import { PUBLIC_PATHS } from "./public-paths";
import {
  respondentDeleteSchema,
  respondentMergeAnswerSchema,
  respondentMergeSchema,
  respondentNoteAddSchema,
  respondentNotesSchema,
  respondentSchema,
  respondentSetPasswordSchema,
  type respondentUpdateSchema,
} from "./respondents";

/**
 * The respondents area's calls (product §7.3, staff-calls §7.14; decisions 060, 064, 091–093,
 * 177); the browser reaches them as `calls` of respondents-api.
 */

/**
 * An input whose mobile, postcode and bank fields follow the configured country: the call only
 * insists on an object, and the route parses it with the country's schema (`forCountry`).
 */
const byCountry = <S extends (variant: CountryVariant) => z.ZodType>() =>
  z.custom<z.input<ReturnType<S>>>(
    (v) => typeof v === "object" && v !== null && !Array.isArray(v),
    "json: Expected an object",
  );

const byId = idParamSchema;

// ---- the record (staff and the respondent's own)

/** GET /api/respondent/{id}: the record (own record, or staff with RES; bank fields with BNK). */
export const respondent = call("GET", "/respondent/:id{[0-9]+}", { input: byId, answer: respondentSchema });

/** POST /api/respondent/update: id 0 creates (staff); answers the saved record. */
export const saveRespondent = call("POST", "/respondent/update", {
  input: byCountry<typeof respondentUpdateSchema>(),
  answer: respondentSchema,
});

/** POST /api/respondent/delete: { id } or { ids } (staff, RES). */
export const deleteRespondents = call("POST", "/respondent/delete", {
  input: respondentDeleteSchema,
  answer: z.number().int(),
});

/** POST /api/respondent/merge: one record into another (staff, RES). */
export const mergeRespondents = call("POST", "/respondent/merge", {
  input: respondentMergeSchema,
  answer: respondentMergeAnswerSchema,
});

/** POST /api/respondent/set-password (plain fields respId, password; staff with RES and RSP). */
export const setRespondentPassword = call("POST", "/respondent/set-password", {
  input: respondentSetPasswordSchema,
  answer: z.boolean(),
  encoding: "form",
});

/** GET /api/respondent-notes/{id}: dated notes, newest first. */
export const notes = call("GET", "/respondent-notes/:id{[0-9]+}", {
  input: byId,
  answer: respondentNotesSchema,
});

/** POST /api/respondent-notes/add. */
export const addNote = call("POST", "/respondent-notes/add", {
  input: respondentNoteAddSchema,
  answer: z.unknown(),
});

/** GET /api/respondent-history/{id}?page&pageSize: the participation timeline, newest first. */
export const history = call("GET", "/respondent-history/:id{[0-9]+}", {
  input: byId.extend(respondentHistoryQuerySchema.shape),
  answer: respondentHistoryAnswerSchema,
});

/** POST /api/respondents/portal-invitation: mails portal invitations (decision 177). */
export const sendPortalInvitations = call("POST", "/respondents/portal-invitation", {
  input: portalInvitationSchema,
  answer: portalInvitationAnswerSchema,
});

// ---- the respondent's own pages (staff with RES read the same)

/** GET /api/respondent-summary/{id}. */
export const summary = call("GET", "/respondent-summary/:id{[0-9]+}", {
  input: byId,
  answer: respondentSummarySchema,
});

/** GET /api/respondent-payments/{id}: newest first. */
export const payments = call("GET", "/respondent-payments/:id{[0-9]+}", {
  input: byId,
  answer: respondentPaymentsSchema,
});

/** GET /api/respondent-events/{id}: every event kind, newest first. */
export const events = call("GET", "/respondent-events/:id{[0-9]+}", {
  input: byId,
  answer: respondentEventsSchema,
});

/** GET /api/respondent-surveys/{id}: the events of kind Survey. */
export const surveys = call("GET", "/respondent-surveys/:id{[0-9]+}", {
  input: byId,
  answer: respondentEventsSchema,
});

/** GET /api/respondent-surveys-staff-View/{id}: the same list, as the spec names it for staff. */
export const surveysStaffView = call("GET", "/respondent-surveys-staff-View/:id{[0-9]+}", {
  input: byId,
  answer: respondentEventsSchema,
});

/** GET /api/respondent-opportunities/{id}: open, unexpired invitations. */
export const opportunities = call("GET", "/respondent-opportunities/:id{[0-9]+}", {
  input: byId,
  answer: opportunitiesSchema,
});

/** GET /api/respondent-children/{id}. */
export const children = call("GET", "/respondent-children/:id{[0-9]+}", {
  input: byId,
  answer: respondentChildrenSchema,
});

/** POST /api/respondent-children/update: id 0 adds a child; answers the saved child. */
export const saveChild = call("POST", "/respondent-children/update", {
  input: childUpdateSchema,
  answer: respondentChildSchema,
});

/** POST /api/respondent-children/delete: { id } or { ids }. */
export const deleteChildren = call("POST", "/respondent-children/delete", {
  input: childDeleteSchema,
  answer: z.number().int(),
});

/** POST /api/contact-us (plain fields): respondents and client contacts (product §2.5). */
export const contactUs = call("POST", "/contact-us", {
  input: contactUsSchema,
  answer: z.boolean(),
  encoding: "form",
});

// ---- survey links and events (visitors with a link, or the respondent)

/** POST /api/respondent/survey-update-profile (plain fields; mobile and postcode per country). */
export const surveyUpdateProfile = call("POST", "/respondent/survey-update-profile", {
  input: byCountry<typeof surveyUpdateProfileSchema>(),
  answer: surveyUpdateProfileAnswerSchema,
  encoding: "form",
});

/** POST /api/event/RespConfirmAttendance (plain field eventId): the respondent's own booking. */
export const confirmAttendance = call("POST", "/event/RespConfirmAttendance", {
  input: respConfirmAttendanceSchema,
  answer: attendanceConfirmationSchema,
  encoding: "form",
});

/** POST /api/event/recordthirdpartysurveyclick (plain fields respid, JobId, encodedData). */
export const recordSurveyClick = call("POST", "/event/recordthirdpartysurveyclick", {
  input: surveyClickSchema,
  answer: surveyClickAnswerSchema,
  encoding: "form",
});

/** POST /api/event/DeclineSurvey (plain fields). */
export const declineSurvey = call("POST", "/event/DeclineSurvey", {
  input: declineSurveySchema,
  answer: declineAnswerSchema,
  encoding: "form",
});

// ---- the panel's front door (public pages send these by hand: zod-free, decision 157)

/** POST /api/res-signup (field `json`; fields per country). */
export const signUp = call("POST", PUBLIC_PATHS.signUp, {
  input: byCountry<typeof signupSchema>(),
  answer: signupAnswerSchema,
});

/** POST /api/referaFriend (field `json`): answers how many friends were invited. */
export const referFriends = call("POST", PUBLIC_PATHS.referFriends, {
  input: referFriendSchema,
  answer: z.number().int(),
});
