import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Outgoing mail; the outbox worker delivers it through SMTP when SMTP_URL is set. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** "queued" until the worker sends it ("sent") or gives up ("failed"). */
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The worker picks a queued message once this has passed (backoff after failures, lease while sending). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_status_idx").on(t.status, t.id)],
);
