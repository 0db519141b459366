import type { z } from "zod";
import type { UseCaseContext } from "../../context";
import type { SmsReplyRow, smsRepliesQuerySchema } from "../../contracts/messaging/send";
import { deleteReplies, handledFilter, pageReplies, setRepliesHandled } from "../../db/repo/sms-reply-list";
import { type Outcome, refusal, success } from "../outcome";

/** GET /api/sms/replies: inbound replies linked to their respondent and session, server-paged. */
export async function smsRepliesPage(ctx: UseCaseContext, q: z.output<typeof smsRepliesQuerySchema>) {
  const where = q.handled === "all" ? undefined : handledFilter(q.handled === "true");
  const { rows, total } = await pageReplies(ctx.deps.db, where, (q.page - 1) * q.pageSize, q.pageSize);
  const items: SmsReplyRow[] = rows.map(({ reply: r, firstName, lastName }) => ({
    id: r.id,
    providerMessageId: r.providerMessageId,
    fromNumber: r.fromNumber,
    body: r.body,
    respondentId: r.respondentId,
    sessionId: r.sessionId,
    action: r.action,
    handled: r.handled,
    receivedAt: r.receivedAt.toISOString(),
    respondentName: firstName === null ? null : `${firstName} ${lastName ?? ""}`.trim(),
  }));
  return { items, total, page: q.page, pageSize: q.pageSize };
}

export async function markRepliesHandled(
  ctx: UseCaseContext,
  input: { ids: number[]; handled: boolean },
): Promise<Outcome<{ updated: number }>> {
  const updated = await setRepliesHandled(ctx.deps.db, input.ids, input.handled);
  return updated ? success({ updated }) : refusal("SMS reply not found.");
}

export async function removeReplies(
  ctx: UseCaseContext,
  ids: number[],
): Promise<Outcome<{ deleted: number }>> {
  const deleted = await deleteReplies(ctx.deps.db, ids);
  return deleted ? success({ deleted }) : refusal("SMS reply not found.");
}
