import { randomUUID } from "node:crypto";
import type { UseCaseContext } from "../../context";
import {
  type CampaignProgress,
  type EnqueueCampaignAnswer,
  type EnqueueCampaignInput,
  enqueueCampaignSchema,
} from "../../contracts/messaging/messaging";
import type { Db } from "../../db/client";
import { type JobQueue, type QueueJobInsert, txQueueDb } from "../../db/job-queue";
import { insertAttachments, type NewAttachment } from "../../db/repo/message-attachments";
import {
  type CampaignRow,
  deliveryCounts,
  findCampaign,
  insertCampaign,
  moveDeliveries,
  type NewDelivery,
  providerStatusCounts,
  setCampaignStatus,
  settleCampaignIfDone,
} from "../../db/repo/messaging";
import { currentRequestId } from "../../logger";
import { type Outcome, refusal, success } from "../outcome";
import { type DeliveryChunk, MESSAGES_QUEUE, queueFor } from "./queue";

type QueueDeps = Pick<UseCaseContext["deps"], "db" | "env" | "notifyOutbox">;

const recipientKey = (respondentId: number, to: string) =>
  respondentId > 0 ? `r${respondentId}` : `a${to.trim().toLowerCase()}`;

/**
 * Jobs for these deliveries, `chunkSize` deliveries each, carrying the id of the request being
 * served (none from a timer) so the worker's log lines name it (decision 288).
 */
function chunkJobs(campaignId: number, ids: number[], chunkSize: number): QueueJobInsert<DeliveryChunk>[] {
  const jobs: QueueJobInsert<DeliveryChunk>[] = [];
  const requestId = currentRequestId();
  for (let i = 0; i < ids.length; i += chunkSize) {
    jobs.push({
      id: randomUUID(),
      name: MESSAGES_QUEUE,
      data: { campaignId, deliveryIds: ids.slice(i, i + chunkSize), ...(requestId ? { requestId } : {}) },
    });
  }
  return jobs;
}

/**
 * Stores a campaign, one delivery per message and the jobs that send them, in one transaction,
 * then wakes the worker. A recipient listed twice gets one message (the delivery's unique key).
 */
export async function queueCampaign(
  deps: QueueDeps,
  input: EnqueueCampaignInput,
  createdBy: number | null = null,
  attachments: NewAttachment[] = [],
): Promise<EnqueueCampaignAnswer & { deliveryIds: number[] }> {
  const queue = await queueFor(deps);
  const answer = await deps.db.transaction((tx) =>
    queueCampaignIn(tx as unknown as Db, queue, deps.env.messaging.chunkSize, input, createdBy, attachments),
  );
  deps.notifyOutbox();
  return answer;
}

/** The same inside the caller's transaction (e.g. with the reminder log rows it must match). */
export async function queueCampaignIn(
  tx: Db,
  queue: JobQueue,
  chunkSize: number,
  input: EnqueueCampaignInput,
  createdBy: number | null = null,
  attachments: NewAttachment[] = [],
) {
  const parsed = enqueueCampaignSchema.parse(input);
  const deliveries: NewDelivery[] = parsed.messages.map((m) => ({
    channel: parsed.channel,
    respondentId: m.respondentId,
    recipientKey: recipientKey(m.respondentId, m.to),
    toAddress: m.to.trim(),
    subject: m.subject ?? null,
    htmlBody: m.html ?? null,
    textBody: m.text,
  }));
  const { campaignId, deliveryIds } = await insertCampaign(
    tx,
    {
      channel: parsed.channel,
      kind: parsed.kind,
      jobId: parsed.jobId,
      sessionId: parsed.sessionId,
      senderId: parsed.senderId,
      fromAddress: parsed.fromAddress ?? null,
      createdBy,
    },
    deliveries,
  );
  await insertAttachments(tx, campaignId, attachments);
  const jobs = chunkJobs(campaignId, deliveryIds, chunkSize);
  if (jobs.length > 0) await queue.insert(jobs, { db: txQueueDb(tx) });
  return { campaignId, deliveryIds };
}

/** enqueueCampaign(ctx, …): the staff send (msg-ui renders the messages first), with its files. */
export async function enqueueCampaign(
  ctx: UseCaseContext,
  input: EnqueueCampaignInput,
  attachments: NewAttachment[] = [],
): Promise<Outcome<EnqueueCampaignAnswer>> {
  const parsed = enqueueCampaignSchema.safeParse(input);
  if (!parsed.success) return refusal(...parsed.error.issues.map((i) => i.message));
  const { campaignId } = await queueCampaign(
    ctx.deps,
    parsed.data,
    ctx.actor?.role === "Staff" ? ctx.actor.id : null,
    attachments,
  );
  return success({ campaignId });
}

function progressOf(
  campaign: CampaignRow,
  counts: Record<string, number>,
  reports: Record<string, number>,
): CampaignProgress {
  const n = (status: string) => counts[status] ?? 0;
  const r = (status: string) => reports[status] ?? 0;
  return {
    campaignId: campaign.id,
    status: campaign.status,
    channel: campaign.channel,
    kind: campaign.kind as CampaignProgress["kind"],
    queued: n("queued"),
    sending: n("sending"),
    sent: n("sent"),
    failed: n("failed"),
    unknown: n("unknown"),
    skipped: n("skipped"),
    cancelled: n("cancelled"),
    total: Object.values(counts).reduce((a, b) => a + b, 0),
    delivered: r("delivered") + r("read"),
    undelivered: r("undelivered") + r("failed"),
  };
}

async function progress(db: Db, campaignId: number): Promise<Outcome<CampaignProgress>> {
  const campaign = await findCampaign(db, campaignId);
  if (!campaign) return refusal("There is no such campaign.");
  return success(
    progressOf(campaign, await deliveryCounts(db, campaignId), await providerStatusCounts(db, campaignId)),
  );
}

export const campaignProgress = (ctx: UseCaseContext, { campaignId }: { campaignId: number }) =>
  progress(ctx.deps.db, campaignId);

/** Cancels what has not been claimed yet; what is being sent finishes. */
export async function cancelCampaign(ctx: UseCaseContext, { campaignId }: { campaignId: number }) {
  const campaign = await findCampaign(ctx.deps.db, campaignId);
  if (!campaign) return refusal<CampaignProgress>("There is no such campaign.");
  if (campaign.status === "sent") return refusal<CampaignProgress>("The campaign has already been sent.");
  await moveDeliveries(ctx.deps.db, campaignId, ["queued"], "cancelled");
  await setCampaignStatus(ctx.deps.db, campaignId, "cancelled");
  return progress(ctx.deps.db, campaignId);
}

/** Queues the failed and unknown deliveries again (a person decided they should go out). */
export async function retryFailed(ctx: UseCaseContext, { campaignId }: { campaignId: number }) {
  const { db } = ctx.deps;
  const campaign = await findCampaign(db, campaignId);
  if (!campaign) return refusal<CampaignProgress>("There is no such campaign.");
  if (campaign.status === "cancelled") return refusal<CampaignProgress>("The campaign was cancelled.");
  const queue = await queueFor(ctx.deps);
  await db.transaction(async (tx) => {
    const ids = await moveDeliveries(tx as unknown as Db, campaignId, ["failed", "unknown"], "queued");
    if (ids.length === 0) return;
    await setCampaignStatus(tx as unknown as Db, campaignId, "sending");
    await queue.insert(chunkJobs(campaignId, ids, ctx.deps.env.messaging.chunkSize), { db: txQueueDb(tx) });
  });
  ctx.deps.notifyOutbox();
  await settleCampaignIfDone(db, campaignId);
  return progress(db, campaignId);
}
