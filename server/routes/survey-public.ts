import { Hono } from "hono";
import { guard, publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import {
  answersSaveSchema,
  encodedDataQuerySchema,
  encodedValuesSchema,
  jobIdParamSchema,
  prequalSchema,
  surveyRespondentSchema,
  thankYouSchema,
} from "../contracts/surveys/surveys";
import { answer, failed, ok } from "../http/envelope";
import { formBody, params, query } from "../http/input";
import type { Outcome } from "../services/outcome";
import { encodedValueFor } from "../services/surveys/access";
import { respondentSurvey, saveAnswers } from "../services/surveys/answers";
import {
  decodedSurveyValue,
  decodedUnsubscribeValue,
  landingValues,
  prequalDetails,
  surveyThankYou,
  thankYouSignOff,
  welcomeValues,
} from "../services/surveys/public";

/**
 * The respondent side of product §7.4 (decision 152). Link holders are visitors: a bad, expired or
 * used link is a refusal (200, succeeded false) the public pages show, never a 401 that would send
 * them to sign in; a link used for another respondent or survey is 403.
 */
export const surveyPublicRoutes = new Hono<AppEnv>();

const decodeCalls: [
  string,
  (ctx: Awaited<ReturnType<typeof publicCall>>, data: string) => Promise<Outcome<unknown>> | Outcome<unknown>,
][] = [
  ["GetPublicSurveyDecodedValues", decodedSurveyValue],
  ["GetClientSurveyDecodedValues", decodedSurveyValue],
  ["GetUnsubscribeDecodedValues", decodedUnsubscribeValue],
  ["GetSurveyLandingValues", landingValues],
  ["GetSurveyWelcomeValues", welcomeValues],
];
for (const [name, fn] of decodeCalls) {
  surveyPublicRoutes.get(`/survey/${name}`, async (c) => {
    const ctx = await publicCall(c);
    const { encodedData } = query(c, encodedDataQuerySchema);
    const out = await fn(ctx, encodedData);
    return out.ok ? ok(c, out.value) : failed(c, out.errors);
  });
}

// 'Start Survey': the respondent's own link, or any respondent's for staff with JobAdmin.
surveyPublicRoutes.post("/GetPublicSurveyEncodedValues", async (c) => {
  const ctx = await guard(c, { respondent: true, staff: [] });
  return answer(c, await encodedValueFor(ctx, await formBody(c, encodedValuesSchema)));
});

// survey-redirect: the signed-in respondent's encoded survey value for a job (path not in the spec).
surveyPublicRoutes.get("/survey/encoded-value/:jobId", async (c) => {
  const ctx = await guard(c, { respondent: true });
  const { jobId } = params(c, jobIdParamSchema);
  return answer(c, await encodedValueFor(ctx, { jobId, respondentId: ctx.actor?.id ?? 0 }));
});

// The thank-you sign-off as value.value (path not in the spec; same value as config getthankyoupagesign).
surveyPublicRoutes.get("/survey/thankyou-signoff", async (c) => {
  const ctx = await publicCall(c);
  return ok(c, { value: await thankYouSignOff(ctx) });
});

surveyPublicRoutes.post("/survey-questions-and-answers", async (c) => {
  const ctx = await publicCall(c);
  return answer(c, await respondentSurvey(ctx, await formBody(c, surveyRespondentSchema)));
});

surveyPublicRoutes.post("/survey-answers/update", async (c) => {
  const ctx = await publicCall(c);
  return answer(c, await saveAnswers(ctx, await formBody(c, answersSaveSchema)));
});

surveyPublicRoutes.post("/surveythankyou", async (c) => {
  const ctx = await publicCall(c);
  return ok(c, await surveyThankYou(ctx, await formBody(c, thankYouSchema)));
});

surveyPublicRoutes.post("/prequal-survey-details", async (c) => {
  const ctx = await publicCall(c);
  return answer(c, await prequalDetails(ctx, await formBody(c, prequalSchema)));
});
