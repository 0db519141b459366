import { useQuery } from "@tanstack/react-query";
import * as calls from "../../../../server/contracts/surveys/calls";
import type { SurveyKind } from "../../../../server/contracts/surveys/logic";
import { callApi } from "../../../lib/call-api";
import { queryClient } from "../../../lib/query-client";
import { plainText } from "../model/question-summary";
import { editorStore } from "../state/editor-store";
import { type EditorSource, findSurvey, loadSurvey, surveyKeys, templatesQuery } from "./survey-calls";

export { editor } from "./editor-actions";
/**
 * The surveys area module (ctx.areas.surveys()): the declared calls commands make, the editor
 * actions they run on the focused tab's draft, and the editor's composed read.
 */
export { calls, surveyKeys };

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

/** The library's templates as the insert and delete pickers list them. */
export async function templateQuestions() {
  const list = await queryClient.fetchQuery(templatesQuery());
  return list.map((t) => ({
    id: t.id,
    title: plainText(t.question.text) || t.question.id,
    category: t.category ?? "",
  }));
}

/** POST survey-template-questions/update: a copy of the tab's focused question into the library. */
export async function saveFocusedToLibrary(path: string, category: string) {
  const e = editorStore.get(path);
  const question = e?.state.draft.questions[e.state.focus.question];
  if (!question) return null;
  return callApi(
    calls.saveLibraryQuestion,
    { id: 0, category, question },
    { refresh: [surveyKeys.templates] },
  );
}
