import type { Role } from "../../../../server/contracts/rights-codes";
import { roleHome } from "../../../lib/navigation";

/** Where a user goes after sign-in: the role's home, or the survey the sign-in link named. */
export function landingPath(role: Role, jobId?: string): string {
  if (jobId) return `/survey-redirect/${encodeURIComponent(jobId)}`;
  return roleHome(role);
}

/** The roles the reset pages accept in the path, case-insensitively. */
export function parseRole(value: string | undefined): Role | null {
  const v = value?.toLowerCase();
  if (v === "staff") return "Staff";
  if (v === "client") return "Client";
  if (v === "respondent") return "Respondent";
  return null;
}
