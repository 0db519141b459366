import type { UseCaseContext } from "../context";
import type { OutboxItem, OutboxMessage } from "../contracts/dev-tools";
import { findMail, listMail, type MailRow } from "../db/repo/mail";
import { notFound } from "../http/errors";

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
export async function outboxPage(
  ctx: UseCaseContext,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const { items, total } = await listMail(ctx.deps.db, (page - 1) * pageSize, pageSize);
  return { items: items.map(toItem), total, page, pageSize };
}

/** One message with its bodies, or undefined. */
export async function outboxMessage(ctx: UseCaseContext, id: number): Promise<OutboxMessage> {
  const mail = await findMail(ctx.deps.db, id);
  if (!mail) throw notFound("There is no such message.");
  return { ...toItem(mail), text: mail.textBody, html: mail.htmlBody, lastError: mail.lastError };
}
