import type { Deps } from "../context";
import type { OutboxItem, OutboxMessage } from "../contracts/dev-tools";
import { findMail, listMail, type MailRow } from "../db/repo/mail";

type Summary = Pick<MailRow, "id" | "toAddress" | "subject" | "status" | "attempts" | "createdAt" | "sentAt">;

const toItem = (m: Summary): OutboxItem => ({
  id: m.id,
  to: m.toAddress,
  subject: m.subject,
  status: m.status,
  attempts: m.attempts,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
});

/** A page of the dev mailbox, newest first. */
export async function outboxPage(deps: Pick<Deps, "db">, page: number, pageSize: number) {
  const { items, total } = await listMail(deps.db, (page - 1) * pageSize, pageSize);
  return { items: items.map(toItem), total, page, pageSize };
}

/** One message with its bodies, or undefined. */
export async function outboxMessage(deps: Pick<Deps, "db">, id: number): Promise<OutboxMessage | undefined> {
  const mail = await findMail(deps.db, id);
  return mail && { ...toItem(mail), text: mail.textBody, html: mail.htmlBody, lastError: mail.lastError };
}
