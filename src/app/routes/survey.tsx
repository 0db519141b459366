import { publicRoute as pub, type RouteDef } from "./route-def";
import { ROUTES } from "./route-patterns";

export type SurveyPageName =
  | "survey"
  | "landing"
  | "welcome"
  | "thankYou"
  | "revert"
  | "redirect"
  | "confirm";

/**
 * The public survey journey's routes (product §2.1, §2.10). The survey pages' own entry
 * (src/survey-main.tsx, decision 157) renders the pages; the main app's table hands these paths
 * over to that entry (the server serves survey.html for them).
 */
export const surveyRouteRows = (page: (name: SurveyPageName) => RouteDef["component"]): RouteDef[] => [
  pub(ROUTES.survey, "Survey", page("survey")),
  pub(ROUTES.surveythankyou, "Thank You", page("thankYou"), true),
  pub(ROUTES.surveyLanding, "Survey Invitation", page("landing")),
  pub(ROUTES.surveyWelcome, "Welcome", page("welcome")),
  pub(ROUTES.surveyRevertChanges, "Revert Changes", page("revert")),
  pub(ROUTES.surveyRedirect, "Survey", page("redirect")),
  // The confirm page (decision 176) rides in the same small entry: it is opened from e-mails too.
  pub(ROUTES.confirmAttendance, "Your booking", page("confirm")),
];
