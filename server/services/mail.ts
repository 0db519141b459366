import type { UseCaseContext } from "../context";
import type { OutboxItem, OutboxMessage } from "../contracts/dev-tools";
import { attachmentNames } from "../db/repo/message-attachments";
import { type DeliveryRow, findDelivery, listDeliveries } from "../db/repo/messaging";
import { notFound } from "../http/errors";

type Summary = Pick<
  DeliveryRow,
  "id" | "channel" | "toAddress" | "subject" | "status" | "attempts" | "createdAt" | "sentAt"
>;

const toItem = (m: Summary): OutboxItem => ({
  id: m.id,
  channel: m.channel,
  to: m.toAddress,
  subject: m.subject ?? "",
  status: m.status,
  attempts: m.attempts,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
});

/** A page of the dev mailbox (every e-mail and SMS delivery), newest first. */
export async function outboxPage(
  ctx: UseCaseContext,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const { items, total } = await listDeliveries(ctx.deps.db, (page - 1) * pageSize, pageSize);
  return { items: items.map(toItem), total, page, pageSize };
}

/** One message with its bodies and the names of its campaign's files. */
export async function outboxMessage(ctx: UseCaseContext, id: number): Promise<OutboxMessage> {
  const mail = await findDelivery(ctx.deps.db, id);
  if (!mail) throw notFound("There is no such message.");
  return {
    ...toItem(mail),
    text: mail.textBody,
    html: mail.htmlBody,
    lastError: mail.lastError,
    attachments: mail.channel === "email" ? await attachmentNames(ctx.deps.db, mail.campaignId) : [],
  };
}
