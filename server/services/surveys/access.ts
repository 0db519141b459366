import { holds, isStaff } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { addDays, dayStart } from "../../contracts/agency-time";
import { isEndedJobStatus } from "../../contracts/job-status";
import { RIGHTS } from "../../contracts/rights";
import { RESPONSE_STATUS, SURVEY_MESSAGES } from "../../contracts/surveys/constants";
import type { Profile } from "../../contracts/surveys/logic";
import { invitationOf } from "../../db/repo/survey-invitations";
import { findResponse, type ResponseRow, saveSubjects } from "../../db/repo/survey-responses";
import { linkSubjects, type SurveyRow, screenerOf, surveyOfJob, surveysTable } from "../../db/repo/surveys";
import { forbidden, notFound, unauthorized } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { type Outcome, refusal, success } from "../outcome";
import { decodeSurveyLink, encodeSurveyLink, LINK_MESSAGES, type SurveyLink } from "./links";

/**
 * Who may answer which survey (decision 152). A respondent reaches a survey through an encoded
 * link (no sign-in) or signed in as themselves; the link names respondent, job and survey, is
 * tamper-proof (AES-GCM), expires with the job (its end date, and at once when the job is closed
 * or cancelled) and is single use: once the response is finished it opens nothing more.
 */

const WRONG_LINK = "This survey link is for another invitation.";
const DAY = 86_400_000;

export interface SurveyCaller {
  respondentId: number;
  jobId: number;
  /** The session of the invitation (0 when none). */
  sessionId: number;
  eventId: number;
  survey: SurveyRow;
  person: Person;
  /** The respondent's response when it was read with the caller (link calls), else not known. */
  response?: ResponseRow | null;
}

/** The survey a link or an invitation leads to: its own survey, else the screener, else the survey. */
export async function surveyForJob(ctx: UseCaseContext, jobId: number, sessionId: number, surveyId = 0) {
  const { db } = ctx.deps;
  if (surveyId) {
    const own = await surveysTable.get(db, surveyId);
    return own && own.jobId === jobId ? own : undefined;
  }
  return (await screenerOf(db, jobId, sessionId)) ?? (await surveyOfJob(db, jobId));
}

type Subjects = Awaited<ReturnType<typeof linkSubjects>>;
export type Person = NonNullable<Subjects["person"]>;

/** Decodes a link and checks its job is still open: the link, or the message the page shows. */
export async function openLink(
  ctx: UseCaseContext,
  encodedData: string,
): Promise<Outcome<SurveyLink & { person: Person }>> {
  const check = decodeSurveyLink(ctx.deps.env.jwtSecret, encodedData, ctx.deps.now());
  if (!check.ok) return refusal(check.error);
  const { person, job } = await linkSubjects(ctx.deps.db, check.link.respondentId, check.link.jobId);
  return linkOpens(check.link, person, job);
}

function linkOpens(
  link: SurveyLink,
  person: Person | null | undefined,
  job: { status: string } | null | undefined,
): Outcome<SurveyLink & { person: Person }> {
  if (!person?.isActive || !job) return refusal(LINK_MESSAGES.invalid);
  if (isEndedJobStatus(job.status)) return refusal(LINK_MESSAGES.expired);
  return success({ ...link, person });
}

/**
 * The link calls' caller read in one statement (survey, respondent, job and response together);
 * undefined when the survey is missing, which the general path answers.
 */
async function linkCaller(
  ctx: UseCaseContext,
  input: { surveyId: number; respondentId: number; encodedData: string },
): Promise<Outcome<SurveyCaller> | undefined> {
  const check = decodeSurveyLink(ctx.deps.env.jwtSecret, input.encodedData, ctx.deps.now());
  if (!check.ok) return refusal(check.error);
  const read = await saveSubjects(ctx.deps.db, input.surveyId, check.link.respondentId, check.link.jobId);
  if (!read) return undefined;
  const opened = linkOpens(check.link, read.person, read.job);
  if (!opened.ok) return opened;
  const link = opened.value;
  const { survey } = read;
  if (link.respondentId !== input.respondentId) throw forbidden(WRONG_LINK);
  const expected = link.surveyId || (await surveyForJob(ctx, link.jobId, link.sessionId))?.id;
  if (survey.jobId !== link.jobId || expected !== survey.id) throw forbidden(WRONG_LINK);
  return success({ ...link, survey, response: read.response });
}

/** A link's survey, refused when missing or when this respondent already finished it (single use). */
export async function linkSurvey(ctx: UseCaseContext, link: SurveyLink): Promise<Outcome<SurveyRow>> {
  const survey = await surveyForJob(ctx, link.jobId, link.sessionId, link.surveyId);
  if (!survey) return refusal(SURVEY_MESSAGES.noSurvey);
  const response = await findResponse(ctx.deps.db, survey.id, link.respondentId);
  if (response && response.status !== RESPONSE_STATUS.InProgress) return refusal(SURVEY_MESSAGES.alreadyDone);
  return success(survey);
}

