import { visibleJob } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import type { Question } from "../../contracts/surveys/logic";
import { questionListIssues } from "../../contracts/surveys/model";
import type { SurveyDetailAnswer, SurveyDetailSave } from "../../contracts/surveys/surveys";
import { sessionOf } from "../../db/repo/survey-invitations";
import {
  copySurvey,
  libraryCategoryId,
  libraryTable,
  questionsOf,
  questionsTable,
  replaceQuestions,
  type SurveyRow,
  setQuestionDefinition,
  surveysOfJob,
  surveysTable,
  surveyWithCounts,
  touchSurvey,
} from "../../db/repo/surveys";
import { notFound } from "../../http/errors";
import { type Outcome, refusal, success } from "../outcome";
import { sanitizeRichText } from "../rich-text";
import { actorName } from "../sessions/booking-batch";

/** The staff survey editor's calls (decisions 150, 151): details, questions, copies. */

export const SURVEY_SAVED = "Successfully Saved!";
export const SURVEY_DELETED = "Successfully Deleted!";

type WithCounts = { survey: SurveyRow; questionCount: number; responseCount: number };

function detailAnswer({ survey: s, questionCount, responseCount }: WithCounts): SurveyDetailAnswer {
  return {
    id: s.id,
    jobId: s.jobId,
    jobGroupId: s.jobGroupId,
    kind: s.kind as SurveyDetailAnswer["kind"],
    title: s.title,
    introduction: s.introduction,
    thankYou: s.thankYou,
    redirectUrl: s.redirectUrl,
    questionCount,
    responseCount,
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** A survey the caller may work on (404 when missing; the job's visibility rules apply). */
export async function surveyFor(ctx: UseCaseContext, id: number): Promise<SurveyRow> {
  const survey = await surveysTable.get(ctx.deps.db, id);
  if (!survey) throw notFound("Survey not found.");
  await visibleJob(ctx, survey.jobId);
  return survey;
}

export async function surveyDetail(ctx: UseCaseContext, id: number) {
  await surveyFor(ctx, id);
  const found = await surveyWithCounts(ctx.deps.db, id);
  if (!found) throw notFound("Survey not found.");
  return detailAnswer(found);
}

/** surveys/{jobId}: every survey and screener of the job. */
export async function jobSurveys(ctx: UseCaseContext, jobId: number) {
  await visibleJob(ctx, jobId);
  return (await surveysOfJob(ctx.deps.db, jobId)).map(detailAnswer);
}

/** survey/{jobId}: the job's survey (kind survey), null when it has none. */
export async function jobSurvey(ctx: UseCaseContext, jobId: number) {
  return (await jobSurveys(ctx, jobId)).find((s) => s.kind === "survey") ?? null;
}

/** Sanitises the rich text of questions (the question text; options and labels are plain text). */
async function cleanQuestions(questions: readonly Question[]): Promise<Question[]> {
  const out: Question[] = [];
  for (const q of questions) out.push({ ...q, text: await sanitizeRichText(q.text) });
  return out;
}

/** survey-detail/update: creates (id 0) or updates a survey's details. */
export async function saveSurveyDetail(
  ctx: UseCaseContext,
  input: SurveyDetailSave,
): Promise<Outcome<SurveyDetailAnswer>> {
  const { db } = ctx.deps;
  await visibleJob(ctx, input.jobId);
  const jobGroupId = input.jobGroupId || null;
  if (input.kind === "sessionScreener" && !jobGroupId)
    return refusal("Choose the session this screener is for.");
  if (jobGroupId) {
    const session = await sessionOf(db, jobGroupId);
    if (!session || session.jobId !== input.jobId) return refusal("The session does not belong to this job.");
  }
  const values = {
    jobId: input.jobId,
    jobGroupId: input.kind === "sessionScreener" ? jobGroupId : null,
    kind: input.kind,
    title: input.title,
    introduction: await sanitizeRichText(input.introduction),
    thankYou: await sanitizeRichText(input.thankYou),
    redirectUrl: input.redirectUrl,
    updatedAt: ctx.deps.now(),
    updatedBy: actorName(ctx),
  };
  let id = input.id ?? 0;
  if (id) {
    const existing = await surveyFor(ctx, id);
    if (existing.jobId !== input.jobId) return refusal("A survey cannot move to another job.");
    await surveysTable.update(db, id, values);
  } else id = (await surveysTable.insert(db, values)).id;
  return success(await surveyDetail(ctx, id));
}

export async function surveyQuestionRows(ctx: UseCaseContext, surveyId: number) {
  await surveyFor(ctx, surveyId);
  return (await questionsOf(ctx.deps.db, surveyId)).map((r) => ({
    questionId: r.id,
    position: r.position,
    question: r.definition,
  }));
}

/** survey-questions/update: the whole ordered list; rows keep their ids by question id. */
export async function saveSurveyQuestions(
  ctx: UseCaseContext,
  input: { surveyId: number; questions: Question[] },
) {
  await surveyFor(ctx, input.surveyId);
  const questions = await cleanQuestions(input.questions);
  await ctx.deps.db.transaction(async (tx) => {
    await replaceQuestions(tx, input.surveyId, questions);
    await touchSurvey(tx, input.surveyId, actorName(ctx), ctx.deps.now());
  });
  return success(await surveyQuestionRows(ctx, input.surveyId));
}

function listProblems(list: Question[]) {
  return questionListIssues(list).map((i) => i.message);
}

/** survey-question/delete: refused while another question's logic points at it. */
export async function deleteSurveyQuestion(ctx: UseCaseContext, questionId: number): Promise<Outcome<true>> {
  const row = await questionsTable.get(ctx.deps.db, questionId);
  if (!row) throw notFound("Question not found.");
  await surveyFor(ctx, row.surveyId);
  const rest = (await questionsOf(ctx.deps.db, row.surveyId))
    .filter((r) => r.id !== row.id)
    .map((r) => r.definition);
  const problems = listProblems(rest);
  if (problems.length)
    return refusal(`Question '${row.code}' is used by other questions' logic.`, ...problems);
  await questionsTable.remove(ctx.deps.db, [row.id]);
  await touchSurvey(ctx.deps.db, row.surveyId, actorName(ctx), ctx.deps.now());
  return success(true);
}

/** survey-option/delete: removes one option of a question (options are part of the question). */
export async function deleteSurveyOption(
  ctx: UseCaseContext,
  input: { questionId: number; optionId: string },
): Promise<Outcome<true>> {
  const row = await questionsTable.get(ctx.deps.db, input.questionId);
  if (!row) throw notFound("Question not found.");
  await surveyFor(ctx, row.surveyId);
  const q = row.definition;
  if (!("options" in q) || !q.options.some((o) => o.id === input.optionId))
    throw notFound("Option not found.");
  if (q.options.length === 1) return refusal("A question needs at least one option.");
  await setQuestionDefinition(ctx.deps.db, row.id, {
    ...q,
    options: q.options.filter((o) => o.id !== input.optionId),
  });
  await touchSurvey(ctx.deps.db, row.surveyId, actorName(ctx), ctx.deps.now());
  return success(true);
}

/** survey/delete/{id}: refused once respondents have answered it (their answers would go too). */
export async function deleteSurvey(ctx: UseCaseContext, id: number): Promise<Outcome<true>> {
  await surveyFor(ctx, id);
  const found = await surveyWithCounts(ctx.deps.db, id);
  if (found && found.responseCount > 0)
    return refusal("This survey has answers: delete the answers before deleting the survey.");
  await surveysTable.remove(ctx.deps.db, [id]);
  return success(true);
}

/** copy-survey-to-screener/{id}: the survey's questions and quota cells as the job's screener. */
export async function copyToScreener(ctx: UseCaseContext, id: number): Promise<Outcome<SurveyDetailAnswer>> {
  const from = await surveyFor(ctx, id);
  const copy = await ctx.deps.db.transaction((tx) =>
    copySurvey(tx, from, { kind: "screener", jobGroupId: null, title: `${from.title} (screener)` }),
  );
  return success(await surveyDetail(ctx, copy.id));
}

/** copy-survey-to-session-screener: the same for one session of the survey's job. */
export async function copyToSessionScreener(
  ctx: UseCaseContext,
  input: { surveyId: number; sessionId: number },
): Promise<Outcome<SurveyDetailAnswer>> {
  const from = await surveyFor(ctx, input.surveyId);
  const session = await sessionOf(ctx.deps.db, input.sessionId);
  if (!session) throw notFound("Session not found.");
  if (session.jobId !== from.jobId) return refusal("The session does not belong to this survey's job.");
  const copy = await ctx.deps.db.transaction((tx) =>
    copySurvey(tx, from, {
      kind: "sessionScreener",
      jobGroupId: session.id,
      title: `${from.title} (${session.name} screener)`,
    }),
  );
  return success(await surveyDetail(ctx, copy.id));
}

/** survey-template-questions/update: saves a library question (ManageSurveyLibraryQuestions). */
export async function saveLibraryQuestion(
  ctx: UseCaseContext,
  input: { id?: number | null; category: string; question: Question },
) {
  const { db } = ctx.deps;
  const [question] = await cleanQuestions([input.question]);
  const values = {
    categoryId: await libraryCategoryId(db, input.category),
    definition: question as Question,
    updatedAt: ctx.deps.now(),
  };
  if (input.id) {
    if (!(await libraryTable.update(db, input.id, values))) throw notFound("Library question not found.");
    return input.id;
  }
  return (await libraryTable.insert(db, values)).id;
}

export async function deleteLibraryQuestion(ctx: UseCaseContext, id: number): Promise<Outcome<true>> {
  if (!(await libraryTable.remove(ctx.deps.db, [id]))) throw notFound("Library question not found.");
  return success(true);
}
