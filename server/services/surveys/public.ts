import { holds } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { wallDateText, wallTime, wallWeekday, zoneName } from "../../contracts/agency-time";
import { moneyText } from "../../contracts/money-text";
import { RIGHTS } from "../../contracts/rights";
import { SURVEY_MESSAGES, THANK_YOU } from "../../contracts/surveys/constants";
import type { SurveyKind } from "../../contracts/surveys/logic";
import { configValue } from "../../db/repo/config";
import { listLookup } from "../../db/repo/reference-data";
import { landingFacts } from "../../db/repo/survey-invitations";
import { linkSubjects, questionsOf, surveysTable } from "../../db/repo/surveys";
import { forbidden, notFound, unauthorized } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { decryptText } from "../link-crypto";
import { type Outcome, refusal, success } from "../outcome";
import { linkSurvey, openLink, surveyForJob } from "./access";
import { encodeSurveyLink, surveyLinkValue } from "./links";

/** The survey pages' public calls: decoded values, landing, welcome, thank-you (decision 152). */

const BAD_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid.";

/** GetPublicSurveyDecodedValues / GetClientSurveyDecodedValues: "respondentId|jobId|surveyId". */
export async function decodedSurveyValue(ctx: UseCaseContext, encodedData: string): Promise<Outcome<string>> {
  const opened = await openLink(ctx, encodedData);
  if (!opened.ok) return opened;
  const link = opened.value;
  const survey = await surveyForJob(ctx, link.jobId, link.sessionId, link.surveyId);
  return success(surveyLinkValue({ ...link, surveyId: survey?.id ?? link.surveyId }));
}

/** GetUnsubscribeDecodedValues: the respondent id an unsubscribe link names. */
export function decodedUnsubscribeValue(ctx: UseCaseContext, encodedData: string): Outcome<string> {
  const text = decryptText(ctx.deps.env.jwtSecret, encodedData);
  const id = text?.split("|")[0]?.trim() ?? "";
  return /^\d{1,9}$/.test(id) && text ? success(text) : refusal(BAD_UNSUBSCRIBE_LINK);
}

/** GetSurveyLandingValues: what the invitation page shows (product §2.10, §3). */
export async function landingValues(ctx: UseCaseContext, encodedData: string) {
  const opened = await openLink(ctx, encodedData);
  if (!opened.ok) return opened;
  const link = opened.value;
  const survey = await linkSurvey(ctx, link);
  if (!survey.ok) return survey;
  const { db } = ctx.deps;
  const { person, job } = await linkSubjects(db, link.respondentId, link.jobId);
  if (!person || !job) return refusal(SURVEY_MESSAGES.noSurvey);
  const sessionId = link.sessionId || survey.value.jobGroupId || 0;
  const facts = await landingFacts(db, link.jobId, sessionId);
  const count = (await questionsOf(db, survey.value.id)).length;
  const minutes = facts.minutes ?? Math.max(1, Math.ceil(count / 3));
  const at = facts.session?.startsAt ?? null;
  const zone = await agencyTimeZone(ctx);
  const location = [facts.session?.venue, facts.session?.suburb].filter(Boolean).join(", ");
  return success({
    respondentName: `${person.firstName} ${person.lastName}`.trim(),
    inviteDetailedDescription: survey.value.introduction || job.description || "",
    jobIncentive: facts.incentive === null ? "" : moneyText(facts.incentive),
    inviteImageUrl: "",
    inviteJobType: job.jobType ?? "",
    inviteTime: at ? `${wallTime(at, zone)} ${zoneName(at, zone)}` : "",
    inviteDate: at ? `${wallWeekday(at, zone)} ${wallDateText(at, zone)}` : "",
    // No venue: "Online" for an online study; a home visit or phone call names no place.
    inviteLocation: location || (/home|phone|telephone/i.test(job.jobType ?? "") ? "" : "Online"),
    // The survey's title is the agency's name for it ("Pre-qualification screener"): not shown.
    studyDetails: null,
    studyName: job.name,
    surveyDuration: `${minutes} minutes`,
    declineOptions: (await listLookup(db, "DeclineReason", true)).map((r) => r.label),
    inviteSupportEmail: (await configValue(db, "supportEmail")) ?? null,
  });
}

/** GetSurveyWelcomeValues: the respondent's contact details and the token that starts the survey. */
export async function welcomeValues(ctx: UseCaseContext, encodedData: string) {
  const opened = await openLink(ctx, encodedData);
  if (!opened.ok) return opened;
  const link = opened.value;
  const survey = await linkSurvey(ctx, link);
  if (!survey.ok) return survey;
  const { person } = await linkSubjects(ctx.deps.db, link.respondentId, link.jobId);
  if (!person) return refusal(SURVEY_MESSAGES.noSurvey);
  return success({
    respondentName: `${person.firstName} ${person.lastName}`.trim(),
    respondentEmail: person.email ?? "",
    respondentMobil: person.mobile ?? "",
    respondentPostcode: person.postcode ?? "",
    phoneMobile: person.mobile ?? "",
    startSurveyToken: encodeSurveyLink(ctx.deps.env.jwtSecret, {
      ...link,
      surveyId: survey.value.id,
      now: ctx.deps.now(),
    }),
  });
}

/** The thank-you sign-off (configuration getthankyoupagesign). */
export async function thankYouSignOff(ctx: UseCaseContext) {
  return (await configValue(ctx.deps.db, "getthankyoupagesign")) ?? "";
}

/**
 * surveythankyou (jid, eid, sid, rid): the page's texts. It reads only the survey's own thank-you
 * text, so a visitor may ask; the survey must belong to the job.
 */
export async function surveyThankYou(
  ctx: UseCaseContext,
  input: { jid: number; sid: number; rid: number; eid: number },
) {
  const survey = await surveysTable.get(ctx.deps.db, input.sid);
  if (!survey || survey.jobId !== input.jid) throw notFound("Survey not found.");
  return { ...THANK_YOU, thankYou: survey.thankYou, signOff: await thankYouSignOff(ctx) };
}

/**
 * prequal-survey-details: the pre-qualification screener of a job (or session) and its size;
 * staff ask by job, a respondent's page by its link.
 */
export async function prequalDetails(
  ctx: UseCaseContext,
  input: { jobId?: number; jobGroupId: number; encodedData?: string },
) {
  let jobId = input.jobId ?? 0;
  let sessionId = input.jobGroupId;
  if (input.encodedData) {
    const opened = await openLink(ctx, input.encodedData);
    if (!opened.ok) return opened;
    if (input.jobId && input.jobId !== opened.value.jobId)
      throw forbidden("This survey link is for another invitation.");
    jobId = opened.value.jobId;
    sessionId = opened.value.sessionId || sessionId;
  } else if (!ctx.actor) throw unauthorized();
  else if (!holds(ctx, RIGHTS.JobAdmin)) throw forbidden();
  const survey = await surveyForJob(ctx, jobId, sessionId);
  if (!survey) return refusal(SURVEY_MESSAGES.noSurvey);
  return success({
    surveyId: survey.id,
    jobId: survey.jobId,
    jobGroupId: survey.jobGroupId,
    kind: survey.kind as SurveyKind,
    title: survey.title,
    introduction: survey.introduction,
    redirectUrl: survey.redirectUrl,
    questionCount: (await questionsOf(ctx.deps.db, survey.id)).length,
  });
}
