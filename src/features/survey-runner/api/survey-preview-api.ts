import { useQuery } from "@tanstack/react-query";
import {
  questionRowsAnswerSchema,
  surveyDetailAnswerSchema,
} from "../../../../server/contracts/surveys/surveys";
import { http } from "../../../lib/http";

const failed = (errors: string[], what: string) => new Error(errors.join(" ") || `Could not load ${what}.`);

/**
 * The staff preview's reads: GET /api/survey-detail/{id} and GET /api/survey-questions/{surveyId}
 * (zod contracts: the preview is a staff tab, not a public page).
 */
export function useSurveyPreview(surveyId: number) {
  return useQuery({
    queryKey: ["survey-preview", surveyId],
    queryFn: async ({ signal }) => {
      const [detail, rows] = await Promise.all([
        http.get(`/api/survey-detail/${surveyId}`, surveyDetailAnswerSchema, { signal }),
        http.get(`/api/survey-questions/${surveyId}`, questionRowsAnswerSchema, { signal }),
      ]);
      if (!detail.succeeded) throw failed(detail.errors, "the survey");
      if (!rows.succeeded) throw failed(rows.errors, "the questions");
      const questions = [...rows.value].sort((a, b) => a.position - b.position).map((r) => r.question);
      return { detail: detail.value, questions };
    },
    enabled: surveyId > 0,
    // A preview shows what is saved now: reopening the tab reads again.
    staleTime: 0,
  });
}
