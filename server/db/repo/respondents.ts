import { type AnyColumn, and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import { accounts } from "../schema/accounts";
import { respondentBankDetails, respondentPoints, respondents } from "../schema/respondents";
import { insertAccountWithoutPassword, subjectAccount } from "./subject-accounts";

export type RespondentRow = typeof respondents.$inferSelect;
export type RespondentInsert = typeof respondents.$inferInsert;
export type RespondentPatch = Partial<Omit<RespondentInsert, "id" | "createdAt">>;
export type BankRow = typeof respondentBankDetails.$inferSelect;

/** Who a respondent is and how to reach them: what messages and password resets read. */
export const respondentContact = {
  id: respondents.id,
  firstName: respondents.firstName,
  lastName: respondents.lastName,
  email: respondents.email,
  mobile: respondents.mobile,
};

export async function findRespondent(db: Db, id: number): Promise<RespondentRow | undefined> {
  const rows = await db.select().from(respondents).where(eq(respondents.id, id)).limit(1);
  return rows[0];
}

export async function insertRespondent(db: Db, values: RespondentInsert): Promise<RespondentRow> {
  const rows = await db.insert(respondents).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error("insert respondent returned no row");
  return row;
}

export async function updateRespondent(db: Db, id: number, patch: RespondentPatch) {
  if (Object.keys(patch).length === 0) return;
  await db
    .update(respondents)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(respondents.id, id));
}

/** Deletes respondents (children, notes, ledger... cascade) and their accounts. */
export async function deleteRespondents(db: Db, ids: number[]) {
  if (ids.length === 0) return 0;
  await db.delete(accounts).where(and(eq(accounts.kind, "Respondent"), inArray(accounts.subjectId, ids)));
  const rows = await db
    .delete(respondents)
    .where(inArray(respondents.id, ids))
    .returning({ id: respondents.id });
  return rows.length;
}

/** Is `value` in use by another active respondent or by any account but this respondent's own? */
async function inUse(db: Db, onRespondent: SQL, onAccount: SQL, exceptId: number): Promise<boolean> {
  const [person] = await db
    .select({ id: respondents.id })
    .from(respondents)
    .where(and(onRespondent, eq(respondents.isActive, true), ne(respondents.id, exceptId)))
    .limit(1);
  if (person) return true;
  const [login] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(onAccount, sql`not (${accounts.kind} = 'Respondent' and ${accounts.subjectId} = ${exceptId})`))
    .limit(1);
  return Boolean(login);
}

/**
 * Another active respondent (or any account) already using this e-mail or mobile.
 * `exceptId` is the record being saved.
 */
export async function findDuplicate(
  db: Db,
  input: { email?: string | null | undefined; mobile?: string | null | undefined },
  exceptId = 0,
): Promise<"email" | "mobile" | undefined> {
  if (input.email) {
    const email = input.email.toLowerCase();
    const byEmail = (column: AnyColumn) => sql`lower(${column}) = ${email}`;
    if (await inUse(db, byEmail(respondents.email), byEmail(accounts.email), exceptId)) return "email";
  }
  if (input.mobile) {
    const { mobile } = input;
    if (await inUse(db, eq(respondents.mobile, mobile), eq(accounts.mobile, mobile), exceptId))
      return "mobile";
  }
  return undefined;
}

// ---------------------------------------------------------------- the respondent's account

export function findRespondentAccount(db: Db, respondentId: number) {
  return subjectAccount(db, "Respondent", respondentId);
}

/** A sign-in account without password (the set-password mail gives the first one). */
export function insertRespondentAccount(
  db: Db,
  input: { respondentId: number; email: string | null; mobile: string | null; displayName: string },
) {
  return insertAccountWithoutPassword(db, {
    kind: "Respondent",
    subjectId: input.respondentId,
    email: input.email,
    mobile: input.mobile,
    displayName: input.displayName,
  });
}

/** Keeps the sign-in names in step with the record (e-mail and mobile are the login). */
export async function syncRespondentAccount(
  db: Db,
  respondentId: number,
  patch: { email?: string | null; mobile?: string | null; displayName?: string; isActive?: boolean },
) {
  const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(clean).length === 0) return;
  await db
    .update(accounts)
    .set(clean)
    .where(and(eq(accounts.kind, "Respondent"), eq(accounts.subjectId, respondentId)));
}

/** Hands a respondent's sign-in account to another record (merge, when the survivor has none). */
export async function reassignRespondentAccount(db: Db, fromId: number, toId: number) {
  await db
    .update(accounts)
    .set({ subjectId: toId })
    .where(and(eq(accounts.kind, "Respondent"), eq(accounts.subjectId, fromId)));
}

export async function setRespondentPasswordHash(db: Db, respondentId: number, passwordHash: string) {
  const rows = await db
    .update(accounts)
    .set({ passwordHash })
    .where(and(eq(accounts.kind, "Respondent"), eq(accounts.subjectId, respondentId)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- bank details

export async function findBankDetails(db: Db, respondentId: number): Promise<BankRow | undefined> {
  const rows = await db
    .select()
    .from(respondentBankDetails)
    .where(eq(respondentBankDetails.respondentId, respondentId))
    .limit(1);
  return rows[0];
}

export async function upsertBankDetails(
  db: Db,
  respondentId: number,
  bank: { accountName: string; bsb: string; accountNumber: string },
) {
  await db
    .insert(respondentBankDetails)
    .values({ respondentId, ...bank, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: respondentBankDetails.respondentId,
      set: { ...bank, updatedAt: new Date() },
    });
}

export async function deleteBankDetails(db: Db, respondentId: number) {
  await db.delete(respondentBankDetails).where(eq(respondentBankDetails.respondentId, respondentId));
}

// ---------------------------------------------------------------- points ledger

/** Sums of the ledger: earned (incl. adjustments) and paid out (as a positive number). */
export async function pointTotals(db: Db, respondentId: number) {
  const rows = await db
    .select({
      earned: sql<string>`coalesce(sum(case when ${respondentPoints.kind} <> 'paid' then ${respondentPoints.points} else 0 end), 0)`,
      paid: sql<string>`coalesce(sum(case when ${respondentPoints.kind} = 'paid' then -${respondentPoints.points} else 0 end), 0)`,
    })
    .from(respondentPoints)
    .where(eq(respondentPoints.respondentId, respondentId));
  return { earned: Number(rows[0]?.earned ?? 0), paid: Number(rows[0]?.paid ?? 0) };
}
