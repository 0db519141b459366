import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/surveys/public-calls";
import { encodedValueFor, ownEncodedValue } from "../services/surveys/access";
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
import { handle, PUBLIC } from "./handle";

/**
 * The respondent side of product §7.4 (decision 152). Link holders are visitors: a bad, expired or
 * used link is a refusal (200, succeeded false) the public pages show, never a 401 that would send
 * them to sign in; a link used for another respondent or survey is 403.
 */
export const surveyPublicRoutes = new Hono<AppEnv>()
  .on(...handle(calls.publicDecodedValues, PUBLIC, (ctx, i) => decodedSurveyValue(ctx, i.encodedData)))
  .on(...handle(calls.clientDecodedValues, PUBLIC, (ctx, i) => decodedSurveyValue(ctx, i.encodedData)))
  .on(
    ...handle(calls.unsubscribeDecodedValues, PUBLIC, (ctx, i) =>
      decodedUnsubscribeValue(ctx, i.encodedData),
    ),
  )
  .on(...handle(calls.landingValues, PUBLIC, (ctx, i) => landingValues(ctx, i.encodedData)))
  .on(...handle(calls.welcomeValues, PUBLIC, (ctx, i) => welcomeValues(ctx, i.encodedData)))
  // 'Start Survey': the respondent's own link, or any respondent's for staff with JobAdmin.
  .on(...handle(calls.encodedValues, { respondent: true, staff: [] }, encodedValueFor))
  // survey-redirect: the signed-in respondent's encoded survey value for a job.
  .on(...handle(calls.ownEncodedValue, { respondent: true }, ownEncodedValue))
  .on(...handle(calls.thankYouSignOff, PUBLIC, async (ctx) => ({ value: await thankYouSignOff(ctx) })))
  .on(...handle(calls.surveyToTake, PUBLIC, respondentSurvey))
  .on(...handle(calls.saveAnswers, PUBLIC, saveAnswers))
  .on(...handle(calls.thankYou, PUBLIC, surveyThankYou))
  .on(...handle(calls.prequalDetails, PUBLIC, prequalDetails));
