import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../client";
import { accounts } from "../schema/accounts";
import { clientContactOtps } from "../schema/client-details";

type Purpose = "login" | "download";

/** Stores a new code and retires the contact's earlier unused codes of the same purpose. */
export async function replaceOtp(
  db: Db,
  contactId: number,
  purpose: Purpose,
  codeHash: string,
  expiresAt: Date,
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(clientContactOtps)
      .set({ usedAt: now })
      .where(
        and(
          eq(clientContactOtps.clientContactId, contactId),
          eq(clientContactOtps.purpose, purpose),
          isNull(clientContactOtps.usedAt),
        ),
      );
    await tx.insert(clientContactOtps).values({ clientContactId: contactId, purpose, codeHash, expiresAt });
  });
}

export async function liveOtp(db: Db, contactId: number, purpose: Purpose, now: Date) {
  const rows = await db
    .select()
    .from(clientContactOtps)
    .where(
      and(
        eq(clientContactOtps.clientContactId, contactId),
        eq(clientContactOtps.purpose, purpose),
        isNull(clientContactOtps.usedAt),
        gt(clientContactOtps.expiresAt, now),
      ),
    )
    .orderBy(desc(clientContactOtps.id))
    .limit(1);
  return rows[0];
}

/** Counts an attempt; returns the new count. */
export async function countAttempt(db: Db, id: number, attempts: number) {
  await db.update(clientContactOtps).set({ attempts }).where(eq(clientContactOtps.id, id));
}

export async function consumeOtp(db: Db, id: number, now: Date, grantedUntil: Date | null) {
  const rows = await db
    .update(clientContactOtps)
    .set({ usedAt: now, grantedUntil })
    .where(and(eq(clientContactOtps.id, id), isNull(clientContactOtps.usedAt)))
    .returning({ id: clientContactOtps.id });
  return rows.length === 1;
}

/** True while a validated file-download code still grants downloads. */
export async function hasDownloadGrant(db: Db, contactId: number, now: Date) {
  const rows = await db
    .select({ id: clientContactOtps.id })
    .from(clientContactOtps)
    .where(
      and(
        eq(clientContactOtps.clientContactId, contactId),
        eq(clientContactOtps.purpose, "download"),
        gt(clientContactOtps.grantedUntil, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function clientAccountOf(db: Db, contactId: number) {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.kind, "Client"), eq(accounts.subjectId, contactId)))
    .limit(1);
  return rows[0];
}

/** A client contact's sign-in account without password (the invitation link sets the first one). */
export async function insertClientAccount(
  db: Db,
  input: { contactId: number; email: string; displayName: string },
) {
  const rows = await db
    .insert(accounts)
    .values({
      kind: "Client",
      subjectId: input.contactId,
      email: input.email,
      displayName: input.displayName,
      passwordHash: null,
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error("insert account returned no row");
  return row;
}
