import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { callerOf, holds } from "../../auth/guard";
import type { Actor } from "../../auth/tokens";
import type { Deps, UseCaseContext } from "../../context";
import {
  type AccountRow,
  acceptTotpStep,
  enableTotp,
  findAccountById,
  findAccountByLogin,
  setPendingTotpSecret,
} from "../../db/repo/accounts";
import { insertLoginAudit } from "../../db/repo/audit";
import { configValue } from "../../db/repo/config";
import { forbidden } from "../../http/errors";
import { issueSession, revokeToken, type Session } from "./sign-in-tokens";

/** A sign-in ticket lives this long: enough to open an authenticator app, short enough to be useless later. */
export const TICKET_SECONDS = 300;
const TICKET_PURPOSE = "2fa-ticket";
export const BAD_PIN = "The PIN is not valid. Check your authenticator app and try again.";

/** The short-lived proof that the password step passed (an HS256 JWT with no role: never a session). */
export async function createTicket(secret: Uint8Array, accountId: number) {
  const exp = Math.floor(Date.now() / 1000) + TICKET_SECONDS;
  const jti = randomUUID();
  const ticket = await new SignJWT({ purpose: TICKET_PURPOSE, sub: String(accountId), jti })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setExpirationTime(exp)
    .sign(secret);
  return { ticket, exp, jti };
}

async function readTicket(secret: Uint8Array, ticket: string) {
  try {
    const { payload } = await jwtVerify(ticket, secret, { algorithms: ["HS256"] });
    if (payload.purpose !== TICKET_PURPOSE || typeof payload.jti !== "string" || !payload.exp) return null;
    return { accountId: Number(payload.sub), jti: payload.jti, exp: payload.exp };
  } catch {
    return null;
  }
}

const totpFor = (secret: string, label: string, issuer: string) =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });

/** The accepted time step for a PIN (±1 step of clock drift), or null. */
function pinStep(secret: string, pin: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = TOTP.validate({ token: pin, secret: Secret.fromBase32(secret), window: 1, timestamp });
  return delta === null ? null : TOTP.counter({ timestamp }) + delta;
}

/** The signed-in actor's own account, checked against the username and role the call names. */
async function ownAccount(deps: Pick<Deps, "db">, actor: Actor, username: string, role: string) {
  const account = await findAccountById(deps.db, actor.accountId);
  const matches =
    account &&
    account.kind === role &&
    (account.email?.toLowerCase() === username.trim().toLowerCase() || account.mobile === username.trim());
  if (!matches) throw forbidden("You can only change two-factor sign-in for your own account.");
  return account;
}

export async function generateSetup(ctx: UseCaseContext, input: { username: string; role: string }) {
  const { deps } = ctx;
  const actor = callerOf(ctx);
  const account = await ownAccount(deps, actor, input.username, input.role);
  const secret = new Secret({ size: 20 }).base32;
  await setPendingTotpSecret(deps.db, account.id, secret);
  const issuer = (await configValue(deps.db, "siteTitle")) ?? "Recruitment Workspace";
  const uri = totpFor(secret, account.email ?? account.mobile ?? input.username, issuer).toString();
  return { qrCodeImageUrl: await QRCode.toDataURL(uri), manualEntryKey: secret };
}

type PinDeps = Pick<Deps, "db" | "limits" | "now">;
type PinResult = { kind: "ok" } | { kind: "bad-pin" } | { kind: "blocked" };

/** Checks a PIN with per-account rate limiting and single use of each time step. */
async function checkPin(deps: PinDeps, account: AccountRow, secret: string, pin: string): Promise<PinResult> {
  const key = `2fa:${account.id}`;
  if (await deps.limits.twoFactor.isBlocked(key)) return { kind: "blocked" };
  const step = pinStep(secret, pin, deps.now());
  if (step === null || !(await acceptTotpStep(deps.db, account.id, step))) {
    await deps.limits.twoFactor.hit(key);
    return { kind: "bad-pin" };
  }
  await deps.limits.twoFactor.reset(key);
  return { kind: "ok" };
}

/** Signed in without a ticket: the first valid PIN confirms the pending secret and enables 2FA. */
export async function confirmSetup(
  ctx: UseCaseContext,
  input: { username: string; role: string; pin: string },
) {
  const { deps } = ctx;
  const actor = callerOf(ctx);
  const account = await ownAccount(deps, actor, input.username, input.role);
  if (!account.totpPendingSecret) return { kind: "bad-pin" } as const;
  const key = `2fa:${account.id}`;
  if (await deps.limits.twoFactor.isBlocked(key)) return { kind: "blocked" } as const;
  const step = pinStep(account.totpPendingSecret, input.pin, deps.now());
  if (step === null) {
    await deps.limits.twoFactor.hit(key);
    return { kind: "bad-pin" } as const;
  }
  await enableTotp(deps.db, account.id, account.totpPendingSecret, step);
  await deps.limits.twoFactor.reset(key);
  return { kind: "ok" } as const;
}

export type CompleteResult =
  | { kind: "signed-in"; session: Session }
  | { kind: "bad-pin" }
  | { kind: "blocked" };

/** With a ticket from user-login: the PIN completes the sign-in; the ticket then cannot be used again. */
export async function completeSignIn(
  ctx: UseCaseContext,
  { ticket, pin, ip, userAgent }: { ticket: string; pin: string; ip: string; userAgent?: string | undefined },
): Promise<CompleteResult> {
  const { deps } = ctx;
  const claims = await readTicket(deps.env.jwtSecret, ticket);
  const account =
    claims && !deps.revocations.has(claims.jti)
      ? await findAccountById(deps.db, claims.accountId)
      : undefined;
  if (!claims || !account?.totpEnabled || !account.totpSecret) return { kind: "bad-pin" };
  const audit = (outcome: "success" | "2fa-failed" | "locked") =>
    insertLoginAudit(deps.db, {
      username: account.email ?? account.mobile ?? "",
      accountId: account.id,
      ip,
      userAgent,
      outcome,
      at: deps.now(),
    });
  const result = await checkPin(deps, account, account.totpSecret, pin);
  if (result.kind !== "ok") {
    await audit(result.kind === "blocked" ? "locked" : "2fa-failed");
    return result;
  }
  await revokeToken(deps, claims.jti, claims.exp);
  await audit("success");
  return { kind: "signed-in", session: await issueSession(deps, account) };
}

/** Whether an account has two-factor sign-in on: for the user themself, or staff allowed to manage users. */
export async function twoFactorStatus(ctx: UseCaseContext, username: string) {
  const account = await findAccountByLogin(ctx.deps.db, username);
  const own = account !== undefined && account.id === callerOf(ctx).accountId;
  if (!own && !holds(ctx, "USR")) throw forbidden();
  return account?.totpEnabled ?? false;
}
