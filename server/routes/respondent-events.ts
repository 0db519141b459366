import { Hono } from "hono";
import { publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import * as calls from "../contracts/respondents/calls";
import { revertChangeQuerySchema, surveyUpdateProfileSchema } from "../contracts/respondents/events";
import { failed, ok } from "../http/envelope";
import { query } from "../http/input";
import {
  ATTENDANCE_CONFIRMED,
  confirmOwnAttendance,
  declineSurvey,
  recordThirdPartySurveyClick,
  SURVEY_DECLINED,
} from "../services/respondents/events";
import {
  PROFILE_UPDATED,
  revertProfileChangeLink,
  updateProfileFromSurveyLink,
} from "../services/surveys/profile";
import { forCountry } from "./country-input";
import { handle, PUBLIC } from "./handle";

/**
 * Survey-link and event calls of product §7.3 (decisions 091–093). Link holders may be visitors:
 * a bad, expired or used link is a refusal (200, succeeded false) the public pages show, since a
 * 401/403 would send them to the sign-in page (product §8). Link holders (visitors), the
 * respondent signed in, or staff with RES: the services decide.
 */
export const respondentEventsRoutes = new Hono<AppEnv>()
  .on(
    ...handle(
      calls.surveyUpdateProfile,
      PUBLIC,
      forCountry(surveyUpdateProfileSchema, updateProfileFromSurveyLink),
      { successMsg: PROFILE_UPDATED },
    ),
  )
  // The revert link's page (an e-mail link): its words come from the service, so it stays by hand.
  .get("/respondent-revert-change", async (c) => {
    const ctx = await publicCall(c);
    const { encodedData } = query(c, revertChangeQuerySchema);
    const result = await revertProfileChangeLink(ctx, encodedData);
    return result.ok ? ok(c, true, { successMsg: result.value }) : failed(c, result.errors);
  })
  .on(
    ...handle(
      calls.confirmAttendance,
      { respondent: true },
      (ctx, i) => confirmOwnAttendance(ctx, i.eventId),
      {
        successMsg: ATTENDANCE_CONFIRMED,
      },
    ),
  )
  .on(...handle(calls.recordSurveyClick, PUBLIC, recordThirdPartySurveyClick))
  .on(...handle(calls.declineSurvey, PUBLIC, declineSurvey, { successMsg: SURVEY_DECLINED }));
