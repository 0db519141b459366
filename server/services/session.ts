import type { Actor } from "../auth/tokens";
import { signToken } from "../auth/tokens";
import type { Deps } from "../context";
import type { SignedIn } from "../contracts/auth";
import { type AccountRow, insertRevokedToken } from "../db/repo/accounts";

/** A signed-in session: the envelope value of user-login plus the expiry the cookies need. */
export interface Session {
  answer: SignedIn;
  exp: number;
}

export async function issueSession(deps: Pick<Deps, "env">, account: AccountRow): Promise<Session> {
  const { token, claims } = await signToken(
    deps.env.jwtSecret,
    { role: account.kind, id: account.subjectId, name: account.displayName, accountId: account.id },
    deps.env.tokenTtlSeconds,
  );
  return {
    answer: { token, role: account.kind, name: account.displayName, id: account.subjectId },
    exp: claims.exp,
  };
}

/** Refuses the token from now on, in this process at once and in others at their next refresh. */
export async function revokeToken(deps: Pick<Deps, "db" | "revocations">, jti: string, exp: number) {
  deps.revocations.add(jti, exp);
  await insertRevokedToken(deps.db, jti, new Date(exp * 1000));
}

export async function logout(deps: Pick<Deps, "db" | "revocations">, actor: Pick<Actor, "jti" | "exp">) {
  await revokeToken(deps, actor.jti, actor.exp);
}
