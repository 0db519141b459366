import { navigate as browserNavigate } from "wouter/use-browser-location";
import type { Role } from "../../server/contracts/rights-codes";

/** Navigation outside React components (http 401/403 handling, logout). */
export function navigate(to: string, options: { replace?: boolean; state?: unknown } = {}) {
  if (window.location.pathname === to) return;
  browserNavigate(to, options);
}

/** History state of the sign-in page reached because the server ended the session (401/403). */
export const SESSION_ENDED = { sessionEnded: true } as const;

/** True on a page the browser was sent to because the session ended. */
export const arrivedAfterSessionEnded = () =>
  (window.history.state as { sessionEnded?: unknown } | null)?.sessionEnded === true;

/** Each role's home: staff /dashboard, client /clihome, respondent /reshome (product §2). */
export function roleHome(role: Role): string {
  if (role === "Staff") return "/dashboard";
  if (role === "Client") return "/clihome";
  return "/reshome";
}
