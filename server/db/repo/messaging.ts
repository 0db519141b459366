import { and, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../client";
import { messageCampaigns, messageDeliveries } from "../schema/messaging";
import { respondents } from "../schema/respondents";

export type CampaignRow = typeof messageCampaigns.$inferSelect;
export type DeliveryRow = typeof messageDeliveries.$inferSelect;
export type NewCampaign = typeof messageCampaigns.$inferInsert;
export type NewDelivery = Omit<typeof messageDeliveries.$inferInsert, "campaignId">;
type Tx = Pick<Db, "insert" | "execute">;

const INSERT_CHUNK = 1_000;

/** Inserts a campaign and its deliveries; returns the campaign id and the delivery ids in order. */
export async function insertCampaign(tx: Tx, campaign: NewCampaign, deliveries: NewDelivery[]) {
  const [row] = await tx
    .insert(messageCampaigns)
    .values({ ...campaign, total: deliveries.length })
    .returning({ id: messageCampaigns.id });
  const campaignId = row?.id ?? 0;
  const ids: number[] = [];
  for (let i = 0; i < deliveries.length; i += INSERT_CHUNK) {
    const part = deliveries.slice(i, i + INSERT_CHUNK).map((d) => ({ ...d, campaignId }));
    const inserted = await tx
      .insert(messageDeliveries)
      .values(part)
      .onConflictDoNothing()
      .returning({ id: messageDeliveries.id });
    ids.push(...inserted.map((d) => d.id));
  }
  return { campaignId, deliveryIds: ids };
}

export async function findCampaign(db: Db, id: number): Promise<CampaignRow | undefined> {
  return (await db.select().from(messageCampaigns).where(eq(messageCampaigns.id, id)))[0];
}

/** Counts of the campaign's deliveries per status. */
export async function deliveryCounts(db: Db, campaignId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: messageDeliveries.status, n: count() })
    .from(messageDeliveries)
    .where(eq(messageDeliveries.campaignId, campaignId))
    .groupBy(messageDeliveries.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** Counts of the campaign's sent deliveries per provider delivery report (delivered, undelivered, …). */
export async function providerStatusCounts(db: Db, campaignId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: messageDeliveries.providerStatus, n: count() })
    .from(messageDeliveries)
    .where(and(eq(messageDeliveries.campaignId, campaignId), eq(messageDeliveries.status, "sent")))
    .groupBy(messageDeliveries.providerStatus);
  return Object.fromEntries(rows.map((r) => [r.status ?? "", Number(r.n)]));
}

/** The respondents a chunk of deliveries goes to (0, an address without a respondent, left out). */
export async function respondentsOfDeliveries(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: messageDeliveries.respondentId })
    .from(messageDeliveries)
    .where(inArray(messageDeliveries.id, [...ids]));
  return rows.map((r) => r.id).filter((id) => id > 0);
}

/** queued → sending, only if still queued: the claim that makes a second send impossible. */
export async function claimDelivery(db: Db, id: number, now: Date): Promise<DeliveryRow | undefined> {
  const rows = await db
    .update(messageDeliveries)
    .set({ status: "sending", claimedAt: now, attempts: sql`${messageDeliveries.attempts} + 1` })
    .where(and(eq(messageDeliveries.id, id), eq(messageDeliveries.status, "queued")))
    .returning();
  return rows[0];
}

/** sending (or unknown, when the sweeper was early) → sent with the provider's message id. */
export async function markDeliverySent(db: Db, id: number, providerMessageId: string, now: Date) {
  await db
    .update(messageDeliveries)
    .set({ status: "sent", providerMessageId, sentAt: now, lastError: null })
    .where(and(eq(messageDeliveries.id, id), inArray(messageDeliveries.status, ["sending", "unknown"])));
}

/** A claimed delivery ends without being sent: failed, skipped, or queued again for a retry. */
export async function settleUnsent(
  db: Db,
  id: number,
  status: "failed" | "skipped" | "queued" | "unknown",
  reason: string,
) {
  await db
    .update(messageDeliveries)
    .set({ status, lastError: reason.slice(0, 500) })
    .where(and(eq(messageDeliveries.id, id), eq(messageDeliveries.status, "sending")));
}

