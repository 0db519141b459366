import type { Deps } from "../../context";
import { openJobQueue, type QueueJob } from "../../db/job-queue";
import { campaignAttachments } from "../../db/repo/message-attachments";
import {
  findCampaign,
  setCampaignStatus,
  settleCampaignIfDone,
  sweepStaleSending,
} from "../../db/repo/messaging";
import { childLogger, outsideRequestScope } from "../../logger";
import { type ChannelRoutes, deliverOne } from "./deliver";
import { mailExtras } from "./mail-headers";
import {
  closeQueue,
  type DeliveryChunk,
  ensureQueue,
  forgetQueue,
  MESSAGES_QUEUE,
  queueFor,
  registerQueue,
} from "./queue";
import { invitationBlocks } from "./send-block";
import { Throttle } from "./throttle";
import { twilioSmsTransport } from "./transports/sms-http";
import { smtpTransport } from "./transports/smtp";
import { devMailboxTransport } from "./transports/transport";

/** Deliveries of one job sent side by side (SMTP pool connections). */
const PARALLEL_SENDS = 5;

/**
 * The share of the job's expiry a chunk may spend claiming deliveries. A job still running at its
 * expiry is handed to another loop while its first run goes on (pg-boss 10 has no heartbeat), and
 * each run claims PARALLEL_SENDS at a time: a slow chunk then doubled the deliveries in flight, and
 * a crash left up to twice as many 'unknown'. Past this share a chunk stops claiming and queues
 * what is left as a new job, so in flight stays ≤ PARALLEL_SENDS × MESSAGING_WORKER_LOOPS.
 */
const CLAIM_SHARE_OF_EXPIRY = 0.5;

/** Each channel's transport from the environment: SMTP_URL / SMS_URL, else the dev mailbox. */
function channelRoutes(env: Deps["env"]): ChannelRoutes {
  const m = env.messaging;
  const host = new URL(env.publicUrl).hostname || "localhost";
  return {
    email: {
      transport: env.smtpUrl ? smtpTransport(env.smtpUrl, host) : devMailboxTransport,
      throttle: new Throttle(m.emailPerSecond),
      defaultFrom: env.mailFrom,
    },
    sms: {
      transport:
        m.smsUrl && m.smsAuthToken
          ? twilioSmsTransport({
              baseUrl: m.smsUrl,
              accountSid: m.smsAccountSid,
              authToken: m.smsAuthToken,
              from: m.smsFrom,
              statusCallback: `${env.publicUrl.replace(/\/+$/, "")}/api/webhooks/sms/status`,
            })
          : devMailboxTransport,
      throttle: new Throttle(m.smsPerSecond),
      defaultFrom: m.smsFrom,
    },
  };
}

/**
 * Runs one job: every delivery of the chunk; throws (→ retry with backoff) after transient
 * failures. Answers how many this process sent.
 */
async function runChunk(deps: Deps, routes: ChannelRoutes, chunk: DeliveryChunk): Promise<number> {
  const claimUntil = Date.now() + deps.env.messaging.jobExpireSeconds * 1000 * CLAIM_SHARE_OF_EXPIRY;
  const campaign = await findCampaign(deps.db, chunk.campaignId);
  if (!campaign || campaign.status === "cancelled") return 0;
  if (campaign.status === "queued") await setCampaignStatus(deps.db, campaign.id, "sending");
  const ineligible = await invitationBlocks(deps.db, campaign, chunk.deliveryIds);
  const mail = campaign.channel === "email" ? await mailExtras(deps, campaign) : undefined;
  // Loaded once per chunk: every delivery of the campaign carries the same files.
  const files = campaign.channel === "email" ? await campaignAttachments(deps.db, campaign.id) : [];
  const attachments = files.map((f) => ({
    filename: f.fileName,
    content: f.content,
    contentType: f.contentType,
  }));
  let retries = 0;
  let sent = 0;
  let next = 0;
  const lane = async () => {
    while (next < chunk.deliveryIds.length && Date.now() < claimUntil) {
      const id = chunk.deliveryIds[next++] as number;
      const result = await deliverOne(deps, routes, campaign, id, ineligible, attachments, mail);
      if (result === "retry") retries += 1;
      if (result === "sent") sent += 1;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_SENDS }, lane));
  if (next < chunk.deliveryIds.length) {
    const rest = chunk.deliveryIds.slice(next);
    const continued: DeliveryChunk = { campaignId: campaign.id, deliveryIds: rest };
    if (chunk.requestId) continued.requestId = chunk.requestId;
    await (await queueFor(deps)).send(MESSAGES_QUEUE, continued);
    deps.log.info("chunk continues as a new job", { campaignId: campaign.id, deliveries: rest.length });
  } else await settleCampaignIfDone(deps.db, campaign.id);
  // The retry runs the whole chunk again: what was claimed meanwhile is skipped ("not-mine").
  if (retries > 0) throw new Error(`${retries} deliveries failed for now; the job runs again later`);
  return sent;
}

