import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { Redirect, useLocation, useRouter } from "wouter";
import { FullPageSpinner } from "../components/ui/spinner";
import { navigate, SESSION_ENDED } from "../lib/navigation";
import { usePageTitle } from "../lib/server-config";
import { endSessionLocally, useSession } from "../lib/session";
import { checkRoute, type GuardResult } from "./guard";
import { loadSignedInFrame, pageFallback } from "./page-loading";
import { rolesOf, signedInRoutes } from "./routes/all-routes";
import { findRoute, type RouteMatch } from "./routes/find-route";

const SignedInFrame = lazy(() => loadSignedInFrame().then((m) => ({ default: m.SignedInFrame })));

/**
 * A path no public route answers: the signed-in route tables and the guard (loaded on demand with
 * this module) pick its route, else /404.
 */
export function GuardedRoute() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const match = useMemo(() => findRoute(parser, location, signedInRoutes), [parser, location]);
  if (!match) return <Redirect to="/404" replace />;
  return <GuardedPage match={match} />;
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
