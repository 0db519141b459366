import type { SurveyKind } from "../../../../server/contracts/surveys/logic";
import { href, ROUTES } from "../../../app/routes/route-patterns";

/** Product §8: the question asked before an editor with unsaved changes closes. */
export const SURVEY_NOT_SAVED = "Survey is not saved. You won't be able to revert this!";

/** The editor route of a saved survey of each kind. */
export function surveyPath(
  kind: SurveyKind,
  jobId: number,
  surveyId: number,
  sessionId: number | null,
): string {
  if (kind === "screener") return href(ROUTES.managescreenerSurvey, { jobid: jobId, surveyid: surveyId });
  if (kind === "sessionScreener")
    return href(ROUTES.managesessionsurveySurvey, {
      jobid: jobId,
      surveyid: surveyId,
      sessionid: sessionId ?? 0,
    });
  return href(ROUTES.managesurveySurvey, { jobid: jobId, surveyid: surveyId });
}
