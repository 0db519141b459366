import { ROUTES, type RoutePattern } from "../../src/app/routes/route-patterns";
import { focusedRecordId } from "../core/focused-record";
import type { CommandContext } from "../core/types";

/** The three editor screens: a job's survey, its screener and a session's screener. */
export const SURVEY_EDITORS: RoutePattern[] = [
  ROUTES.managesurvey,
  ROUTES.managesurveySurvey,
  ROUTES.managescreener,
  ROUTES.managescreenerSurvey,
  ROUTES.managesessionsurvey,
  ROUTES.managesessionsurveySurvey,
];

/** The survey editor in the focused tab: its path (the editor's key), job, survey and session. */
export interface FocusedEditor {
  path: string;
  jobId: number;
  /** Null until a new survey is first saved. */
  surveyId: number | null;
  sessionId: number | null;
}

export function focusedEditor(ctx: Pick<CommandContext, "focused">): FocusedEditor | null {
  const jobId = focusedRecordId(ctx, SURVEY_EDITORS, "jobid");
  if (!ctx.focused || !jobId) return null;
  return {
    path: ctx.focused.path,
    jobId,
    surveyId: focusedRecordId(ctx, SURVEY_EDITORS, "surveyid"),
    sessionId: focusedRecordId(ctx, SURVEY_EDITORS, "sessionid"),
  };
}

/** Saved survey ids only: copy, preview and delete need the survey on the server. */
export const needsSaved = (ctx: CommandContext): true | string =>
  focusedEditor(ctx)?.surveyId ? true : "Save the survey first.";
