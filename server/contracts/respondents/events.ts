import { z } from "zod";
import { strictId } from "../records";
import { DECLINE_MESSAGES } from "../sessions/decline-rules";
import { type CountryVariant, emailSchema, mobileSchema, postcodeSchema } from "../validation";

/**
 * The respondent's survey-link and event calls of product §7.3 (decisions 091–093). Every POST
 * takes plain multipart fields (or the same names inside the `json` field).
 */

const encodedDataSchema = z.string("Required").trim().min(1, "Required").max(1000, "Invalid");
/** A positive id sent as a form field ("12") or JSON number: 'Required' when absent, else 'Invalid'. */
const idField = strictId({ required: "Required", invalid: "Invalid", emptyIsAbsent: true });

/** POST /api/respondent/survey-update-profile. Mobile and postcode follow the country variant. */
export const surveyUpdateProfileSchema = (variant: CountryVariant) =>
  z.object({
    encodedData: encodedDataSchema,
    email: emailSchema,
    mobile: mobileSchema(variant),
    postcode: postcodeSchema(variant),
  });
export type SurveyUpdateProfile = z.infer<ReturnType<typeof surveyUpdateProfileSchema>>;

/** Answer value of survey-update-profile: whether anything changed and a revert link was mailed. */
export const surveyUpdateProfileAnswerSchema = z.object({
  changed: z.boolean(),
  revertLinkSent: z.boolean(),
});
export type SurveyUpdateProfileAnswer = z.infer<typeof surveyUpdateProfileAnswerSchema>;

/** GET /api/respondent-revert-change?encodedData= (answer: successMsg, or errors). */
export const revertChangeQuerySchema = z.object({ encodedData: encodedDataSchema });

/** POST /api/event/RespConfirmAttendance: the signed-in respondent's own session booking event. */
export const respConfirmAttendanceSchema = z.object({ eventId: idField });

/** Answer value of RespConfirmAttendance. */
export const attendanceConfirmationSchema = z.object({
  eventId: z.number().int(),
  attendanceConfirmedAt: z.string(),
  attendanceConfirmedBy: z.string(),
});
export type AttendanceConfirmation = z.infer<typeof attendanceConfirmationSchema>;

/**
 * respid + JobId name the respondent's invitation. A visitor (no sign-in) must also send the
 * survey link (encodedData) that decodes to the same respondent and job.
 */
const invitationFields = {
  respid: idField,
  JobId: idField,
  // An empty value (the page had no link) counts as none.
  encodedData: z
    .string()
    .trim()
    .max(1000, "Invalid")
    .optional()
    .transform((v) => v || undefined),
};

/** POST /api/event/recordthirdpartysurveyclick. */
export const surveyClickSchema = z.object(invitationFields);
export type SurveyClick = z.infer<typeof surveyClickSchema>;

/** Answer value of recordthirdpartysurveyclick: the click event, and whether this call created it. */
export const surveyClickAnswerSchema = z.object({ eventId: z.number().int(), firstClick: z.boolean() });

/** POST /api/event/DeclineSurvey (answer: succeeded). */
export const declineSurveySchema = z.object({
  ...invitationFields,
  // The rules of product §5 need the reason list: declineCommentError checks them in the service.
  comment: z.string().trim().max(500, DECLINE_MESSAGES.max).optional().default(""),
});
export type DeclineSurvey = z.infer<typeof declineSurveySchema>;

/** Answer value of DeclineSurvey: the invitation events closed (or the one recording the decline). */
export const declineAnswerSchema = z.object({ eventIds: z.array(z.number().int()) });
