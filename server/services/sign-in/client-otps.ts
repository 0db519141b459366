import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { assertSelfOrStaff } from "../../auth/guard";
import type { Deps, UseCaseContext } from "../../context";
import { OTP_RULES } from "../../contracts/client-contacts";
import { findAccountByLogin } from "../../db/repo/accounts";
import {
  clientAccountOf,
  consumeOtp,
  countAttempt,
  hasDownloadGrant,
  liveOtp,
  replaceOtp,
} from "../../db/repo/client-otps";
import { clientContactsTable } from "../../db/repo/clients";
import { tooManyRequests } from "../../http/errors";
import { queueMail } from "../../mail/outbox";
import { type Outcome, refusal, success } from "../outcome";
import { issueSession, type Session } from "./sign-in-tokens";

type Purpose = "login" | "download";
type OtpDeps = Pick<Deps, "db" | "env" | "notifyOutbox" | "now">;

const OTP_MESSAGES = {
  sent: "If the contact has an e-mail address, a 6-digit code has been sent to it.",
  invalid: "The code is not correct.",
  expired: "The code has expired or was already used. Ask for a new one.",
  tooMany: "Too many wrong codes. Ask for a new one.",
  noLogin: "This contact has no client portal login.",
} as const;

/** HMAC with the server secret: a stolen table row cannot be brute-forced offline (decision 043). */
function hashCode(deps: OtpDeps, contactId: number, purpose: Purpose, code: string) {
  return createHmac("sha256", deps.env.jwtSecret).update(`${purpose}:${contactId}:${code}`).digest("hex");
}

/** OTP requests are anonymous for sign-in: limit them per IP and per contact. */
async function limitOtp(deps: Deps, contactId: number | string, ip: string) {
  if (
    !(await deps.limits.loginIp.hit(`otp-ip:${ip}`)) ||
    !(await deps.limits.twoFactor.hit(`otp-contact:${contactId}`))
  ) {
    throw tooManyRequests();
  }
}

type ContactKey = { contactId?: number | undefined; email?: string | undefined };

/**
 * The contact a login-code call names: by id (the spec's field) or by the e-mail of its Client
 * account (the sign-in page, decision 216). Undefined when the e-mail signs in no client.
 */
async function contactOf(deps: OtpDeps, key: ContactKey): Promise<number | undefined> {
  if (key.contactId !== undefined) return key.contactId;
  const account = key.email ? await findAccountByLogin(deps.db, key.email) : undefined;
  return account?.kind === "Client" ? account.subjectId : undefined;
}

/** CreateClientLoginOTP: anyone may ask; the code goes to the contact's own address. */
export async function requestLoginOtp(
  ctx: UseCaseContext,
  input: ContactKey & { ip: string },
): Promise<string> {
  const contactId = await contactOf(ctx.deps, input);
  await limitOtp(ctx.deps, contactId ?? `email:${input.email?.toLowerCase()}`, input.ip);
  if (contactId === undefined) return OTP_MESSAGES.sent;
  return createOtp(ctx, { contactId, purpose: "login" });
}

/** Creates and mails a code. Answers the same whether or not the contact exists (no enumeration). */
async function createOtp(
  ctx: UseCaseContext,
  input: { contactId: number; purpose: Purpose },
): Promise<string> {
  const { deps } = ctx;
  const { contactId, purpose } = input;
  const contact = await clientContactsTable.get(deps.db, contactId);
  if (!contact?.isActive || !contact.email) return OTP_MESSAGES.sent;
  const code = String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, "0");
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + OTP_RULES.ttlMinutes * 60_000);
  await replaceOtp(deps.db, contactId, purpose, hashCode(deps, contactId, purpose, code), expiresAt, now);
  const what = purpose === "login" ? "sign in to the client portal" : "download your files";
  await queueMail(deps, {
    to: contact.email,
    subject: `Your code to ${what}`,
    text: [
      `Hello ${contact.firstName},`,
      "",
      `Your one-time code to ${what} is ${code}.`,
      `It works once and expires in ${OTP_RULES.ttlMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
    ].join("\n"),
  });
  return OTP_MESSAGES.sent;
}

/** Checks a code: single use, unexpired, at most OTP_RULES.maxAttempts tries per code. */
async function checkOtp(
  deps: OtpDeps,
  contactId: number,
  purpose: Purpose,
  code: string,
): Promise<Outcome<Date>> {
  const now = deps.now();
  const row = await liveOtp(deps.db, contactId, purpose, now);
  if (!row) return refusal(OTP_MESSAGES.expired);
  if (row.attempts >= OTP_RULES.maxAttempts) return refusal(OTP_MESSAGES.tooMany);
  await countAttempt(deps.db, row.id, row.attempts + 1);
  const expected = Buffer.from(row.codeHash, "hex");
  const given = Buffer.from(hashCode(deps, contactId, purpose, code), "hex");
  if (!timingSafeEqual(expected, given)) {
    return refusal(row.attempts + 1 >= OTP_RULES.maxAttempts ? OTP_MESSAGES.tooMany : OTP_MESSAGES.invalid);
  }
  const grant =
    purpose === "download" ? new Date(now.getTime() + OTP_RULES.downloadGrantMinutes * 60_000) : null;
  if (!(await consumeOtp(deps.db, row.id, now, grant))) return refusal(OTP_MESSAGES.expired);
  return success(grant ?? now);
}

/** ValidateClientLoginOTP: a right code signs the contact in (same session as user-login). */
export async function signInWithOtp(
  ctx: UseCaseContext,
  input: ContactKey & { code: string },
): Promise<Outcome<Session>> {
  const { deps } = ctx;
  const { code } = input;
  const contactId = await contactOf(deps, input);
  // An e-mail that signs in no client answers like a code that was never sent.
  if (contactId === undefined) return refusal(OTP_MESSAGES.expired);
  const account = await clientAccountOf(deps.db, contactId);
  const checked = await checkOtp(deps, contactId, "login", code);
  if (!checked.ok) return checked;
  if (!account?.isActive) return refusal(OTP_MESSAGES.noLogin);
  return success(await issueSession(deps, account));
}

/** CreateClientFileDownloadOTP: staff for any contact, a contact only for itself. */
export async function requestDownloadOtp(
  ctx: UseCaseContext,
  input: { contactId: number; ip: string },
): Promise<string> {
  assertSelfOrStaff(ctx, input.contactId);
  await limitOtp(ctx.deps, input.contactId, input.ip);
  return createOtp(ctx, { contactId: input.contactId, purpose: "download" });
}

/** ValidateClientFileDownloadOTP: a contact's own code grants downloads for a while. */
export async function validateDownloadOtp(
  ctx: UseCaseContext,
  input: { contactId: number; code: string },
): Promise<Outcome<{ grantedUntil: string }>> {
  assertSelfOrStaff(ctx, input.contactId);
  const out = await checkOtp(ctx.deps, input.contactId, "download", input.code);
  return out.ok ? success({ grantedUntil: out.value.toISOString() }) : out;
}

export const downloadGranted = (ctx: UseCaseContext, contactId: number) =>
  hasDownloadGrant(ctx.deps.db, contactId, ctx.deps.now());
