import { apiPath } from "../../../../server/contracts/shell-paths";
import { RESPONSE_STATUSES } from "../../../../server/contracts/surveys/constants";
import {
  type AnswerValue,
  type Profile,
  QUESTION_KINDS,
  type Question,
} from "../../../../server/contracts/surveys/logic";
import { SURVEY_PUBLIC_PATHS as PATHS } from "../../../../server/contracts/surveys/public-paths";
import { type Guard, isString, nullable, shape } from "../../../lib/guards";
import { http } from "../../../lib/http";
import type { RunState } from "../model/run";

/**
 * The public survey journey's calls (product §2.10, §3, §7.3, §7.4). These pages are opened from
 * e-mails on phones, so answers are checked with type guards, not zod (decision 023). A refusal
 * (bad or expired link) is a 200 with errors the page shows; it never sends the visitor to sign-in.
 * The survey calls' paths come from public-paths.ts, which their declarations read too.
 */
const PUBLIC = { authRedirect: false } as const;
const q = (encodedData: string) => `?encodedData=${encodeURIComponent(encodedData)}`;

const text = (v: unknown): v is string | number | null | undefined =>
  v === null || v === undefined || typeof v === "string" || typeof v === "number";

/** A decline reason from the reference list: a plain text, or a lookup row naming it. */
const isReason = (v: unknown): boolean =>
  typeof v === "string" ||
  (typeof v === "object" &&
    v !== null &&
    ["name", "text", "value"].some((k) => typeof (v as never)[k] === "string"));

/** Landing page data (product §3). */
export interface LandingValues {
  respondentName: string | null;
  inviteDetailedDescription: string | null;
  jobIncentive: string | number | null;
  inviteImageUrl: string | null;
  inviteJobType: string | null;
  inviteTime: string | null;
  inviteDate: string | null;
  inviteLocation: string | null;
  studyDetails?: string | null;
  /** The study as respondents know it (the job's name). */
  studyName?: string | null;
  surveyDuration: string | number | null;
  declineOptions: unknown[];
  inviteSupportEmail?: string | null;
}

export const isLandingValues: Guard<LandingValues> = (v): v is LandingValues => {
  if (typeof v !== "object" || v === null) return false;
  const r = v as Record<string, unknown>;
  const fields = [
    "respondentName",
    "inviteDetailedDescription",
    "jobIncentive",
    "inviteImageUrl",
    "inviteJobType",
    "inviteTime",
    "inviteDate",
    "inviteLocation",
    "studyDetails",
    "studyName",
    "surveyDuration",
    "inviteSupportEmail",
  ];
  return (
    fields.every((f) => text(r[f])) && Array.isArray(r.declineOptions) && r.declineOptions.every(isReason)
  );
};

/** The label of a decline reason, whichever form the list sends. */
export function reasonLabel(reason: unknown): string {
  if (typeof reason === "string") return reason;
  const r = reason as Record<string, unknown>;
  return String(r.name ?? r.text ?? r.value ?? "");
}

/** Welcome data (product §3). */
export const isWelcomeValues = shape({
  respondentName: nullable(isString),
  respondentEmail: nullable(isString),
  respondentMobil: nullable(isString),
  respondentPostcode: nullable(isString),
  phoneMobile: nullable(isString),
  startSurveyToken: isString,
});

/** GET /api/survey/GetSurveyLandingValues?encodedData= */
export const getLandingValues = (encodedData: string) =>
  http.get(`${apiPath(PATHS.landingValues)}${q(encodedData)}`, isLandingValues, PUBLIC);

/** GET /api/survey/GetPublicSurveyDecodedValues?encodedData= : "respondentId|jobId|surveyId". */
export const getDecodedValue = (encodedData: string) =>
  http.get(`${apiPath(PATHS.publicDecodedValues)}${q(encodedData)}`, isString, PUBLIC);

/** GET /api/survey/GetSurveyWelcomeValues?encodedData= */
export const getWelcomeValues = (encodedData: string) =>
  http.get(`${apiPath(PATHS.welcomeValues)}${q(encodedData)}`, isWelcomeValues, PUBLIC);

/** POST /api/event/DeclineSurvey (decision 093): the link proves who declines. */
export const declineSurvey = (fields: {
  encodedData: string;
  respid: string;
  JobId: string;
  comment: string;
}) => http.postForm("/api/event/DeclineSurvey", fields, undefined, PUBLIC);

