/**
 * Paths of the survey calls the public survey pages (zod-free, decision 157) send by hand; the
 * calls' declarations (public-calls.ts) use the same constants, so the two cannot drift.
 */
export const SURVEY_PUBLIC_PATHS = {
  publicDecodedValues: "/survey/GetPublicSurveyDecodedValues",
  clientDecodedValues: "/survey/GetClientSurveyDecodedValues",
  unsubscribeDecodedValues: "/survey/GetUnsubscribeDecodedValues",
  landingValues: "/survey/GetSurveyLandingValues",
  welcomeValues: "/survey/GetSurveyWelcomeValues",
  encodedValues: "/GetPublicSurveyEncodedValues",
  /** The declaration adds the digits constraint (apiPath fills plain `:name` parameters). */
  ownEncodedValue: "/survey/encoded-value/:jobId",
  thankYouSignOff: "/survey/thankyou-signoff",
  surveyToTake: "/survey-questions-and-answers",
  saveAnswers: "/survey-answers/update",
  thankYou: "/surveythankyou",
  prequalDetails: "/prequal-survey-details",
} as const;
