import type { SurveyKind } from "../../../../server/contracts/surveys/logic";

/** Product §8: the question asked before an editor with unsaved changes closes. */
export const SURVEY_NOT_SAVED = "Survey is not saved. You won't be able to revert this!";

/** The editor route of a saved survey of each kind. */
export function surveyPath(
  kind: SurveyKind,
  jobId: number,
  surveyId: number,
  sessionId: number | null,
): string {
  if (kind === "screener") return `/managescreener/${jobId}/${surveyId}`;
  if (kind === "sessionScreener") return `/managesessionsurvey/${jobId}/${surveyId}/${sessionId ?? 0}`;
  return `/managesurvey/${jobId}/${surveyId}`;
}
