import type { Actor } from "../auth/tokens";
import type { Deps } from "../context";
import type { CountryVariant } from "../contracts/validation";
import { configValue } from "../db/repo/config";
import { forbidden } from "../http/errors";

/**
 * Who is asking about a respondent record, as the route established it: a respondent (only
 * their own record; bank details of their own) or staff with RespondentAdmin (bank details only
 * with BankingAdmin). Services check ownership with `assertOwnRecord` before any read or write.
 */
export interface RespondentAccess {
  actor: Actor;
  staff: boolean;
  /** May read and change bank details (self, or staff with BNK). */
  bank: boolean;
}

export function assertOwnRecord(access: RespondentAccess, respondentId: number) {
  if (!access.staff && access.actor.id !== respondentId) {
    throw forbidden("You can only see and change your own details.");
  }
}

/** Product §7.1: "NZ" selects the New Zealand variants, anything else the default. */
export async function countryVariantOf(deps: Pick<Deps, "db">): Promise<CountryVariant> {
  const code = await configValue(deps.db, "getcountrycode");
  return code?.toUpperCase() === "NZ" ? "NZ" : "default";
}

export async function pointsAllowed(deps: Pick<Deps, "db">): Promise<boolean> {
  return (await configValue(deps.db, "IsPointsAllowed"))?.toLowerCase() === "true";
}
