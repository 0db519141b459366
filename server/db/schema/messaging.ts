import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { DELIVERY_STATUSES } from "../../contracts/messaging/messaging";
import { bytea, createdAt, instant, parentId, rowId } from "./columns";

/**
 * Messaging (decisions 160–164). A campaign is one send to many recipients; each message is a
 * delivery row, unique per (campaign, recipient, channel), inserted in the same transaction as the
 * queue job that sends it. The row, not the job, is the idempotency key: a worker claims it
 * queued → sending with a conditional UPDATE, so a message is never sent twice.
 */
export const messageCampaigns = pgTable("message_campaigns", {
  id: rowId(),
  channel: text("channel", { enum: ["email", "sms"] }).notNull(),
  /** invite, survey-invite, confirmation, reminder, no-show, general, …, transactional. */
  kind: text("kind").notNull(),
  /** 0 when the campaign belongs to no job / session (the spec's default). */
  jobId: integer("job_id").notNull().default(0),
  sessionId: integer("session_id").notNull().default(0),
  /** The Email Sender record (0: MAIL_FROM) and its address at the time of sending. */
  senderId: integer("sender_id").notNull().default(0),
  fromAddress: text("from_address"),
  /** queued until every delivery settled (then sent), or cancelled by a person. */
  status: text("status", { enum: ["queued", "sending", "sent", "cancelled"] })
    .notNull()
    .default("queued"),
  total: integer("total").notNull().default(0),
  createdBy: integer("created_by"),
  createdAt: createdAt(),
});

export const messageDeliveries = pgTable(
  "message_deliveries",
  {
    id: rowId(),
    campaignId: parentId("campaign_id", () => messageCampaigns.id),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    /** 0 for an address that is no respondent (transactional mail, a pasted list). */
    respondentId: integer("respondent_id").notNull().default(0),
    /** `r<respondentId>`, or `a<address>` when there is no respondent: the uniqueness key. */
    recipientKey: text("recipient_key").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject"),
    htmlBody: text("html_body"),
    textBody: text("text_body").notNull(),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    providerMessageId: text("provider_message_id"),
    /** The provider's latest delivery report (delivered, undelivered, …), from its webhook. */
    providerStatus: text("provider_status"),
    createdAt: createdAt(),
    claimedAt: instant("claimed_at"),
    sentAt: instant("sent_at"),
  },
  (t) => [
    uniqueIndex("message_deliveries_recipient_uq").on(t.campaignId, t.recipientKey, t.channel),
    index("message_deliveries_campaign_status_idx").on(t.campaignId, t.status),
    index("message_deliveries_sending_idx").on(t.claimedAt).where(sql`${t.status} = 'sending'`),
    index("message_deliveries_provider_idx").on(t.providerMessageId),
    index("message_deliveries_respondent_idx").on(t.respondentId, t.id),
    /** Inbound SMS find the message they answer by number. */
    index("message_deliveries_to_idx").on(t.toAddress, t.id),
  ],
);

/** Inbound SMS: replies and keywords, idempotent by the provider's message id. */
export const smsReplies = pgTable(
  "sms_replies",
  {
    id: rowId(),
    providerMessageId: text("provider_message_id").notNull(),
    fromNumber: text("from_number").notNull(),
    toNumber: text("to_number"),
    body: text("body").notNull(),
    respondentId: integer("respondent_id"),
    sessionId: integer("session_id"),
    /** The confirmation delivery this answers, when one was found. */
    deliveryId: integer("delivery_id"),
    /** What the server did: 'confirmed' (YES), 'opted-out' (STOP), or null. */
    action: text("action"),
    handled: boolean("handled").notNull().default(false),
    receivedAt: instant("received_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sms_replies_provider_uq").on(t.providerMessageId),
    index("sms_replies_received_idx").on(t.receivedAt, t.id),
  ],
);

/** One reminder per attendee, session, channel and offset (hours before the start). */
export const reminderLog = pgTable(
  "reminder_log",
  {
    id: rowId(),
    sessionId: integer("session_id").notNull(),
    respondentId: integer("respondent_id").notNull(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    offsetHours: integer("offset_hours").notNull(),
    campaignId: integer("campaign_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("reminder_log_uq").on(t.sessionId, t.respondentId, t.channel, t.offsetHours)],
);

/** Files sent with every e-mail of a campaign (email/send), stored once per campaign. */
export const messageAttachments = pgTable(
  "message_attachments",
  {
    id: rowId(),
    campaignId: parentId("campaign_id", () => messageCampaigns.id),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [index("message_attachments_campaign_idx").on(t.campaignId, t.id)],
);
