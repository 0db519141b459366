import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { Redirect, useLocation, useRouter } from "wouter";
import { FullPageSpinner, Spinner } from "../components/ui/spinner";
import { PublicLayout } from "../layouts/public-layout";
import { navigate, SESSION_ENDED } from "../lib/navigation";
import { usePageTitle } from "../lib/server-config";
import { endSessionLocally, useSession } from "../lib/session";
import { checkRoute, type GuardResult } from "./guard";
import { findRoute, type RouteMatch, rolesOf } from "./routes/all-routes";

// The signed-in frames load on demand so the public pages' first download stays small.
const SignedInFrame = lazy(() => import("./signed-in-frame").then((m) => ({ default: m.SignedInFrame })));

const pageFallback = (
  <div className="page-loading">
    <Spinner />
  </div>
);

/** Picks the route for the current path (unknown paths → /404) and renders it in its layout. */
export function AppRouter() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const match = useMemo(() => findRoute(parser, location), [parser, location]);
  if (!match) return <Redirect to="/404" replace />;
  return match.route.audience === "public" ? <PublicPage match={match} /> : <GuardedPage match={match} />;
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

function GuardedPage({ match }: { match: RouteMatch }) {
  const { route, params } = match;
  const session = useSession();
  const [location] = useLocation();
  const key = `${location}|${session?.role ?? ""}|${session?.id ?? ""}`;
  const [checked, setChecked] = useState<{ key: string; result: GuardResult } | null>(null);
  usePageTitle(route.title);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key folds in the location and session the check reads
  useEffect(() => {
    let live = true;
    void checkRoute(route, session).then((result) => {
      if (!live) return;
      if (!result.allowed) {
        if (result.sessionEnded) endSessionLocally();
        navigate(result.redirect, {
          replace: true,
          ...(result.sessionEnded ? { state: SESSION_ENDED } : {}),
        });
      } else setChecked({ key, result });
    });
    return () => {
      live = false;
    };
  }, [key]);

  const role = session?.role;
  if (!role || !rolesOf(route).includes(role)) return <FullPageSpinner active />;
  const Page = route.component;
  const content =
    checked?.key === key ? (
      <Suspense fallback={pageFallback}>
        <Page params={params} />
      </Suspense>
    ) : (
      pageFallback
    );
  return (
    <Suspense fallback={<FullPageSpinner active />}>
      <SignedInFrame role={role}>{content}</SignedInFrame>
    </Suspense>
  );
}
