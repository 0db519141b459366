import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../client";
import { accountingConnections, oauthStateNonces } from "../../schema/accounting";
import { invoices } from "../../schema/job-details";

export type ConnectionRow = typeof accountingConnections.$inferSelect;

/**
 * Records a state's nonce as used; false when it was used before (on any process: the primary
 * key decides).
 */
export async function spendStateNonce(db: Db, nonce: string): Promise<boolean> {
  const rows = await db
    .insert(oauthStateNonces)
    .values({ nonce })
    .onConflictDoNothing()
    .returning({ nonce: oauthStateNonces.nonce });
  return rows.length === 1;
}

export const connectionOf = async (db: Db, system: string) =>
  (await db.select().from(accountingConnections).where(eq(accountingConnections.system, system)))[0];

/** The connection row locked until the caller's transaction ends (the single-flight refresh). */
export const lockedConnection = async (tx: Db, system: string) =>
  (
    await tx
      .select()
      .from(accountingConnections)
      .where(eq(accountingConnections.system, system))
      .for("update")
  )[0];

/** Stores (or replaces) the connection's encrypted tokens. */
export async function saveConnection(
  db: Db,
  row: Omit<ConnectionRow, "updatedAt" | "connectedBy"> & { connectedBy?: number | null },
  now: Date,
) {
  const { system, ...values } = row;
  await db
    .insert(accountingConnections)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({ target: accountingConnections.system, set: { ...values, updatedAt: now } });
}

/** Invoices of a job not pushed yet, oldest first. */
export const unpushedInvoicesOfJob = (db: Db, jobId: number) =>
  db
    .select()
    .from(invoices)
    .where(and(eq(invoices.jobId, jobId), isNull(invoices.pushedAt)))
    .orderBy(asc(invoices.id));

/**
 * Records the accounting system's reference once: only while the invoice is not pushed, so a
 * retried job that reaches here again changes nothing. Answers whether this call recorded it.
 */
export async function recordPushed(db: Db, id: number, externalRef: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ externalRef, pushedAt: now, status: "Sent" })
    .where(and(eq(invoices.id, id), isNull(invoices.pushedAt)))
    .returning({ id: invoices.id });
  return rows.length === 1;
}
