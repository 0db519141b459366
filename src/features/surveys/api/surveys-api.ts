import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { SurveyKind } from "../../../../server/contracts/surveys/logic";
import { surveyDetailAnswerSchema } from "../../../../server/contracts/surveys/surveys";
import { http } from "../../../lib/http";
import { queryClient } from "../../../lib/query-client";
import { plainText } from "../model/question-summary";
import { editorStore } from "../state/editor-store";
import {
  type EditorSource,
  findSurvey,
  loadAnswers,
  loadStats,
  loadSurvey,
  loadTemplates,
  surveyKeys,
} from "./survey-calls";

/**
 * The surveys area module (ctx.areas.surveys()): the calls commands make, the editor actions
 * they run on the focused tab's draft, and the screens' query hooks.
 */
export { editor } from "./editor-actions";
export { surveyKeys };

/** An editor tab's survey: the one in the path, else the job's survey of this kind, else a new one. */
export function useEditorSource(
  path: string,
  target: { kind: SurveyKind; jobId: number; surveyId: number | null; sessionId: number | null },
) {
  return useQuery({
    queryKey: surveyKeys.editor(path),
    queryFn: async ({ signal }): Promise<EditorSource> => {
      const id =
        target.surveyId ?? (await findSurvey(target.jobId, target.kind, target.sessionId, signal))?.id;
      if (id) return loadSurvey(id, signal);
      return {
        survey: null,
        draft: {
          details: { title: "", introduction: "", thankYou: "", redirectUrl: null },
          questions: [],
          quotas: [],
        },
        rowIds: {},
        filled: {},
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSurveyStats(surveyId: number) {
  return useQuery({
    queryKey: surveyKeys.stats(surveyId),
    queryFn: ({ signal }) => loadStats(surveyId, signal),
    enabled: surveyId > 0,
  });
}

export function useRespondentAnswers(surveyId: number, respondentId: number, screener = false) {
  return useQuery({
    queryKey: surveyKeys.answers(surveyId, respondentId, screener),
    queryFn: ({ signal }) => loadAnswers(surveyId, respondentId, screener, signal),
    enabled: surveyId > 0 && respondentId > 0,
  });
}

/** The library's templates as the insert command's picker lists them. */
export async function templateQuestions() {
  const list = await queryClient.fetchQuery({
    queryKey: surveyKeys.templates,
    queryFn: ({ signal }) => loadTemplates(signal),
  });
  return list.map((t) => ({
    id: t.id,
    title: plainText(t.question.text) || t.question.id,
    category: t.category ?? "",
  }));
}

const surveyAndScreenerSchema = z.object({ surveyId: z.number().int(), screenerId: z.number().int() });

/** POST GetSurveyIdScreenerId: the job's survey id and the session's (or job's) screener id, 0 when none. */
export const surveyAndScreenerIds = (jobId: number, jobGroupId: number) =>
  http.postForm(
    "/api/GetSurveyIdScreenerId",
    { jobId: String(jobId), jobGroupId: String(jobGroupId) },
    surveyAndScreenerSchema,
  );

/** GET /api/copy-survey-to-screener/{id}: answers the new screener. */
export const copyToScreener = (surveyId: number) =>
  http.get(`/api/copy-survey-to-screener/${surveyId}`, surveyDetailAnswerSchema);

/** POST /api/copy-survey-to-session-screener/: answers the new session screener. */
export const copyToSessionScreener = (surveyId: number, sessionId: number) =>
  http.postJson("/api/copy-survey-to-session-screener/", { surveyId, sessionId }, surveyDetailAnswerSchema);

/** GET /api/survey/delete/{id} (the delete flow closes the editor tab, dropping its draft). */
export async function deleteSurvey(surveyId: number, _jobId: number) {
  const answer = await http.get(`/api/survey/delete/${surveyId}`);
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: surveyKeys.all });
  return answer;
}

/** POST survey-template-questions/update: a copy of the tab's focused question into the library. */
export async function saveFocusedToLibrary(path: string, category: string) {
  const e = editorStore.get(path);
  const question = e?.state.draft.questions[e.state.focus.question];
  if (!question) return null;
  const answer = await http.postJson("/api/survey-template-questions/update", { id: 0, category, question });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: surveyKeys.templates });
  return answer;
}

/** POST survey-template-questions/delete. */
export async function deleteTemplate(id: number) {
  const answer = await http.postJson("/api/survey-template-questions/delete", { id });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: surveyKeys.templates });
  return answer;
}
