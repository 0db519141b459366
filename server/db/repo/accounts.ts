import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../client";
import { accounts, passwordTokens, revokedTokens, staffUsers } from "../schema/accounts";
import { clientContacts } from "../schema/clients";
import { respondents } from "../schema/respondents";
import { respondentContact } from "./respondents";

export type AccountRow = typeof accounts.$inferSelect;

/** The account a sign-in name points at: e-mail (any kind, case-insensitive) or a respondent's mobile. */
export async function findAccountByLogin(db: Db, username: string): Promise<AccountRow | undefined> {
  const value = username.trim();
  const where = value.includes("@")
    ? sql`lower(${accounts.email}) = ${value.toLowerCase()}`
    : and(eq(accounts.kind, "Respondent"), eq(accounts.mobile, value.replace(/[\s()-]/g, "")));
  const rows = await db.select().from(accounts).where(where).limit(1);
  return rows[0];
}

export async function findAccountById(db: Db, id: number): Promise<AccountRow | undefined> {
  const rows = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return rows[0];
}

/** True when any account uses this e-mail or (respondent) mobile. */
export async function loginExists(db: Db, username: string): Promise<boolean> {
  return (await findAccountByLogin(db, username)) !== undefined;
}

/** The account is active and so is the person behind it (staff user, client contact). */
export async function isSubjectActive(db: Db, account: AccountRow): Promise<boolean> {
  if (!account.isActive) return false;
  if (account.kind === "Staff") {
    const rows = await db
      .select({ active: staffUsers.isActive })
      .from(staffUsers)
      .where(eq(staffUsers.id, account.subjectId));
    return rows[0]?.active ?? false;
  }
  if (account.kind === "Client") {
    const rows = await db
      .select({ active: clientContacts.isActive })
      .from(clientContacts)
      .where(eq(clientContacts.id, account.subjectId));
    return rows[0]?.active ?? false;
  }
  return true;
}

/** First and last name of the respondent behind an account (for the reset-password name check). */
export async function respondentNames(db: Db, respondentId: number) {
  const rows = await db
    .select({ firstName: respondents.firstName, lastName: respondents.lastName })
    .from(respondents)
    .where(eq(respondents.id, respondentId));
  return rows[0];
}

export async function setPasswordHash(db: Db, accountId: number, passwordHash: string) {
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
}

export async function setPendingTotpSecret(db: Db, accountId: number, secret: string) {
  await db.update(accounts).set({ totpPendingSecret: secret }).where(eq(accounts.id, accountId));
}

/** Moves the confirmed pending secret into place and turns two-factor sign-in on. */
export async function enableTotp(db: Db, accountId: number, secret: string, step: number) {
  await db
    .update(accounts)
    .set({ totpSecret: secret, totpEnabled: true, totpPendingSecret: null, totpLastStep: step })
    .where(eq(accounts.id, accountId));
}

/**
 * Records an accepted TOTP step; false when that step (or a later one) was already used, so a
 * code can never be replayed, even by two requests racing each other.
 */
export async function acceptTotpStep(db: Db, accountId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(accounts.id, accountId),
        sql`(${accounts.totpLastStep} is null or ${accounts.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: accounts.id });
  return rows.length > 0;
}

export async function insertPasswordToken(
  db: Db,
  row: { accountId: number; tokenHash: string; purpose: "reset" | "set"; expiresAt: Date },
) {
  await db.insert(passwordTokens).values(row);
}

/** Marks an unused, unexpired token as used and returns its account; undefined otherwise. */
export async function consumePasswordToken(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .returning({ accountId: passwordTokens.accountId });
  return rows[0];
}

export async function insertRevokedToken(db: Db, jti: string, expiresAt: Date) {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}

export async function unexpiredRevokedTokens(db: Db, now: Date) {
  return db
    .select({ jti: revokedTokens.jti, expiresAt: revokedTokens.expiresAt })
    .from(revokedTokens)
    .where(gt(revokedTokens.expiresAt, now));
}

/** Sets opted_out on a respondent; false when no such respondent exists. */
export async function setRespondentOptedOut(db: Db, respondentId: number): Promise<boolean> {
  const rows = await db
    .update(respondents)
    .set({ optedOut: true })
    .where(eq(respondents.id, respondentId))
    .returning({ id: respondents.id });
  return rows.length > 0;
}

/** The contact form a login takes on a respondent record: e-mail lower-cased, mobile digits only. */
const contactKey = (login: string) => {
  const value = login.trim();
  return value.includes("@") ? { email: value.toLowerCase() } : { mobile: value.replace(/[\s()-]/g, "") };
};

/** Active panel members whose record carries this e-mail or mobile (forgot-password without an account). */
export async function membersByContact(db: Db, login: string) {
  const key = contactKey(login);
  const match =
    "email" in key ? sql`lower(${respondents.email}) = ${key.email}` : eq(respondents.mobile, key.mobile);
  return db
    .select(respondentContact)
    .from(respondents)
    .where(and(match, eq(respondents.isActive, true)))
    .limit(2);
}
