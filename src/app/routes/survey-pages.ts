import { lazy } from "react";
import type { LazyPage } from "./staff-route-def";

/** The survey journey's pages, each its own chunk (a landing page never downloads the renderer). */
export const SURVEY_PAGES = {
  survey: lazy(() => import("../../features/survey-runner/views/survey-page")),
  landing: lazy(() => import("../../features/survey-runner/views/survey-landing-page")),
  welcome: lazy(() => import("../../features/survey-runner/views/survey-welcome-page")),
  thankYou: lazy(() => import("../../features/survey-runner/views/survey-thank-you-page")),
  revert: lazy(() => import("../../features/survey-runner/views/survey-revert-page")),
  redirect: lazy(() => import("../../features/survey-runner/views/survey-redirect-page")),
  confirm: lazy(() => import("../../features/confirm-attendance/views/confirm-attendance-page")),
} satisfies Record<string, LazyPage>;
