import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { TEMPLATE_KINDS } from "../../contracts/messaging/template-constants";
import { rowId, updatedAt } from "./columns";

/** E-mail and SMS templates (`emailtemplates`, EmailTemplateAdmin): html is sanitised on save. */
export const emailTemplates = pgTable(
  "email_templates",
  {
    id: rowId(),
    name: text("name").notNull(),
    kind: text("kind", { enum: TEMPLATE_KINDS }).notNull(),
    subject: text("subject").notNull().default(""),
    html: text("html").notNull().default(""),
    /** The plain-text alternative of an e-mail (sent as its text part). */
    plainText: text("plain_text").notNull().default(""),
    smsText: text("sms_text").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("email_templates_name_uq").on(t.name), index("email_templates_kind_idx").on(t.kind)],
);

/** The From identities e-mails are sent with (`emailsender`, EmailSenderAdmin). */
export const emailSenders = pgTable(
  "email_senders",
  {
    id: rowId(),
    name: text("name").notNull(),
    fromAddress: text("from_address").notNull(),
    replyTo: text("reply_to"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("email_senders_name_uq").on(t.name)],
);
