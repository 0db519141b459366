import { AUTH_PATHS, apiPath } from "../../server/contracts/shell-paths";
import { allowsPrivateLists } from "../layouts/client-flags";
import type { AuthClaims } from "../lib/auth-token";
import { isBoolean } from "../lib/guards";
import { http } from "../lib/http";
import { loadConfigFlag } from "../lib/server-config";
import { rolesOf } from "./routes/all-routes";
import type { RouteDef } from "./routes/route-def";
import { href, ROUTES } from "./routes/route-patterns";

/** `sessionEnded`: the server no longer honours the cookie's session (sign-in must ask again). */
export type GuardResult = { allowed: true } | { allowed: false; redirect: string; sessionEnded?: true };

const quiet = { hideLoadingBar: true, authRedirect: false } as const;

/**
 * Product §6. Role guard: login-status must answer true and the cookie's role claim must be one
 * of the route's roles, else /signin. Permission guard: access-allowed/{securityData} must
 * succeed, else /accessdenied/{securityData}. A route behind a server flag that is off goes to
 * /accessdenied (product §2.10, My Points), and so does a client page the client record does not
 * allow (Private List, product §2.3).
 */
export async function checkRoute(route: RouteDef, session: AuthClaims | null): Promise<GuardResult> {
  if (!session || !rolesOf(route).includes(session.role)) return { allowed: false, redirect: "/signin" };
  const status = await http.get(apiPath(AUTH_PATHS.loginStatus), isBoolean, quiet);
  if (!status.succeeded || status.value !== true) {
    // Only an answer from the server ends the session; a request that failed (offline, timeout,
    // a 5xx) sends the user to sign-in, which returns them home while their cookie holds.
    const answered = status.status === 200 || status.status === 401 || status.status === 403;
    return answered
      ? { allowed: false, redirect: "/signin", sessionEnded: true }
      : { allowed: false, redirect: "/signin" };
  }
  if (route.right) {
    const access = await http.get(
      apiPath(AUTH_PATHS.accessAllowed, { securityData: route.right }),
      isBoolean,
      quiet,
    );
    if (access.status === 401) return { allowed: false, redirect: "/signin", sessionEnded: true };
    if (!access.succeeded || access.value === false) {
      return { allowed: false, redirect: href(ROUTES.accessdeniedRight, { securitydata: route.right }) };
    }
  }
  if (route.flag && !(await loadConfigFlag(route.flag))) return { allowed: false, redirect: "/accessdenied" };
  if (route.clientOption === "allowPrivateList" && !(await allowsPrivateLists(session.id)))
    return { allowed: false, redirect: "/accessdenied" };
  return { allowed: true };
}
