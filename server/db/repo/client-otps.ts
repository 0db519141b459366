import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../client";
import { clientContactOtps } from "../schema/client-details";
import { insertAccountWithoutPassword, subjectAccount } from "./subject-accounts";

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

export function clientAccountOf(db: Db, contactId: number) {
  return subjectAccount(db, "Client", contactId);
}

/** A client contact's sign-in account without password (the invitation link sets the first one). */
export function insertClientAccount(
  db: Db,
  input: { contactId: number; email: string; displayName: string },
) {
  return insertAccountWithoutPassword(db, {
    kind: "Client",
    subjectId: input.contactId,
    email: input.email,
    displayName: input.displayName,
  });
}
