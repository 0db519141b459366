import { lazy, useEffect } from "react";
import type { LazyPage } from "./staff-route-def";
import type { SurveyPageName } from "./survey";

/**
 * A survey path reached inside the main app (sign-in forwarding to survey-redirect): load it
 * afresh, so the server answers with the survey pages' own entry (decision 157). The history
 * entry remembers the try (it survives the reload), so a build without survey.html shows nothing
 * rather than reloading for ever.
 */
function SurveyHandOff() {
  useEffect(() => {
    if (window.history.state?.surveyHandOff) return;
    window.history.replaceState({ surveyHandOff: true }, "");
    window.location.reload();
  }, []);
  return null;
}

/**
 * The main app's component for a survey page. The Vite dev server answers index.html for every
 * path, so in development the main app renders the pages itself (one lazy chunk); in a build the
 * branch is dropped and the main app's first download carries none of the survey code.
 */
export const surveyPageInMainApp = (name: SurveyPageName): LazyPage =>
  import.meta.env.DEV
    ? lazy(() => import("./survey-pages").then((m) => ({ default: m.SURVEY_PAGES[name] })))
    : handOff;

const handOff: LazyPage = lazy(() => Promise.resolve({ default: SurveyHandOff }));
