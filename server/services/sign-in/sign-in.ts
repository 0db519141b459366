import { holds } from "../../auth/guard";
import { verifyDecoy, verifyPassword } from "../../auth/passwords";
import { verifyToken } from "../../auth/tokens";
import type { UseCaseContext } from "../../context";
import type { LoginRequest } from "../../contracts/auth";
import { DELETE_RIGHTS, type DeletableKind } from "../../contracts/delete-rights";
import type { RightCode } from "../../contracts/rights";
import { loginExists as accountExists, findAccountByLogin, isSubjectActive } from "../../db/repo/accounts";
import { insertLoginAudit, type LoginOutcome } from "../../db/repo/audit";
import { unauthorized } from "../../http/errors";
import { issueSession, logout, recordToken, type Session } from "./sign-in-tokens";
import { createTicket } from "./two-factor";

/** The one message for every wrong user name or password: it never says which part was wrong. */
const BAD_CREDENTIALS = "The user name or password is incorrect.";
const INACTIVE_ACCOUNT = "This account is not active. Please contact us.";

export type SignInResult =
  | { kind: "signed-in"; session: Session }
  | { kind: "two-factor"; ticket: string; exp: number }
  | { kind: "failed"; message: string }
  | { kind: "blocked" };

/** Rate-limit keys: by the name as typed (so unknown names behave exactly like known ones) and by IP. */
const accountKey = (username: string) => `login:${username.trim().toLowerCase()}`;
const ipKey = (ip: string) => `login-ip:${ip}`;

export async function signIn(
  ctx: UseCaseContext,
  input: LoginRequest & { ip: string; userAgent?: string | undefined },
): Promise<SignInResult> {
  const { deps } = ctx;
  const { ip, userAgent } = input;
  const key = accountKey(input.username);
  const audit = (accountId: number | null, outcome: LoginOutcome) =>
    insertLoginAudit(deps.db, {
      username: input.username,
      accountId,
      ip,
      userAgent,
      outcome,
      at: deps.now(),
    });

  const account = await findAccountByLogin(deps.db, input.username);
  // Checked before the password: while blocked even the right password is refused.
  if ((await deps.limits.loginAccount.isBlocked(key)) || (await deps.limits.loginIp.isBlocked(ipKey(ip)))) {
    await audit(account?.id ?? null, "locked");
    return { kind: "blocked" };
  }

  // Without a usable hash, verify a decoy so the answer takes as long as a real check.
  let passwordOk = false;
  if (account?.passwordHash) passwordOk = await verifyPassword(account.passwordHash, input.password);
  else await verifyDecoy(input.password);
  if (!account || !passwordOk) {
    await deps.limits.loginAccount.hit(key);
    await deps.limits.loginIp.hit(ipKey(ip));
    await audit(account?.id ?? null, "bad-credentials");
    return { kind: "failed", message: BAD_CREDENTIALS };
  }
  if (!(await isSubjectActive(deps.db, account))) {
    await audit(account.id, "inactive");
    return { kind: "failed", message: INACTIVE_ACCOUNT };
  }
  await deps.limits.loginAccount.reset(key);
  if (account.totpEnabled && account.totpSecret) {
    await audit(account.id, "2fa-required");
    const { ticket, exp, jti } = await createTicket(deps.env.jwtSecret, account.id);
    // Recorded like a session: a password reset also voids a half-finished two-factor sign-in.
    await recordToken(deps, jti, account.id, exp);
    return { kind: "two-factor", ticket, exp };
  }
  await audit(account.id, "success");
  return { kind: "signed-in", session: await issueSession(deps, account) };
}

/**
 * Whether an e-mail (or respondent mobile) is taken. Anonymous callers always get `true`
 * (decision 013): nobody can probe which e-mails exist. UserAdmin staff get the truth.
 */
export async function checkDuplicateUser(ctx: UseCaseContext, emailAddress: string): Promise<boolean> {
  if (!holds(ctx, "USR")) return true;
  return accountExists(ctx.deps.db, emailAddress);
}

/** access-allowed: does the caller hold the right (always false for clients and respondents)? */
export const accessAllowed = (ctx: UseCaseContext, code: RightCode) => holds(ctx, code);

/** delete-allowed: does the caller hold the right that deleting this kind of record needs? */
export const deleteAllowed = (ctx: UseCaseContext, kind: DeletableKind) => holds(ctx, DELETE_RIGHTS[kind]);

/** logout: revokes the caller's token, or the token sent in the body; 401 when there is none. */
export async function signOut(ctx: UseCaseContext, input: { token?: string | undefined }) {
  const { deps } = ctx;
  const actor = ctx.actor ?? (input.token ? await verifyToken(deps.env.jwtSecret, input.token) : null);
  if (!actor || deps.revocations.has(actor.jti)) throw unauthorized();
  await logout(deps, actor);
  return true;
}
