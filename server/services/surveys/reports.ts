import { visibleJob } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { RESPONSE_STATUS, type ResponseStatus } from "../../contracts/surveys/constants";
import { cellsOf, type QuotaCell } from "../../contracts/surveys/logic";
import { quotaIssues } from "../../contracts/surveys/model";
import { TEXT_ANSWERS_SHOWN } from "../../contracts/surveys/surveys";
import { sessionOf } from "../../db/repo/survey-invitations";
import {
  answeredCounts,
  deleteResponse,
  findResponse,
  findResponseById,
  gridCounts,
  latestTexts,
  numberStats,
  optionCounts,
  quotaCellsOf,
  releaseQuotaPlace,
  replaceQuotaCells,
  responsesOf,
  statusCounts,
} from "../../db/repo/survey-responses";
import {
  jobsWithSurveyQuestions,
  libraryCategories,
  libraryQuestions,
  linkSubjects,
  questionsOf,
  questionsOfSurveys,
  screenerOf,
  surveyOfJob,
  surveysOfJob,
} from "../../db/repo/surveys";
import { notFound } from "../../http/errors";
import { type Outcome, refusal, success } from "../outcome";
import { profileOf } from "./access";
import { surveyDetail, surveyFor } from "./editor";

/** Staff reads of a survey's answers, counts, quotas and screener ids (decisions 151, 153). */

const responseAnswer = (r: Awaited<ReturnType<typeof responsesOf>>[number]) => ({
  said: r.response.id,
  respondentId: r.response.respondentId,
  respondentName: r.respondentName,
  email: r.email,
  mobile: r.mobile,
  status: r.response.status as ResponseStatus,
  terminateReason: r.response.terminateReason,
  startedAt: r.response.startedAt.toISOString(),
  finishedAt: r.response.finishedAt?.toISOString() ?? null,
});

/** survey-events/{id}: who started, finished, terminated or was over quota. */
export async function surveyEvents(ctx: UseCaseContext, id: number) {
  await surveyFor(ctx, id);
  return (await responsesOf(ctx.deps.db, id)).map(responseAnswer);
}

/** survey-questions-all-answers/{id}: every response with its answers (exports, summaries). */
export async function allAnswers(ctx: UseCaseContext, id: number) {
  await surveyFor(ctx, id);
  const questions = (await questionsOf(ctx.deps.db, id)).map((r) => r.definition);
  const responses = (await responsesOf(ctx.deps.db, id)).map((r) => ({
    ...responseAnswer(r),
    answers: r.response.answers,
  }));
  return { questions, responses };
}

/** survey-stats/{id}: responses per status and, per question, how many chose each option. */
export async function surveyStats(ctx: UseCaseContext, id: number) {
  await surveyFor(ctx, id);
  const { db } = ctx.deps;
  const [statuses, counts, rows] = [
    await statusCounts(db, id),
    await optionCounts(db, id),
    await questionsOf(db, id),
  ];
  const countOf = (code: string, choice: string) =>
    counts.find((c) => c.code === code && c.choice === choice)?.count ?? 0;
  const codes = (kind: string) => rows.filter((r) => r.definition.kind === kind).map((r) => r.definition.id);
  const [answered, numbers, texts, grid] = [
    await answeredCounts(db, id),
    await numberStats(db, id, codes("number")),
    await latestTexts(db, id, codes("text"), TEXT_ANSWERS_SHOWN),
    await gridCounts(db, id),
  ];
  return {
    surveyId: id,
    total: statuses.reduce((n, s) => n + s.count, 0),
    byStatus: Object.fromEntries(statuses.map((s) => [s.status, s.count])),
    questions: rows.map(({ definition: q }) => {
      const choices = "options" in q ? q.options : q.kind === "grid" ? q.columns : [];
      const stats = numbers.find((n) => n.code === q.id);
      return {
        questionId: q.id,
        text: q.text,
        kind: q.kind,
        answered: Number(answered.find((a) => a.code === q.id)?.count ?? 0),
        options: choices.map((o) => ({ id: o.id, label: o.label, count: Number(countOf(q.id, o.id)) })),
        ...(q.kind === "number"
          ? {
              numbers: stats
                ? {
                    count: Number(stats.count),
                    average: Number(stats.average),
                    minimum: Number(stats.minimum),
                    maximum: Number(stats.maximum),
                  }
                : null,
            }
          : {}),
        ...(q.kind === "text" ? { texts: texts.filter((t) => t.code === q.id).map((t) => t.text) } : {}),
        ...(q.kind === "grid"
          ? {
              rows: q.rows.map((r) => ({
                id: r.id,
                label: r.label,
                counts: q.columns.map((c) => ({
                  id: c.id,
                  count: Number(
                    grid.find((g) => g.code === q.id && g.row === r.id && g.choice === c.id)?.count ?? 0,
                  ),
                })),
              })),
            }
          : {}),
      };
    }),
  };
}

