import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { respondentBankDetails, respondentPayments, respondentPoints } from "../schema/respondents";
import { refreshPointBalances } from "./point-balances";

/**
 * What paying a booking writes and what undoing it takes back (decision 130): payments, points
 * (with the member's point balance), the bank details a payment uses up.
 */

export async function insertPayments(tx: Db, rows: (typeof respondentPayments.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return tx
    .insert(respondentPayments)
    .values(rows)
    .returning({ id: respondentPayments.id, eventId: respondentPayments.eventId });
}

export async function insertPointRows(tx: Db, rows: (typeof respondentPoints.$inferInsert)[]) {
  if (rows.length === 0) return [];
  const ids = await tx.insert(respondentPoints).values(rows).returning({ id: respondentPoints.id });
  await refreshPointBalances(
    tx,
    rows.map((r) => r.respondentId),
  );
  return ids;
}

/** Deletes and answers the bank details of these respondents (product §4: gone after a payment). */
export async function takeBankDetails(tx: Db, respondentIds: number[]) {
  if (respondentIds.length === 0) return [];
  const rows = await tx
    .select()
    .from(respondentBankDetails)
    .where(inArray(respondentBankDetails.respondentId, respondentIds));
  if (rows.length > 0)
    await tx.delete(respondentBankDetails).where(inArray(respondentBankDetails.respondentId, respondentIds));
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

export async function restoreBankDetails(
  tx: Db,
  rows: {
    respondentId: number;
    accountName: string;
    bsb: string;
    accountNumber: string;
    updatedAt: string;
  }[],
) {
  if (rows.length === 0) return;
  await tx
    .insert(respondentBankDetails)
    .values(rows.map((r) => ({ ...r, updatedAt: new Date(r.updatedAt) })))
    .onConflictDoNothing();
}

/** Sets the status of the Paid payments of these bookings; answers the rows changed. */
export async function setPaymentStatus(tx: Db, eventIds: number[], status: string) {
  if (eventIds.length === 0) return [];
  return tx
    .update(respondentPayments)
    .set({ status })
    .where(and(inArray(respondentPayments.eventId, eventIds), eq(respondentPayments.status, "Paid")))
    .returning({
      id: respondentPayments.id,
      eventId: respondentPayments.eventId,
      respondentId: respondentPayments.respondentId,
    });
}

export async function restorePaymentStatus(tx: Db, rows: { id: number; status: string }[]) {
  for (const r of rows)
    await tx.update(respondentPayments).set({ status: r.status }).where(eq(respondentPayments.id, r.id));
}

export async function deletePayments(tx: Db, ids: number[]) {
  if (ids.length > 0) await tx.delete(respondentPayments).where(inArray(respondentPayments.id, ids));
}

export async function deletePoints(tx: Db, ids: number[]) {
  if (ids.length === 0) return;
  const gone = await tx
    .delete(respondentPoints)
    .where(inArray(respondentPoints.id, ids))
    .returning({ respondentId: respondentPoints.respondentId });
  await refreshPointBalances(
    tx,
    gone.map((r) => r.respondentId),
  );
}
