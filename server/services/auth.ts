import { verifyDecoy, verifyPassword } from "../auth/passwords";
import type { Deps } from "../context";
import type { LoginRequest } from "../contracts/auth";
import { loginExists as accountExists, findAccountByLogin, isSubjectActive } from "../db/repo/accounts";
import { insertLoginAudit, type LoginOutcome } from "../db/repo/audit";
import { issueSession, recordToken, type Session } from "./session";
import { createTicket } from "./two-factor";

/** The one message for every wrong user name or password: it never says which part was wrong. */
export const BAD_CREDENTIALS = "The user name or password is incorrect.";
export const INACTIVE_ACCOUNT = "This account is not active. Please contact us.";

export type SignInResult =
  | { kind: "signed-in"; session: Session }
  | { kind: "two-factor"; ticket: string; exp: number }
  | { kind: "failed"; message: string }
  | { kind: "blocked" };

type SignInDeps = Pick<Deps, "db" | "env" | "limits">;

/** Rate-limit keys: by the name as typed (so unknown names behave exactly like known ones) and by IP. */
export const accountKey = (username: string) => `login:${username.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `login-ip:${ip}`;

export async function signIn(deps: SignInDeps, input: LoginRequest, ip: string): Promise<SignInResult> {
  const key = accountKey(input.username);
  const audit = (accountId: number | null, outcome: LoginOutcome) =>
    insertLoginAudit(deps.db, { username: input.username, accountId, ip, outcome });

  const account = await findAccountByLogin(deps.db, input.username);
  // Checked before the password: while blocked even the right password is refused.
  if (deps.limits.loginAccount.isBlocked(key) || deps.limits.loginIp.isBlocked(ipKey(ip))) {
    await audit(account?.id ?? null, "locked");
    return { kind: "blocked" };
  }

  // Without a usable hash, verify a decoy so the answer takes as long as a real check.
  let passwordOk = false;
  if (account?.passwordHash) passwordOk = await verifyPassword(account.passwordHash, input.password);
  else await verifyDecoy(input.password);
  if (!account || !passwordOk) {
    deps.limits.loginAccount.hit(key);
    deps.limits.loginIp.hit(ipKey(ip));
    await audit(account?.id ?? null, "bad-credentials");
    return { kind: "failed", message: BAD_CREDENTIALS };
  }
  if (!(await isSubjectActive(deps.db, account))) {
    await audit(account.id, "inactive");
    return { kind: "failed", message: INACTIVE_ACCOUNT };
  }
  deps.limits.loginAccount.reset(key);
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

/** Whether an e-mail (or respondent mobile) is taken: only for callers allowed to know (decision 013). */
export const loginExists = (deps: Pick<Deps, "db">, username: string) => accountExists(deps.db, username);
