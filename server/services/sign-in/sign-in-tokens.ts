import type { Actor } from "../../auth/tokens";
import { signToken } from "../../auth/tokens";
import type { Deps } from "../../context";
import type { SignedIn } from "../../contracts/auth";
import { type AccountRow, insertRevokedToken } from "../../db/repo/accounts";
import { accountIdOfSubject, insertIssuedToken, revokeAccountTokens } from "../../db/repo/issued-tokens";

/** A signed-in session: the envelope value of user-login plus the expiry the cookies need. */
export interface Session {
  answer: SignedIn;
  exp: number;
}

/** Signs a session token and records its jti, so a new password can end it (decision 089). */
export async function issueSession(deps: Pick<Deps, "db" | "env">, account: AccountRow): Promise<Session> {
  const { token, claims } = await signToken(
    deps.env.jwtSecret,
    { role: account.kind, id: account.subjectId, name: account.displayName, accountId: account.id },
    deps.env.tokenTtlSeconds,
  );
  await recordToken(deps, claims.jti, account.id, claims.exp);
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

/** Remembers a token (session or two-factor ticket) under its account until it expires. */
export async function recordToken(deps: Pick<Deps, "db">, jti: string, accountId: number, exp: number) {
  await insertIssuedToken(deps.db, { jti, accountId, expiresAt: new Date(exp * 1000) });
}

/**
 * After a new password: every other live token of the account is refused, here at once and in
 * other processes at their next revocation refresh. `keepJti` spares the caller's own session.
 */
export async function endOtherSessions(
  deps: Pick<Deps, "db" | "revocations" | "now">,
  accountId: number,
  keepJti?: string,
): Promise<number> {
  const revoked = await revokeAccountTokens(deps.db, accountId, deps.now(), keepJti);
  for (const row of revoked) deps.revocations.add(row.jti, Math.floor(row.expiresAt.getTime() / 1000));
  return revoked.length;
}

/** Ends every session of the account a staff user, client contact or respondent signs in with. */
export async function endSubjectSessions(
  deps: Pick<Deps, "db" | "revocations" | "now">,
  kind: AccountRow["kind"],
  subjectId: number,
): Promise<number> {
  const accountId = await accountIdOfSubject(deps.db, kind, subjectId);
  return accountId === undefined ? 0 : endOtherSessions(deps, accountId);
}
