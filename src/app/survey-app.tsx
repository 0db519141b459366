import { Suspense, useEffect, useMemo } from "react";
import { matchRoute, useLocation, useRouter } from "wouter";
import { Spinner } from "../components/ui/spinner";
import { PublicLayout } from "../layouts/public-layout";
import { usePageTitle } from "../lib/server-config";
import { surveyRouteRows } from "./routes/survey";
import { SURVEY_PAGES } from "./routes/survey-pages";

const surveyRoutes = surveyRouteRows((name) => SURVEY_PAGES[name]);

/**
 * The survey pages' own app (decision 157): only the survey routes, so a respondent on a phone
 * downloads React, the public layout and one survey page. A path that is not a survey page
 * (sign-in, the site root after a decline) loads the full app with a real page load.
 */
export function SurveyApp() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const match = useMemo(() => {
    for (const route of surveyRoutes) {
      const [ok, params] = matchRoute(parser, route.path, location);
      if (ok) return { route, params: (params ?? {}) as Record<string, string | undefined> };
    }
    return null;
  }, [parser, location]);
  usePageTitle(match?.route.title);
  useEffect(() => {
    if (!match) window.location.replace(location + window.location.search);
  }, [match, location]);
  if (!match) return null;
  const Page = match.route.component;
  return (
    <PublicLayout loginLink={match.route.loginLink ?? false}>
      <Suspense
        fallback={
          <div className="page-loading">
            <Spinner />
          </div>
        }
      >
        <Page params={match.params} />
      </Suspense>
    </PublicLayout>
  );
}
