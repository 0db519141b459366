import { useQuery } from "@tanstack/react-query";
import * as calls from "../../../../server/contracts/surveys/calls";
import { readValue } from "../../../lib/read-query";

/**
 * The staff preview's read: the survey's details and questions (declared calls with zod: the
 * preview is a staff tab, not a public page).
 */
export function useSurveyPreview(surveyId: number) {
  return useQuery({
    queryKey: ["survey-preview", surveyId],
    queryFn: async ({ signal }) => {
      const [detail, rows] = await Promise.all([
        readValue(calls.surveyDetail, { id: surveyId }, { signal, what: "the survey" }),
        readValue(calls.surveyQuestions, { surveyId }, { signal, what: "the questions" }),
      ]);
      const questions = [...rows].sort((a, b) => a.position - b.position).map((r) => r.question);
      return { detail, questions };
    },
    enabled: surveyId > 0,
    // A preview shows what is saved now: reopening the tab reads again.
    staleTime: 0,
  });
}
