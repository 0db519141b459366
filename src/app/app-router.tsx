import { lazy, Suspense, useMemo } from "react";
import { useLocation, useRouter } from "wouter";
import { FullPageSpinner } from "../components/ui/spinner";
import { PublicLayout } from "../layouts/public-layout";
import { usePageTitle } from "../lib/server-config";
import { sessionSnapshot } from "../lib/session";
import { loadSignedInFrame, pageFallback } from "./page-loading";
import { findRoute, type RouteMatch } from "./routes/find-route";
import { publicRoutes } from "./routes/public";

// The signed-in part loads on demand so the public pages' first download stays small: the route
// tables and guard (guarded-route), then the frame. A visitor with a session asks for both at
// once; one without never downloads the frame.
const GuardedRoute = lazy(() => {
  if (sessionSnapshot()) void loadSignedInFrame();
  return import("./guarded-route").then((m) => ({ default: m.GuardedRoute }));
});

/** Picks the route for the current path (unknown paths → /404) and renders it in its layout. */
export function AppRouter() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const match = useMemo(() => findRoute(parser, location, publicRoutes), [parser, location]);
  if (match) return <PublicPage match={match} />;
  return (
    <Suspense fallback={<FullPageSpinner active />}>
      <GuardedRoute />
    </Suspense>
  );
}

function PublicPage({ match }: { match: RouteMatch }) {
  const { route, params } = match;
  usePageTitle(route.title);
  const Page = route.component;
  return (
    <PublicLayout loginLink={route.loginLink ?? false}>
      <Suspense fallback={pageFallback}>
        <Page params={params} />
      </Suspense>
    </PublicLayout>
  );
}
