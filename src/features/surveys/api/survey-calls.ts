import type { CallAnswer } from "../../../../server/contracts/call";
import * as calls from "../../../../server/contracts/surveys/calls";
import type { Condition, QuotaCell, SurveyKind } from "../../../../server/contracts/surveys/logic";
import type { SurveyDetailAnswer } from "../../../../server/contracts/surveys/surveys";
import { callApi } from "../../../lib/call-api";
import { readQuery, readValue } from "../../../lib/read-query";
import type { SurveyDraft } from "../model/editor-model";

/** The survey editor's reads and its three-step save (product §7.4), over the declared calls. */

export const surveyKeys = {
  all: ["surveys"] as const,
  editor: (path: string) => ["surveys", "editor", path] as const,
  stats: (id: number) => ["surveys", "stats", id] as const,
  answers: (surveyId: number, respondentId: number, screener: boolean) =>
    ["surveys", "answers", surveyId, respondentId, screener] as const,
  templates: ["surveys", "templates"] as const,
};

/** The question library as one cached read (the insert picker and the insert action share it). */
export const templatesQuery = () =>
  readQuery(surveyKeys.templates, calls.templateQuestions, {}, { what: "the question library" });

/** What an editor tab edits: the saved survey (null before its first save) and its questions' row ids. */
export interface EditorSource {
  survey: SurveyDetailAnswer | null;
  draft: SurveyDraft;
  rowIds: Record<string, number>;
  /** Places taken per stored quota cell id. */
  filled: Record<number, number>;
}

/** The job's survey of this kind (a session screener: of that session), or null. */
export async function findSurvey(
  jobId: number,
  kind: SurveyKind,
  sessionId: number | null,
  signal?: AbortSignal,
) {
  const list = await readValue(calls.jobSurveys, { jobId }, { signal, what: "the job's surveys" });
  return (
    list.find(
      (s) => s.kind === kind && (kind !== "sessionScreener" || (s.jobGroupId ?? 0) === (sessionId ?? 0)),
    ) ?? null
  );
}

type Rows = CallAnswer<typeof calls.surveyQuestions>;
type Quotas = CallAnswer<typeof calls.surveyQuotas>;

const toCell = (c: Quotas["quotas"][number]): QuotaCell => ({
  id: c.id,
  name: c.name,
  target: c.target,
  when: c.when as Condition,
});

/** The editor's source from the survey, its question rows and its quota cells as the server answers them. */
function sourceOf(survey: SurveyDetailAnswer, rows: Rows, quotas: Quotas): EditorSource {
  const ordered = [...rows].sort((a, b) => a.position - b.position);
  const { title, introduction, thankYou, redirectUrl } = survey;
  return {
    survey,
    draft: {
      details: { title, introduction, thankYou, redirectUrl },
      questions: ordered.map((r) => r.question),
      quotas: quotas.quotas.map(toCell),
    },
    rowIds: Object.fromEntries(ordered.map((r) => [r.question.id, r.questionId])),
    filled: Object.fromEntries(quotas.quotas.map((c) => [c.id, c.filled])),
  };
}

/** The survey's details, questions (in order) and quota cells. */
export async function loadSurvey(id: number, signal?: AbortSignal): Promise<EditorSource> {
  const [detail, rows, quotas] = await Promise.all([
    readValue(calls.surveyDetail, { id }, { signal, what: "the survey" }),
    readValue(calls.surveyQuestions, { surveyId: id }, { signal, what: "the questions" }),
    readValue(calls.surveyQuotas, { surveyId: id }, { signal, what: "the quotas" }),
  ]);
  return sourceOf(detail, rows, quotas);
}

/**
 * Saves an editor's draft: the details (creating the survey on its first save), then the
 * questions, then the quota cells. Answers the first refusal's errors, or the saved survey as the
 * three saves answered it (nothing is read again).
 */
export async function saveSurvey(
  target: { id: number | null; jobId: number; kind: SurveyKind; sessionId: number | null },
  draft: SurveyDraft,
): Promise<{ errors: string[] } | { source: EditorSource }> {
  const detail = await callApi(calls.saveSurveyDetail, {
    ...draft.details,
    id: target.id ?? 0,
    jobId: target.jobId,
    jobGroupId: target.sessionId ?? 0,
    kind: target.kind,
  });
  if (!detail.succeeded) return { errors: detail.errors };
  const surveyId = detail.value.id;
  const rows = await callApi(calls.saveSurveyQuestions, { surveyId, questions: draft.questions });
  if (!rows.succeeded) return { errors: rows.errors };
  const quotas = await callApi(calls.updateSurveyQuotas, {
    surveyId,
    quotas: draft.quotas.map((c) => ({ ...c, id: c.id > 0 ? c.id : 0 })),
  });
  if (!quotas.succeeded) return { errors: quotas.errors };
  // The details were answered before the questions were saved: their count is the rows'.
  const survey = { ...detail.value, questionCount: rows.value.length };
  return { source: sourceOf(survey, rows.value, quotas.value) };
}
