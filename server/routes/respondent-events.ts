import type { Context } from "hono";
import { Hono } from "hono";
import { hasRight, requireActor } from "../auth/guard";
import type { AppEnv } from "../context";
import {
  declineSurveySchema,
  respConfirmAttendanceSchema,
  revertChangeQuerySchema,
  surveyClickSchema,
  surveyUpdateProfileSchema,
} from "../contracts/respondent-events";
import { RIGHTS } from "../contracts/rights";
import { failed, ok } from "../http/envelope";
import { formBody, query } from "../http/input";
import { countryVariantOf } from "../services/respondent-access";
import {
  ATTENDANCE_CONFIRMED,
  confirmOwnAttendance,
  declineSurvey,
  type InvitationCaller,
  recordThirdPartySurveyClick,
  SURVEY_DECLINED,
} from "../services/respondent-events";
import {
  PROFILE_UPDATED,
  revertProfileChangeLink,
  updateProfileFromSurveyLink,
} from "../services/survey-profile";

/**
 * Survey-link and event calls of product §7.3 (decisions 091–093). Link holders may be visitors:
 * a bad, expired or used link is a refusal (200, succeeded false) the public pages show, since a
 * 401/403 would send them to the sign-in page (product §8).
 */
export const respondentEventsRoutes = new Hono<AppEnv>();

respondentEventsRoutes.post("/respondent/survey-update-profile", async (c) => {
  const deps = c.get("deps");
  const input = await formBody(c, surveyUpdateProfileSchema(await countryVariantOf(deps)));
  const result = await updateProfileFromSurveyLink(deps, input);
  return result.ok ? ok(c, result.value, { successMsg: PROFILE_UPDATED }) : failed(c, result.errors);
});

respondentEventsRoutes.get("/respondent-revert-change", async (c) => {
  const { encodedData } = query(c, revertChangeQuerySchema);
  const result = await revertProfileChangeLink(c.get("deps"), encodedData);
  return result.ok ? ok(c, true, { successMsg: result.value }) : failed(c, result.errors);
});

respondentEventsRoutes.post("/event/RespConfirmAttendance", async (c) => {
  const actor = requireActor(c, "Respondent");
  const { eventId } = await formBody(c, respConfirmAttendanceSchema);
  const result = await confirmOwnAttendance(c.get("deps"), actor, eventId);
  return result.ok ? ok(c, result.value, { successMsg: ATTENDANCE_CONFIRMED }) : failed(c, result.errors);
});

async function invitationCaller(c: Context<AppEnv>): Promise<InvitationCaller> {
  const actor = c.get("actor");
  return { actor, staffRespondentAdmin: await hasRight(c, RIGHTS.RespondentAdmin) };
}

respondentEventsRoutes.post("/event/recordthirdpartysurveyclick", async (c) => {
  const input = await formBody(c, surveyClickSchema);
  const result = await recordThirdPartySurveyClick(c.get("deps"), await invitationCaller(c), input);
  return result.ok ? ok(c, result.value) : failed(c, result.errors);
});

respondentEventsRoutes.post("/event/DeclineSurvey", async (c) => {
  const input = await formBody(c, declineSurveySchema);
  const result = await declineSurvey(c.get("deps"), await invitationCaller(c), input);
  return result.ok ? ok(c, result.value, { successMsg: SURVEY_DECLINED }) : failed(c, result.errors);
});
