import { AUTH_PATHS, apiPath } from "../../server/contracts/shell-paths";
import { type AuthClaims, readAuthToken } from "./auth-token";
import { AUTH_COOKIE, cookies } from "./cookies";
import { http } from "./http";
import { navigate } from "./navigation";
import { plainStore } from "./plain-store";

/**
 * The signed-in user as the cookie says. The cookie changes outside React (sign-in answers,
 * logout), so callers that change it call `refreshSession()`.
 */
const session = plainStore<AuthClaims | null>(readAuthToken());
let currentKey = JSON.stringify(session.get());

export function refreshSession() {
  const next = readAuthToken();
  const key = JSON.stringify(next);
  if (key === currentKey) return;
  currentKey = key;
  session.set(next);
}

export function useSession(): AuthClaims | null {
  return session.use();
}

/**
 * The server ended the session (a 401, or login-status false): forget the readable cookie too, so
 * the sign-in page asks again instead of sending a signed-in user home (decision 118).
 */
export function endSessionLocally() {
  cookies.remove(AUTH_COOKIE);
  refreshSession();
}

export function sessionSnapshot(): AuthClaims | null {
  return session.get();
}

type BeforeLogout = () => Promise<void> | void;
const beforeLogout = new Set<BeforeLogout>();
const afterLogout = new Set<() => void>();

/** Clean-up after signing out (the signed-in frame clears the query cache). */
export function onLoggedOut(fn: () => void): () => void {
  afterLogout.add(fn);
  return () => afterLogout.delete(fn);
}

/** Work to finish before signing out (staff: stop the tracked job first, product §4 "Logout"). */
export function onBeforeLogout(fn: BeforeLogout): () => void {
  beforeLogout.add(fn);
  return () => beforeLogout.delete(fn);
}

/**
 * Product §4 "Logout", minus the external IP lookup: the server records the caller's IP from
 * the connection (decision 021), so `ipaddress` is sent empty.
 */
export async function logout() {
  for (const fn of beforeLogout) {
    try {
      await fn();
    } catch {
      // A failed "stop tracking" must not keep the user signed in.
    }
  }
  await http.postForm(apiPath(AUTH_PATHS.logout), { token: "", ipaddress: "" }, undefined, {
    authRedirect: false,
  });
  cookies.remove(AUTH_COOKIE);
  refreshSession();
  for (const fn of afterLogout) fn();
  navigate("/signin");
}
