import type { Context } from "hono";
import { hasRight, requireActor, requireRight } from "../auth/guard";
import type { AppEnv } from "../context";
import { RIGHTS } from "../contracts/rights";
import type { RespondentAccess } from "../services/respondent-access";

/**
 * The caller of a respondent-record call: a respondent (their own record; the service checks the
 * id) or staff with RespondentAdmin; bank details need BankingAdmin for staff. Clients get 403.
 */
export async function respondentAccess(c: Context<AppEnv>): Promise<RespondentAccess> {
  const actor = requireActor(c, "Staff", "Respondent");
  if (actor.role === "Respondent") return { actor, staff: false, bank: true };
  await requireRight(c, RIGHTS.RespondentAdmin);
  return { actor, staff: true, bank: await hasRight(c, RIGHTS.BankingAdmin) };
}

/** Staff-only respondent administration (RES, plus any further rights given). */
export async function staffRespondentAccess(
  c: Context<AppEnv>,
  ...extra: (typeof RIGHTS)[keyof typeof RIGHTS][]
): Promise<RespondentAccess> {
  const actor = await requireRight(c, RIGHTS.RespondentAdmin, ...extra);
  return { actor, staff: true, bank: await hasRight(c, RIGHTS.BankingAdmin) };
}
