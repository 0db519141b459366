import { createHash, randomBytes } from "node:crypto";
import { hashPassword } from "../../auth/passwords";
import type { Deps, UseCaseContext } from "../../context";
import type { Role } from "../../contracts/rights";
import {
  type AccountRow,
  consumePasswordToken,
  findAccountById,
  findAccountByLogin,
  insertPasswordToken,
  membersByContact,
  respondentNames,
  setPasswordHash,
} from "../../db/repo/accounts";
import { configValue } from "../../db/repo/config";
import { findRespondentAccount, insertRespondentAccount } from "../../db/repo/respondents";
import { tooManyRequests } from "../../http/errors";
import { queueMail } from "../../mail/outbox";
import {
  clientPortalInvitationMail,
  portalInvitationMail,
  setPasswordMail,
  welcomeMail,
} from "../../mail/templates";
import { type Outcome, refusal, success } from "../outcome";
import { endOtherSessions } from "./sign-in-tokens";

const LINK_MINUTES = 60;
/** The same answer whether or not an account matched: the page cannot be used to probe e-mails. */
export const FORGOT_PASSWORD_MESSAGE =
  "If an account matches these details, we have sent an e-mail with a link to set a new password.";
const LINK_EXPIRED = "This link has expired or was already used. Ask for a new one.";
export const PASSWORD_SET = "Your password has been set. You can sign in with it now.";

type LinkDeps = Pick<Deps, "db" | "env" | "now" | "notifyOutbox">;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Creates a single-use set-password link for an account (random 32 bytes; only its SHA-256 is
 * stored) and returns the URL `${publicUrl}/setpassword/{token}/{role}`.
 */
async function createPasswordLink(
  deps: Pick<Deps, "db" | "env" | "now">,
  account: Pick<AccountRow, "id" | "kind">,
  purpose: "reset" | "set",
  minutes: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(deps.now().getTime() + minutes * 60_000);
  await insertPasswordToken(deps.db, { accountId: account.id, tokenHash: sha256(token), purpose, expiresAt });
  return `${deps.env.publicUrl}/setpassword/${token}/${account.kind}`;
}

/** A staff invitation's link lasts a week: the member reads it when they read it. */
const INVITATION_MINUTES = 7 * 24 * 60;

/**
 * Creates a link and queues the set-password e-mail for it to the account's own address: reset
 * (the member asked), set (first password after sign-up) or invite (staff invited them, 177, 215).
 */
export async function sendPasswordLinkMail(
  deps: LinkDeps,
  account: Pick<AccountRow, "id" | "kind" | "email" | "displayName">,
  purpose: "reset" | "set" | "invite" = "reset",
) {
  if (!account.email) return false;
  const minutes = purpose === "invite" ? INVITATION_MINUTES : LINK_MINUTES;
  const link = await createPasswordLink(deps, account, purpose === "invite" ? "set" : purpose, minutes);
  const siteTitle = (await configValue(deps.db, "siteTitle")) ?? "Recruitment Workspace";
  // A new member asked for nothing: "set" welcomes them; "reset" answers their request.
  const invite = account.kind === "Client" ? clientPortalInvitationMail : portalInvitationMail;
  const mail = { reset: setPasswordMail, set: welcomeMail, invite }[purpose];
  await queueMail(deps, {
    to: account.email,
    ...mail({ name: account.displayName, link, siteTitle, minutes }),
  });
  return true;
}

type Member = {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
};

/**
 * The sign-in account of a panel member, made from their record when they have none (members
 * created by staff, imported or seeded; decision 177). It carries the record's own e-mail and
 * mobile and no password; undefined when either already signs in another account.
 */
export async function memberAccount(db: Deps["db"], member: Member): Promise<AccountRow | undefined> {
  const existing = await findRespondentAccount(db, member.id);
  if (existing) return existing;
  if (member.email && (await findAccountByLogin(db, member.email))) return undefined;
  const mobile = member.mobile?.replace(/[\s()-]/g, "") || null;
  if (mobile && (await findAccountByLogin(db, mobile))) return undefined;
  return insertRespondentAccount(db, {
    respondentId: member.id,
    email: member.email,
    mobile,
    displayName: `${member.firstName} ${member.lastName}`.trim(),
  });
}

/**
 * forgot-password for a respondent with no account: exactly one active member whose record holds
 * the e-mail or mobile gets an account and the link, at the record's own e-mail (decision 177).
 */
async function accountFromRecord(deps: LinkDeps, login: string): Promise<AccountRow | undefined> {
  const found = await membersByContact(deps.db, login);
  // Two records with one address (a family's e-mail): which one asked is unknown, so neither.
  if (found.length !== 1 || !found[0]?.email) return undefined;
  return memberAccount(deps.db, found[0]);
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** forgot-password: queues a link when the details match an account; the caller always answers the same. */
export async function requestPasswordReset(
  ctx: UseCaseContext,
  input: { emailAddress: string; firstName: string; lastName: string; role: Role; ip: string },
) {
  const { deps } = ctx;
  // Each request may send an e-mail: limited per IP.
  if (!(await deps.limits.passwordReset.hit(`reset-ip:${input.ip}`))) throw tooManyRequests();
  const account =
    (await findAccountByLogin(deps.db, input.emailAddress)) ??
    (input.role === "Respondent" ? await accountFromRecord(deps, input.emailAddress) : undefined);
  if (!account || account.kind !== input.role) return;
  if (account.kind === "Respondent" && (input.firstName || input.lastName)) {
    const names = await respondentNames(deps.db, account.subjectId);
    if (!names) return;
    if (input.firstName && !same(input.firstName, names.firstName)) return;
    if (input.lastName && !same(input.lastName, names.lastName)) return;
  }
  await sendPasswordLinkMail(deps, account, "reset");
}

/**
 * Set-password: consumes the link token (once, before expiry, for the role it was made for), then
 * ends the account's other sessions. A caller signed in to the same account (My Settings → link
 * opened in the same browser) keeps its own session; anyone else's sessions all end (decision 089).
 */
export async function setPasswordFromLink(
  ctx: UseCaseContext,
  input: { encodedData: string; password: string; role: Role },
): Promise<Outcome<true>> {
  const { deps, actor: caller } = ctx;
  const hash = sha256(input.encodedData);
  // Hash the new password first: consuming the token is the last step that can fail.
  const passwordHash = await hashPassword(input.password);
  const used = await consumePasswordToken(deps.db, hash, deps.now());
  if (!used) return refusal(LINK_EXPIRED);
  const account = await findAccountById(deps.db, used.accountId);
  if (!account || account.kind !== input.role) return refusal(LINK_EXPIRED);
  await setPasswordHash(deps.db, account.id, passwordHash);
  await endOtherSessions(deps, account.id, caller?.accountId === account.id ? caller.jti : undefined);
  return success(true);
}