/** survey-questions-answers / Screener-questions-answers: one respondent's answers for staff. */
export async function respondentAnswers(
  ctx: UseCaseContext,
  input: { surveyId: number; respondentId: number },
  screenerOnly = false,
) {
  const survey = await surveyFor(ctx, input.surveyId);
  if (screenerOnly && survey.kind === "survey") throw notFound("Screener not found.");
  const { db } = ctx.deps;
  const { person } = await linkSubjects(db, input.respondentId, survey.jobId);
  if (!person) throw notFound("Respondent not found.");
  const response = await findResponse(db, input.surveyId, input.respondentId);
  return {
    details: await surveyDetail(ctx, input.surveyId),
    questions: (await questionsOf(db, input.surveyId)).map((r) => r.definition),
    respondentName: `${person.firstName} ${person.lastName}`,
    profile: profileOf(person, ctx.deps.now()),
    response: response
      ? {
          said: response.id,
          status: response.status as ResponseStatus,
          answers: response.answers,
          terminateReason: response.terminateReason,
          finishedAt: response.finishedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** survey/deleteSurveyAnswerById: deletes one response; a completed one gives its quota places back. */
export async function deleteAnswer(
  ctx: UseCaseContext,
  input: { said: number; isScreen: boolean },
): Promise<Outcome<true>> {
  const { db } = ctx.deps;
  const row = await findResponseById(db, input.said);
  if (!row) throw notFound("Answer not found.");
  const survey = await surveyFor(ctx, row.surveyId);
  if (input.isScreen && survey.kind === "survey") return refusal("These answers are not a screener's.");
  await db.transaction(async (tx) => {
    if (row.status === RESPONSE_STATUS.Completed)
      for (const id of row.quotaCellIds) await releaseQuotaPlace(tx, id);
    await deleteResponse(tx, row.id);
  });
  return success(true);
}

const cellAnswer = (c: Awaited<ReturnType<typeof quotaCellsOf>>[number]) => ({
  id: c.id,
  name: c.name,
  target: c.target,
  filled: c.filled,
  when: c.condition,
});

/** GetSurveyQuotas: the cells; with respondentId, also the cells that respondent's answers fall in. */
export async function surveyQuotas(ctx: UseCaseContext, input: { surveyId: number; respondentId?: number }) {
  const survey = await surveyFor(ctx, input.surveyId);
  const { db } = ctx.deps;
  const cells = await quotaCellsOf(db, input.surveyId);
  const answer = { surveyId: input.surveyId, quotas: cells.map(cellAnswer) };
  if (!input.respondentId) return answer;
  const response = await findResponse(db, input.surveyId, input.respondentId);
  const { person } = await linkSubjects(db, input.respondentId, survey.jobId);
  if (!person) throw notFound("Respondent not found.");
  const mine = cellsOf(
    cells.map((c) => ({ ...c, when: c.condition })),
    response?.answers ?? {},
    profileOf(person, ctx.deps.now()),
  );
  return { ...answer, respondentCells: mine.map((c) => c.id) };
}

/** UpdateSurveyQuotas: replaces the cells (kept cells keep their count); conditions must name the survey's questions. */
export async function updateSurveyQuotas(
  ctx: UseCaseContext,
  input: { surveyId: number; quotas: QuotaCell[] },
) {
  await surveyFor(ctx, input.surveyId);
  const questions = (await questionsOf(ctx.deps.db, input.surveyId)).map((r) => r.definition);
  const problems = quotaIssues(input.quotas, questions).map(
    (p) => `quotas.${p.path.join(".")}: ${p.message}`,
  );
  if (problems.length) return refusal(...problems);
  await ctx.deps.db.transaction((tx) => replaceQuotaCells(tx, input.surveyId, input.quotas));
  return success(await surveyQuotas(ctx, { surveyId: input.surveyId }));
}

/** GetScreenerId: the session's screener, else the job's; 0 when none. */
export async function screenerId(ctx: UseCaseContext, input: { jobId: number; jobGroupId: number }) {
  await visibleJob(ctx, input.jobId);
  if (input.jobGroupId) {
    const session = await sessionOf(ctx.deps.db, input.jobGroupId);
    if (!session || session.jobId !== input.jobId) throw notFound("Session not found.");
  }
  return (await screenerOf(ctx.deps.db, input.jobId, input.jobGroupId))?.id ?? 0;
}

/** GetSurveyIdScreenerId: the job's survey id and the screener id (0 when none). */
export async function surveyIdScreenerId(ctx: UseCaseContext, input: { jobId: number; jobGroupId: number }) {
  const screener = await screenerId(ctx, input);
  return { surveyId: (await surveyOfJob(ctx.deps.db, input.jobId))?.id ?? 0, screenerId: screener };
}

/** job-survey-questions/{jobId}: the questions of every survey of the job (query filters). */
export async function jobSurveyQuestions(ctx: UseCaseContext, jobId: number, jobGroupId = 0) {
  await visibleJob(ctx, jobId);
  const list = (await surveysOfJob(ctx.deps.db, jobId)).filter(
    (s) => !jobGroupId || s.survey.jobGroupId === jobGroupId || s.survey.jobGroupId === null,
  );
  const rows = await questionsOfSurveys(
    ctx.deps.db,
    list.map((s) => s.survey.id),
  );
  return rows.map((r) => {
    const s = list.find((x) => x.survey.id === r.surveyId)?.survey;
    return {
      surveyId: r.surveyId,
      surveyTitle: s?.title ?? "",
      surveyKind: s?.kind ?? "",
      questionId: r.id,
      question: r.definition,
    };
  });
}

/** job-survey-questions-jobschedules/{id}: the same for a session (its screener and the job's surveys). */
export async function sessionSurveyQuestions(ctx: UseCaseContext, jobGroupId: number) {
  const session = await sessionOf(ctx.deps.db, jobGroupId);
  if (!session) throw notFound("Session not found.");
  return jobSurveyQuestions(ctx, session.jobId, jobGroupId);
}

export async function surveySources(ctx: UseCaseContext, jobId: number) {
  await visibleJob(ctx, jobId);
  return jobsWithSurveyQuestions(ctx.deps.db, jobId);
}

export const templateQuestions = (ctx: UseCaseContext) => libraryQuestions(ctx.deps.db);
export const questionCategories = (ctx: UseCaseContext) => libraryCategories(ctx.deps.db);

/** job-survey-stats/{id}: per survey of job {id}, its responses by status. */
export async function jobSurveyStats(ctx: UseCaseContext, jobId: number) {
  await visibleJob(ctx, jobId);
  const list = await surveysOfJob(ctx.deps.db, jobId);
  const out = [];
  for (const { survey } of list) {
    const statuses = await statusCounts(ctx.deps.db, survey.id);
    out.push({
      surveyId: survey.id,
      title: survey.title,
      kind: survey.kind,
      total: statuses.reduce((n, x) => n + x.count, 0),
      byStatus: Object.fromEntries(statuses.map((x) => [x.status, x.count])),
    });
  }
  return out;
}
