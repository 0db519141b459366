import { z } from "zod";
import { wholeNumber } from "./records";

/** GET /api/dev-tools/outbox query: 1-based page of every message (e-mail and SMS), newest first. */
export const outboxQuerySchema = z.object({
  page: wholeNumber(1, 100_000).default(1),
  pageSize: wholeNumber(1, 200).default(25),
});

/** A delivery's status (the messaging area's statuses). */
const outboxStatusSchema = z.enum(["queued", "sending", "sent", "failed", "unknown", "cancelled", "skipped"]);

const outboxItemSchema = z.object({
  id: z.number().int(),
  channel: z.enum(["email", "sms"]),
  to: z.string(),
  subject: z.string(),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboxItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** GET /api/dev-tools/outbox/{id}: one message with its bodies. */
export const outboxMessageSchema = outboxItemSchema.extend({
  text: z.string(),
  html: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Names of the files sent with it (email/send). */
  attachments: z.array(z.string()),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