/**
 * Starts the messaging worker of this process: pg-boss with its supervisor (a killed worker's
 * jobs expire and run again elsewhere), N job loops, and the sweeper that marks deliveries left
 * 'sending' by a dead worker as 'unknown'. Returns a stop function.
 */
export async function startMessagingWorker(deps: Deps, routes = channelRoutes(deps.env)) {
  const m = deps.env.messaging;
  const boss = await openJobQueue(deps.db, {
    supervise: true,
    expireInSeconds: m.jobExpireSeconds,
    maintenanceIntervalSeconds: m.maintenanceSeconds,
    onError: (error) => deps.log.error("job queue error", { error: error.message }),
  });
  await ensureQueue(boss, m);
  // An insert-only queue opened earlier (the seed's mails) gives way to this supervised one.
  await closeQueue(deps.db);
  registerQueue(deps.db, boss);
  const workerIds: string[] = [];
  let sentHere = 0;
  for (let i = 0; i < m.workerLoops; i++) {
    workerIds.push(
      await boss.work<DeliveryChunk>(
        MESSAGES_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 0.5 },
        async (jobs: QueueJob<DeliveryChunk>[]) => {
          for (const job of jobs) {
            // Every line of this job names it and the request that queued its campaign (decision 288).
            const log = childLogger(deps.log, {
              ...(job.data.requestId ? { requestId: job.data.requestId } : {}),
              jobId: job.id,
              campaignId: job.data.campaignId,
            });
            const sent = await runChunk({ ...deps, log }, routes, job.data);
            log.info("delivery job done", { deliveries: job.data.deliveryIds.length, sent });
            sentHere += sent; // not `sentHere += await …`: that reads sentHere before the await
          }
        },
      ),
    );
  }
  // Woken from a request, the loops must not run on in that request's scope (its id).
  deps.notifyOutbox = () =>
    outsideRequestScope(() => {
      for (const id of workerIds) boss.notifyWorker(id);
    });
  const sweep = () =>
    sweepStaleSending(deps.db, new Date(deps.now().getTime() - m.staleSendingSeconds * 1000))
      .then(
        (n) =>
          n > 0 && deps.log.warn("deliveries left sending by a stopped worker are now unknown", { count: n }),
      )
      .catch((error: unknown) => deps.log.error("messaging sweeper failed", { error: String(error) }));
  void sweep();
  const timer = setInterval(sweep, Math.min(m.staleSendingSeconds, 60) * 1000);
  timer.unref();
  deps.log.info("messaging worker started", {
    email: routes.email.transport.name,
    sms: routes.sms.transport.name,
  });
  return async () => {
    clearInterval(timer);
    deps.notifyOutbox = () => {};
    forgetQueue(deps.db);
    await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    routes.email.transport.close?.();
    routes.sms.transport.close?.();
    deps.log.info("messaging worker stopped", { sent: sentHere });
  };
}
