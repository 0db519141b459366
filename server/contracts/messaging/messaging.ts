import { z } from "zod";
import { idSchema } from "../records";

/**
 * The messaging area's shapes (decisions 160–164): campaigns of e-mail or SMS messages, one
 * delivery row per (campaign, respondent, channel), their statuses and the inbound SMS replies.
 * Messages are rendered before they are queued; the queue stores and sends them as they are.
 */

const CHANNELS = ["email", "sms"] as const;
export const channelSchema = z.enum(CHANNELS);
export type Channel = z.infer<typeof channelSchema>;

/** Why a campaign was sent; reminders and transactional mail are queued by the server itself. */
const CAMPAIGN_KINDS = [
  "invite",
  "survey-invite",
  "confirmation",
  "reminder",
  "no-show",
  "general",
  "third-party-survey",
  "unique-id-survey",
  "transactional",
] as const;
export const campaignKindSchema = z.enum(CAMPAIGN_KINDS);
export type CampaignKind = z.infer<typeof campaignKindSchema>;

/**
 * A delivery's life: queued → sending → sent | failed, back to queued after a transient error;
 * 'unknown' when a worker died between claiming and marking (a person decides: retry or leave);
 * 'cancelled' by a person before it was claimed; 'skipped' when the respondent opted out or is
 * marked do-not-contact at send time.
 */
export const DELIVERY_STATUSES = [
  "queued",
  "sending",
  "sent",
  "failed",
  "unknown",
  "cancelled",
  "skipped",
] as const;

/** A campaign: 'queued' until every delivery settled ('sent' even when some failed), or 'cancelled'. */
const CAMPAIGN_STATUSES = ["queued", "sending", "sent", "cancelled"] as const;
const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);

/** One rendered message of a campaign (msg-ui renders templates; the queue stores this as is). */
export const outgoingMessageSchema = z.object({
  /** 0 for a message to an address that is no respondent (transactional mail, a pasted list). */
  respondentId: z.number().int().min(0),
  to: z.string().min(1).max(320),
  subject: z.string().max(500).optional(),
  html: z.string().max(1_000_000).optional(),
  text: z.string().max(100_000),
});
export type OutgoingMessage = z.infer<typeof outgoingMessageSchema>;

export const enqueueCampaignSchema = z.object({
  channel: channelSchema,
  kind: campaignKindSchema,
  /** 0 when the campaign belongs to no job / session (the spec's default). */
  jobId: z.number().int().min(0).default(0),
  sessionId: z.number().int().min(0).default(0),
  /** The Email Sender record whose address the e-mails come from; 0 → MAIL_FROM. */
  senderId: z.number().int().min(0).default(0),
  /** The sender's address when the caller already loaded it (else MAIL_FROM). */
  fromAddress: z.string().max(320).optional(),
  messages: z.array(outgoingMessageSchema).min(1).max(100_000),
});
export type EnqueueCampaignInput = z.input<typeof enqueueCampaignSchema>;

export const campaignIdSchema = z.object({ campaignId: idSchema });

/** Counts per delivery status; `total` is every delivery of the campaign. */
export const campaignProgressSchema = z.object({
  campaignId: z.number(),
  status: campaignStatusSchema,
  channel: channelSchema,
  kind: campaignKindSchema,
  queued: z.number(),
  sending: z.number(),
  sent: z.number(),
  failed: z.number(),
  unknown: z.number(),
  skipped: z.number(),
  cancelled: z.number(),
  total: z.number(),
  /** Of the sent: what the provider's delivery reports said (SMS status callbacks; decision 175). */
  delivered: z.number().default(0),
  undelivered: z.number().default(0),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

/** An inbound SMS (a reply or a keyword), linked to its respondent and session when known. */
export const smsReplySchema = z.object({
  id: z.number(),
  providerMessageId: z.string(),
  fromNumber: z.string(),
  body: z.string(),
  respondentId: z.number().nullable(),
  sessionId: z.number().nullable(),
  /** What the server did with it: 'confirmed' (YES), 'opted-out' (STOP) or null. */
  action: z.string().nullable(),
  handled: z.boolean(),
  receivedAt: z.string(),
});

/**
 * The queue's service API (server/services/messaging/campaigns.ts), for the screens' routes:
 * - `enqueueCampaign(ctx, EnqueueCampaignInput) → Outcome<{ campaignId }>`: stores one delivery per
 *   message and its job in one transaction; nothing is sent twice.
 * - `campaignProgress(ctx, { campaignId }) → Outcome<CampaignProgress>`
 * - `cancelCampaign(ctx, { campaignId }) → Outcome<CampaignProgress>`: queued deliveries → cancelled.
 * - `retryFailed(ctx, { campaignId }) → Outcome<CampaignProgress>`: failed and unknown → queued.
 */
export type EnqueueCampaignAnswer = { campaignId: number };
