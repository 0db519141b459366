import { z } from "zod";
import type { Condition, QuotaCell, SurveyKind } from "../../../../server/contracts/surveys/logic";
import {
  libraryQuestionsAnswerSchema,
  staffAnswersAnswerSchema,
} from "../../../../server/contracts/surveys/staff";
import {
  questionRowsAnswerSchema,
  quotasAnswerSchema,
  type SurveyDetailAnswer,
  statsAnswerSchema,
  surveyDetailAnswerSchema,
} from "../../../../server/contracts/surveys/surveys";
import { http } from "../../../lib/http";
import type { SurveyDraft } from "../model/editor-model";

/** The survey calls of product §7.4 the staff screens make, answers parsed with the contracts. */

export const surveyKeys = {
  all: ["surveys"] as const,
  editor: (path: string) => ["surveys", "editor", path] as const,
  stats: (id: number) => ["surveys", "stats", id] as const,
  answers: (surveyId: number, respondentId: number, screener: boolean) =>
    ["surveys", "answers", surveyId, respondentId, screener] as const,
  templates: ["surveys", "templates"] as const,
};

const failed = (errors: readonly string[], what: string) =>
  new Error(errors.join(" ") || `Could not load ${what}.`);

/** What an editor tab edits: the saved survey (null before its first save) and its questions' row ids. */
export interface EditorSource {
  survey: SurveyDetailAnswer | null;
  draft: SurveyDraft;
  rowIds: Record<string, number>;
  /** Places taken per stored quota cell id. */
  filled: Record<number, number>;
}

const surveyListSchema = z.array(surveyDetailAnswerSchema);

/** GET /api/surveys/{jobId}: the job's survey of this kind (a session screener: of that session). */
export async function findSurvey(
  jobId: number,
  kind: SurveyKind,
  sessionId: number | null,
  signal?: AbortSignal,
) {
  const answer = await http.get(`/api/surveys/${jobId}`, surveyListSchema, { signal });
  if (!answer.succeeded) throw failed(answer.errors, "the job's surveys");
  return (
    answer.value.find(
      (s) => s.kind === kind && (kind !== "sessionScreener" || (s.jobGroupId ?? 0) === (sessionId ?? 0)),
    ) ?? null
  );
}

const toCell = (c: z.output<typeof quotasAnswerSchema>["quotas"][number]): QuotaCell => ({
  id: c.id,
  name: c.name,
  target: c.target,
  when: c.when as Condition,
});

/** The survey's details, questions (in order) and quota cells. */
export async function loadSurvey(id: number, signal?: AbortSignal): Promise<EditorSource> {
  const [detail, rows, quotas] = await Promise.all([
    http.get(`/api/survey-detail/${id}`, surveyDetailAnswerSchema, { signal }),
    http.get(`/api/survey-questions/${id}`, questionRowsAnswerSchema, { signal }),
    http.postJson("/api/survey/GetSurveyQuotas", { surveyId: id }, quotasAnswerSchema, { signal }),
  ]);
  if (!detail.succeeded) throw failed(detail.errors, "the survey");
  if (!rows.succeeded) throw failed(rows.errors, "the questions");
  if (!quotas.succeeded) throw failed(quotas.errors, "the quotas");
  const ordered = [...rows.value].sort((a, b) => a.position - b.position);
  const { title, introduction, thankYou, redirectUrl } = detail.value;
  return {
    survey: detail.value,
    draft: {
      details: { title, introduction, thankYou, redirectUrl },
      questions: ordered.map((r) => r.question),
      quotas: quotas.value.quotas.map(toCell),
    },
    rowIds: Object.fromEntries(ordered.map((r) => [r.question.id, r.questionId])),
    filled: Object.fromEntries(quotas.value.quotas.map((c) => [c.id, c.filled])),
  };
}

/**
 * Saves an editor's draft: the details (creating the survey on its first save), then the
 * questions, then the quota cells. Answers the first refusal's errors, or the saved survey.
 */
export async function saveSurvey(
  target: { id: number | null; jobId: number; kind: SurveyKind; sessionId: number | null },
  draft: SurveyDraft,
): Promise<{ errors: string[] } | { source: EditorSource }> {
  const detail = await http.postJson(
    "/api/survey-detail/update",
    {
      ...draft.details,
      id: target.id ?? 0,
      jobId: target.jobId,
      jobGroupId: target.sessionId ?? 0,
      kind: target.kind,
    },
    surveyDetailAnswerSchema,
  );
  if (!detail.succeeded) return { errors: detail.errors };
  const surveyId = detail.value.id;
  const questions = await http.postJson("/api/survey-questions/update", {
    surveyId,
    questions: draft.questions,
  });
  if (!questions.succeeded) return { errors: questions.errors };
  const quotas = await http.postJson("/api/survey/UpdateSurveyQuotas", {
    surveyId,
    quotas: draft.quotas.map((c) => ({ ...c, id: c.id > 0 ? c.id : 0 })),
  });
  if (!quotas.succeeded) return { errors: quotas.errors };
  return { source: await loadSurvey(surveyId) };
}

/** POST /api/survey-question/delete (questionId: the stored row id). */
export const deleteQuestionRow = (questionId: number) =>
  http.postJson("/api/survey-question/delete", { questionId });

/** POST /api/survey-option/delete. */
export const deleteOptionOf = (questionId: number, optionId: string) =>
  http.postJson("/api/survey-option/delete", { questionId, optionId });

/** GET /api/survey-stats/{id}: responses by status and counts per option. */
export async function loadStats(id: number, signal?: AbortSignal) {
  const answer = await http.get(`/api/survey-stats/${id}`, statsAnswerSchema, { signal });
  if (!answer.succeeded) throw failed(answer.errors, "the survey's counts");
  return answer.value;
}

/** POST survey-questions-answers (or Screener-questions-answers): one respondent's answers with the questions. */
export async function loadAnswers(
  surveyId: number,
  respondentId: number,
  screener: boolean,
  signal?: AbortSignal,
) {
  const path = screener ? "/api/Screener-questions-answers" : "/api/survey-questions-answers";
  const answer = await http.postJson(path, { surveyId, respondentId }, staffAnswersAnswerSchema, { signal });
  if (!answer.succeeded) throw failed(answer.errors, "the answers");
  return answer.value;
}

/** GET /api/survey-template-questions: the question library. */
export async function loadTemplates(signal?: AbortSignal) {
  const answer = await http.get("/api/survey-template-questions", libraryQuestionsAnswerSchema, { signal });
  if (!answer.succeeded) throw failed(answer.errors, "the question library");
  return answer.value;
}