/** Deliveries left 'sending' since before `claimedBefore` (their worker died): → unknown. */
export async function sweepStaleSending(db: Db, claimedBefore: Date): Promise<number> {
  const rows = await db
    .update(messageDeliveries)
    .set({
      status: "unknown",
      lastError: "The worker stopped while sending; it may or may not have gone out.",
    })
    .where(and(eq(messageDeliveries.status, "sending"), lt(messageDeliveries.claimedAt, claimedBefore)))
    .returning({ id: messageDeliveries.id });
  return rows.length;
}

/** Moves a campaign's deliveries from some statuses to another; returns the ids moved. */
export async function moveDeliveries(
  db: Db,
  campaignId: number,
  from: DeliveryRow["status"][],
  to: DeliveryRow["status"],
): Promise<number[]> {
  const rows = await db
    .update(messageDeliveries)
    .set({ status: to, ...(to === "queued" ? { attempts: 0, lastError: null } : {}) })
    .where(and(eq(messageDeliveries.campaignId, campaignId), inArray(messageDeliveries.status, from)))
    .returning({ id: messageDeliveries.id });
  return rows.map((r) => r.id);
}

export async function setCampaignStatus(db: Db, id: number, status: CampaignRow["status"]) {
  await db.update(messageCampaigns).set({ status }).where(eq(messageCampaigns.id, id));
}

/** A campaign with nothing queued or sending any more is 'sent' (unless it was cancelled). */
export async function settleCampaignIfDone(db: Db, id: number) {
  await db.execute(sql`
    UPDATE ${messageCampaigns} SET status = 'sent'
    WHERE id = ${id} AND status IN ('queued', 'sending')
      AND NOT EXISTS (SELECT 1 FROM ${messageDeliveries}
        WHERE campaign_id = ${id} AND status IN ('queued', 'sending'))`);
}

/** What the send-time check needs to know of a respondent. */
export async function respondentContactFlags(db: Db, respondentId: number) {
  const rows = await db
    .select({ optedOut: respondents.optedOut })
    .from(respondents)
    .where(eq(respondents.id, respondentId));
  return rows[0];
}

/** A page of every message (e-mail and SMS), newest first: the dev mailbox. */
export async function listDeliveries(db: Db, offset: number, limit: number) {
  const items = await db
    .select({
      id: messageDeliveries.id,
      channel: messageDeliveries.channel,
      toAddress: messageDeliveries.toAddress,
      subject: messageDeliveries.subject,
      status: messageDeliveries.status,
      attempts: messageDeliveries.attempts,
      createdAt: messageDeliveries.createdAt,
      sentAt: messageDeliveries.sentAt,
    })
    .from(messageDeliveries)
    .orderBy(desc(messageDeliveries.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(messageDeliveries);
  return { items, total: Number(total?.n ?? 0) };
}

export async function findDelivery(db: Db, id: number): Promise<DeliveryRow | undefined> {
  return (await db.select().from(messageDeliveries).where(eq(messageDeliveries.id, id)))[0];
}

/** Reports after which the provider says nothing more about a message. */
const FINAL_REPORTS = ["delivered", "undelivered", "failed", "read"];

/**
 * Records a provider's delivery report by its message id; false when no delivery has that id. A
 * late 'sent' arriving after 'delivered' (reports can cross) does not overwrite the final one.
 */
export async function recordProviderStatus(db: Db, providerMessageId: string, providerStatus: string) {
  const final = FINAL_REPORTS.includes(providerStatus);
  const rows = await db
    .update(messageDeliveries)
    .set({ providerStatus })
    .where(
      and(
        eq(messageDeliveries.providerMessageId, providerMessageId),
        final
          ? sql`true`
          : sql`coalesce(${messageDeliveries.providerStatus}, '') not in ('delivered', 'undelivered', 'failed', 'read')`,
      ),
    )
    .returning({ id: messageDeliveries.id });
  return rows.length > 0;
}
