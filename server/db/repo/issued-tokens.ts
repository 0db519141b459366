import { and, eq, gt, lte, ne } from "drizzle-orm";
import type { Db } from "../client";
import { accounts, revokedTokens } from "../schema/accounts";
import { issuedTokens } from "../schema/issued-tokens";

export async function insertIssuedToken(db: Db, row: { jti: string; accountId: number; expiresAt: Date }) {
  await db.insert(issuedTokens).values(row).onConflictDoNothing();
}

/**
 * Revokes every unexpired token of an account except `keepJti` (the caller's own session) in one
 * statement: the rows are copied into revoked_tokens and returned for the in-memory list.
 */
export async function revokeAccountTokens(db: Db, accountId: number, now: Date, keepJti?: string) {
  const live = and(
    eq(issuedTokens.accountId, accountId),
    gt(issuedTokens.expiresAt, now),
    keepJti === undefined ? undefined : ne(issuedTokens.jti, keepJti),
  );
  return db
    .insert(revokedTokens)
    .select(
      db.select({ jti: issuedTokens.jti, expiresAt: issuedTokens.expiresAt }).from(issuedTokens).where(live),
    )
    .onConflictDoNothing()
    .returning({ jti: revokedTokens.jti, expiresAt: revokedTokens.expiresAt });
}

/** The account a staff user, client contact or respondent signs in with, if any. */
export async function accountIdOfSubject(db: Db, kind: "Staff" | "Client" | "Respondent", subjectId: number) {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.kind, kind), eq(accounts.subjectId, subjectId)))
    .limit(1);
  return rows[0]?.id;
}

/** Drops issued and revoked token rows whose tokens have expired anyway; returns how many went. */
export async function deleteExpiredTokens(db: Db, now: Date) {
  const issued = await db
    .delete(issuedTokens)
    .where(lte(issuedTokens.expiresAt, now))
    .returning({ jti: issuedTokens.jti });
  const revoked = await db
    .delete(revokedTokens)
    .where(lte(revokedTokens.expiresAt, now))
    .returning({ jti: revokedTokens.jti });
  return issued.length + revoked.length;
}
