import { navigate as browserNavigate } from "wouter/use-browser-location";
import type { Role } from "../../server/contracts/rights-codes";

/** Navigation outside React components (http 401/403 handling, logout). */
export function navigate(to: string, options: { replace?: boolean } = {}) {
  if (window.location.pathname === to) return;
  browserNavigate(to, options);
}

/** Each role's home: staff /dashboard, client /clihome, respondent /reshome (product §2). */
export function roleHome(role: Role): string {
  if (role === "Staff") return "/dashboard";
  if (role === "Client") return "/clihome";
  return "/reshome";
}
