import { Hono } from "hono";
import { guard, publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import {
  declineSurveySchema,
  respConfirmAttendanceSchema,
  revertChangeQuerySchema,
  surveyClickSchema,
  surveyUpdateProfileSchema,
} from "../contracts/respondents/events";
import { answer, failed, ok } from "../http/envelope";
import { formBody, query } from "../http/input";
import { countryVariantOf } from "../services/config";
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

/**
 * Survey-link and event calls of product §7.3 (decisions 091–093). Link holders may be visitors:
 * a bad, expired or used link is a refusal (200, succeeded false) the public pages show, since a
 * 401/403 would send them to the sign-in page (product §8).
 */
export const respondentEventsRoutes = new Hono<AppEnv>();

respondentEventsRoutes.post("/respondent/survey-update-profile", async (c) => {
  const ctx = await publicCall(c);
  const input = await formBody(c, surveyUpdateProfileSchema(await countryVariantOf(ctx)));
  return answer(c, await updateProfileFromSurveyLink(ctx, input), { successMsg: PROFILE_UPDATED });
});

respondentEventsRoutes.get("/respondent-revert-change", async (c) => {
  const ctx = await publicCall(c);
  const { encodedData } = query(c, revertChangeQuerySchema);
  const result = await revertProfileChangeLink(ctx, encodedData);
  return result.ok ? ok(c, true, { successMsg: result.value }) : failed(c, result.errors);
});

respondentEventsRoutes.post("/event/RespConfirmAttendance", async (c) => {
  const ctx = await guard(c, { respondent: true });
  const { eventId } = await formBody(c, respConfirmAttendanceSchema);
  return answer(c, await confirmOwnAttendance(ctx, eventId), { successMsg: ATTENDANCE_CONFIRMED });
});

// Link holders (visitors), the respondent signed in, or staff with RES: the service decides.
respondentEventsRoutes.post("/event/recordthirdpartysurveyclick", async (c) => {
  const ctx = await publicCall(c);
  return answer(c, await recordThirdPartySurveyClick(ctx, await formBody(c, surveyClickSchema)));
});

respondentEventsRoutes.post("/event/DeclineSurvey", async (c) => {
  const ctx = await publicCall(c);
  const input = await formBody(c, declineSurveySchema);
  return answer(c, await declineSurvey(ctx, input), { successMsg: SURVEY_DECLINED });
});