/**
 * The respondent calls (load, save a page): with a link it must name this respondent and survey;
 * without one the caller is that respondent signed in and invited to the job.
 */
export async function respondentCaller(
  ctx: UseCaseContext,
  input: { surveyId: number; respondentId: number; encodedData?: string },
): Promise<Outcome<SurveyCaller>> {
  if (input.encodedData) {
    const fast = await linkCaller(ctx, { ...input, encodedData: input.encodedData });
    if (fast) return fast;
  }
  const survey = await surveysTable.get(ctx.deps.db, input.surveyId);
  if (input.encodedData) {
    const opened = await openLink(ctx, input.encodedData);
    if (!opened.ok) return opened;
    const link = opened.value;
    if (link.respondentId !== input.respondentId) throw forbidden(WRONG_LINK);
    // A link without a survey id opens the survey it resolves to (screener first), nothing else.
    const expected = link.surveyId || (await surveyForJob(ctx, link.jobId, link.sessionId))?.id;
    if (!survey || survey.jobId !== link.jobId || expected !== survey.id) throw forbidden(WRONG_LINK);
    return success({ ...link, survey });
  }
  if (!ctx.actor) throw unauthorized();
  if (ctx.actor.role !== "Respondent" || ctx.actor.id !== input.respondentId)
    throw forbidden("You can only answer your own surveys.");
  if (!survey) throw notFound("Survey not found.");
  const invitation = await invitationOf(ctx.deps.db, input.respondentId, survey.jobId);
  if (!invitation) throw forbidden("You are not invited to this survey.");
  const { person, job } = await linkSubjects(ctx.deps.db, input.respondentId, survey.jobId);
  if (!person?.isActive) throw forbidden("You can only answer your own surveys.");
  if (!job || isEndedJobStatus(job.status)) return refusal(LINK_MESSAGES.expired);
  return success({
    person,
    respondentId: input.respondentId,
    jobId: survey.jobId,
    sessionId: invitation.jobGroupId ?? survey.jobGroupId ?? 0,
    eventId: invitation.id,
    survey,
  });
}

/**
 * The encodedData a respondent's survey link carries: the respondent's own (signed in, invited to
 * the job), or any respondent's for staff holding JobAdmin (invitations, previews). It expires at
 * the end of the job's end date when that is sooner than the default.
 */
export async function encodedValueFor(
  ctx: UseCaseContext,
  input: { jobId: number; respondentId: number },
): Promise<Outcome<string>> {
  const { db } = ctx.deps;
  if (!ctx.actor) throw unauthorized();
  const self = ctx.actor.role === "Respondent" && ctx.actor.id === input.respondentId;
  if (!self && !(isStaff(ctx) && holds(ctx, RIGHTS.JobAdmin))) throw forbidden();
  const { person, job } = await linkSubjects(db, input.respondentId, input.jobId);
  if (!job) throw notFound("Job not found.");
  if (!person?.isActive) throw notFound("Respondent not found.");
  if (isEndedJobStatus(job.status)) return refusal(SURVEY_MESSAGES.surveyClosed);
  const invitation = await invitationOf(db, input.respondentId, input.jobId);
  if (self && !invitation) throw forbidden("You are not invited to this survey.");
  const sessionId = invitation?.jobGroupId ?? 0;
  const survey = await surveyForJob(ctx, input.jobId, sessionId);
  if (!survey) return refusal(SURVEY_MESSAGES.noSurvey);
  const now = ctx.deps.now();
  // The link lasts to the end of the job's last day on the agency's clock.
  const jobEnd = job.endDate ? dayStart(addDays(job.endDate, 1), await agencyTimeZone(ctx)) : undefined;
  const expiresAt = jobEnd && jobEnd.getTime() > now.getTime() + DAY / 24 ? jobEnd : undefined;
  return success(
    encodeSurveyLink(ctx.deps.env.jwtSecret, {
      respondentId: input.respondentId,
      jobId: input.jobId,
      surveyId: survey.id,
      eventId: invitation?.id ?? 0,
      sessionId,
      now,
      ...(expiresAt && expiresAt.getTime() < now.getTime() + 60 * DAY ? { expiresAt } : {}),
    }),
  );
}

/** survey/encoded-value/{jobId}: the signed-in respondent's own encoded value for a job. */
export const ownEncodedValue = (ctx: UseCaseContext, input: { jobId: number }) =>
  encodedValueFor(ctx, { jobId: input.jobId, respondentId: ctx.actor?.id ?? 0 });

/** The profile fields a survey may read (hidden questions, conditions, piping). */
export function profileOf(
  person: {
    firstName: string;
    lastName: string;
    gender: string | null;
    yearOfBirth: number | null;
    postcode: string | null;
    state: string | null;
    suburb: string | null;
    email: string | null;
    mobile: string | null;
  },
  now: Date,
): Profile {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    gender: person.gender,
    age: person.yearOfBirth ? now.getUTCFullYear() - person.yearOfBirth : null,
    postcode: person.postcode,
    state: person.state,
    suburb: person.suburb,
    email: person.email,
    mobile: person.mobile,
  };
}
