import type { Deps } from "../../context";
import type { Channel } from "../../contracts/messaging/messaging";
import { type CampaignRow, claimDelivery, markDeliverySent, settleUnsent } from "../../db/repo/messaging";
import type { MailExtras } from "./mail-headers";
import { MAX_ATTEMPTS } from "./queue";
import { sendBlockReason } from "./send-block";
import type { Throttle } from "./throttle";
import { type MailAttachment, type MessageTransport, TransportError } from "./transports/transport";

export interface ChannelRoute {
  transport: MessageTransport;
  throttle: Throttle;
  /** The from address (e-mail) or number (SMS) when the campaign names none. */
  defaultFrom: string;
}
export type ChannelRoutes = Record<Channel, ChannelRoute>;

/** What became of one delivery: `retry` asks the queue to run its job again later. */
export type DeliveryResult = "sent" | "retry" | "settled" | "not-mine";

/**
 * Sends one delivery at most once: claim queued → sending (another worker, a retry or a cancel
 * may have taken it: then nothing happens), check opt-out, send, mark sent with the provider id.
 * A transient failure puts it back to queued until MAX_ATTEMPTS; an ambiguous one (the provider
 * may have taken it) becomes 'unknown'.
 */
export async function deliverOne(
  deps: Pick<Deps, "db" | "log" | "now">,
  routes: ChannelRoutes,
  campaign: CampaignRow,
  deliveryId: number,
  ineligible: ReadonlyMap<number, string> = new Map(),
  attachments: readonly MailAttachment[] = [],
  mail?: MailExtras,
): Promise<DeliveryResult> {
  const row = await claimDelivery(deps.db, deliveryId, deps.now());
  if (!row) return "not-mine";
  const block =
    ineligible.get(row.respondentId) ?? (await sendBlockReason(deps.db, row.respondentId, row.channel));
  if (block) {
    await settleUnsent(deps.db, row.id, "skipped", block);
    return "settled";
  }
  const route = routes[row.channel];
  await route.throttle.take();
  try {
    const providerId = await route.transport.send({
      deliveryId: row.id,
      campaignId: campaign.id,
      from: campaign.fromAddress || route.defaultFrom,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      ...(row.channel === "email" && attachments.length > 0 ? { attachments } : {}),
      ...(row.channel === "email" && mail ? mail.forRespondent(row.respondentId) : {}),
    });
    await markDeliverySent(deps.db, row.id, providerId, deps.now());
    deps.log.debug("message sent", { deliveryId: row.id, channel: row.channel });
    return "sent";
  } catch (error) {
    const failure = error instanceof TransportError ? error : new TransportError(String(error), "retry");
    deps.log.warn("message delivery failed", {
      deliveryId: row.id,
      kind: failure.kind,
      error: failure.message,
    });
    if (failure.kind === "unknown") {
      await settleUnsent(deps.db, row.id, "unknown", failure.message);
      return "settled";
    }
    if (failure.kind === "fail" || row.attempts >= MAX_ATTEMPTS) {
      await settleUnsent(deps.db, row.id, "failed", failure.message);
      return "settled";
    }
    await settleUnsent(deps.db, row.id, "queued", failure.message);
    return "retry";
  }
}