/** POST /api/respondent/survey-update-profile (decision 092). */
export const updateSurveyProfile = (fields: {
  encodedData: string;
  email: string;
  mobile: string;
  postcode: string;
}) => http.postForm("/api/respondent/survey-update-profile", fields, undefined, PUBLIC);

/** GET /api/respondent-revert-change?encodedData= (answer: successMsg, or errors). */
export const revertProfileChange = (encodedData: string) =>
  http.get(`/api/respondent-revert-change${q(encodedData)}`, undefined, PUBLIC);

/**
 * GET /api/survey/encoded-value/{jobId} (decision 152): the signed-in respondent's encoded survey
 * value for a job, which /survey/survey-start/{value} opens. The same link GetPublicSurveyEncodedValues
 * gives, without sending an id the server already knows from the sign-in.
 */
export const getOwnEncodedValue = (jobId: string) =>
  http.get(apiPath(PATHS.ownEncodedValue, { jobId }), isString, PUBLIC);

const isThankYou = shape({ title: isString, text: isString, thankYou: isString, signOff: isString });

/** POST /api/surveythankyou (jid, eid, sid, rid from the page's query): the survey's thank-you texts. */
export const getThankYou = (fields: Record<"jid" | "eid" | "sid" | "rid", string>) =>
  http.postForm(apiPath(PATHS.thankYou), fields, isThankYou, PUBLIC);

/** GET /api/survey/thankyou-signoff: the configurable sign-off line, as value.value. */
export const getThankYouSignOff = () =>
  http.get(apiPath(PATHS.thankYouSignOff), shape({ value: isString }), { ...PUBLIC, hideLoadingBar: true });

// ---- Taking the survey (survey/{action}/{encodeddata}) ----

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The response state (responseStateSchema) as the renderer reads it. */
export const isRunState: Guard<RunState> = (v): v is RunState =>
  isRecord(v) &&
  typeof v.status === "string" &&
  (RESPONSE_STATUSES as readonly string[]).includes(v.status) &&
  Number.isInteger(v.page) &&
  Number.isInteger(v.pageCount) &&
  isRecord(v.answers) &&
  typeof v.seed === "string" &&
  typeof v.message === "string" &&
  (v.redirectTo === null || typeof v.redirectTo === "string");

/**
 * Questions as the server stored them: it validated each with the zod model on save, so the page
 * checks the shape it branches on (id, kind, text) rather than loading zod (decision 157).
 */
const isQuestion = (v: unknown): v is Question =>
  isRecord(v) &&
  typeof v.id === "string" &&
  typeof v.text === "string" &&
  (QUESTION_KINDS as readonly string[]).includes(v.kind as string) &&
  (!("options" in v) || Array.isArray(v.options));

export interface SurveyToTake {
  details: {
    id: number;
    title: string;
    /** The heading the respondent reads (the study's name, never the internal survey title). */
    publicTitle?: string;
    introduction: string;
    thankYou: string;
    redirectUrl: string | null;
  };
  questions: Question[];
  profile: Profile;
  state: RunState;
}

export const isSurveyToTake: Guard<SurveyToTake> = (v): v is SurveyToTake =>
  isRecord(v) &&
  isRecord(v.details) &&
  typeof v.details.title === "string" &&
  Array.isArray(v.questions) &&
  v.questions.every(isQuestion) &&
  isRecord(v.profile) &&
  isRunState(v.state);

/** POST /api/survey-questions-and-answers: the survey, the respondent's profile and where they stand. */
export const loadSurveyToTake = (fields: { encodedData: string; surveyId: string; respondentId: string }) =>
  http.postJson(apiPath(PATHS.surveyToTake), fields, isSurveyToTake, PUBLIC);

/** POST /api/survey-answers/update: one page of answers (or a step back); answers the new state. */
export const saveSurveyPage = (payload: {
  encodedData: string;
  surveyId: number;
  respondentId: number;
  questionId: string | undefined;
  answers: { questionId: string; value: AnswerValue | null }[];
  isPrevious: boolean;
}) => http.postJson(apiPath(PATHS.saveAnswers), payload, isRunState, { ...PUBLIC, hideLoadingBar: true });
