import { z } from "zod";
import { call } from "../call";
import { SURVEY_KINDS } from "./logic";
import { SURVEY_PUBLIC_PATHS as PATHS } from "./public-paths";
import {
  answersSaveSchema,
  encodedDataQuerySchema,
  encodedValuesSchema,
  jobIdParamSchema,
  landingAnswerSchema,
  prequalSchema,
  respondentSurveyAnswerSchema,
  responseStateSchema,
  surveyRespondentSchema,
  thankYouAnswerSchema,
  thankYouSchema,
  welcomeAnswerSchema,
} from "./surveys";

/**
 * The respondent side of product §7.4 (decisions 152, 190). The public survey pages send these by
 * hand with type guards (decision 157), from the same paths (public-paths.ts).
 */

const decoded = (path: string) => call("GET", path, { input: encodedDataQuerySchema, answer: z.string() });

/** GET /api/survey/GetPublicSurveyDecodedValues?encodedData=: "respondentId|jobId|surveyId". */
export const publicDecodedValues = decoded(PATHS.publicDecodedValues);
/** GET /api/survey/GetClientSurveyDecodedValues?encodedData=: the same. */
export const clientDecodedValues = decoded(PATHS.clientDecodedValues);
/** GET /api/survey/GetUnsubscribeDecodedValues?encodedData=: the text an unsubscribe link carries. */
export const unsubscribeDecodedValues = decoded(PATHS.unsubscribeDecodedValues);

/** GET /api/survey/GetSurveyLandingValues?encodedData=: the invitation page (product §3). */
export const landingValues = call("GET", PATHS.landingValues, {
  input: encodedDataQuerySchema,
  answer: landingAnswerSchema,
});

/** GET /api/survey/GetSurveyWelcomeValues?encodedData=: contact details and the start token. */
export const welcomeValues = call("GET", PATHS.welcomeValues, {
  input: encodedDataQuerySchema,
  answer: welcomeAnswerSchema,
});

/** POST /api/GetPublicSurveyEncodedValues ('Start Survey'): a respondent's encoded survey value. */
export const encodedValues = call("POST", PATHS.encodedValues, {
  input: encodedValuesSchema,
  encoding: "form",
  answer: z.string(),
});

/** GET /api/survey/encoded-value/{jobId}: the signed-in respondent's own encoded value (not in the spec). */
export const ownEncodedValue = call("GET", `${PATHS.ownEncodedValue}{[0-9]+}`, {
  input: jobIdParamSchema,
  answer: z.string(),
});

/** GET /api/survey/thankyou-signoff: the configurable sign-off as value.value (not in the spec). */
export const thankYouSignOff = call("GET", PATHS.thankYouSignOff, {
  input: z.object({}),
  answer: z.object({ value: z.string() }),
});

/** POST /api/survey-questions-and-answers: the survey, the respondent's profile and where they stand. */
export const surveyToTake = call("POST", PATHS.surveyToTake, {
  input: surveyRespondentSchema,
  encoding: "form",
  answer: respondentSurveyAnswerSchema,
});

/** POST /api/survey-answers/update: one page of answers (or a step back); answers the new state. */
export const saveAnswers = call("POST", PATHS.saveAnswers, {
  input: answersSaveSchema,
  encoding: "form",
  answer: responseStateSchema,
});

/** POST /api/surveythankyou (jid, eid, sid, rid): the thank-you page's texts. */
export const thankYou = call("POST", PATHS.thankYou, {
  input: thankYouSchema,
  encoding: "form",
  answer: thankYouAnswerSchema,
});

/** POST /api/prequal-survey-details: a job's (or session's) pre-qualification screener and its size. */
export const prequalDetails = call("POST", PATHS.prequalDetails, {
  input: prequalSchema,
  encoding: "form",
  answer: z.object({
    surveyId: z.number().int(),
    jobId: z.number().int(),
    jobGroupId: z.number().int().nullable(),
    kind: z.enum(SURVEY_KINDS),
    title: z.string(),
    introduction: z.string(),
    redirectUrl: z.string().nullable(),
    questionCount: z.number().int(),
  }),
});
