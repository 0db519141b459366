import { callerOf } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { RIGHTS } from "../../contracts/rights-codes";
import type { Db } from "../../db/client";
import { activeHoldersOf } from "../../db/repo/admin/users";
import { type Outcome, refusal, success } from "../outcome";

/** Thrown inside the transaction to roll the change back; never leaves this module. */
class Refused extends Error {
  constructor(readonly sentence: string) {
    super(sentence);
  }
}

const ADMIN_RIGHT = RIGHTS.UserAdmin;

/**
 * Runs a change to users, roles or rights in a transaction and keeps it only when afterwards at
 * least one active user still holds UserAdmin (an administrator, decision 270) and the caller
 * still holds it themselves. Checking after the change covers every way of losing the right:
 * deactivation, a role taken away, a right taken from a role.
 */
export async function keepAdministrators(
  ctx: UseCaseContext,
  change: (tx: Db) => Promise<unknown>,
): Promise<Outcome<true>> {
  const me = callerOf(ctx).id;
  try {
    await ctx.deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await change(tx);
      const admins = await activeHoldersOf(tx, ADMIN_RIGHT);
      if (admins.length === 0)
        throw new Refused(
          "This would leave no active administrator: keep at least one user with User admin.",
        );
      if (!admins.includes(me)) throw new Refused("You cannot remove your own User admin right.");
    });
  } catch (error) {
    if (error instanceof Refused) return refusal(error.sentence);
    throw error;
  }
  return success(true);
}
