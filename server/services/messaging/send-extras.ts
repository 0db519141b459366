import type { z } from "zod";
import type { UseCaseContext } from "../../context";
import type {
  bulkEmailSmsUpdateSchema,
  RecipientLookupAnswer,
  SMS_KINDS,
  smsKindQuerySchema,
} from "../../contracts/messaging/send";
import type { RenderedMessage } from "../../contracts/messaging/templates";
import {
  type RecipientRow,
  recipientsByIds,
  respondentIdsByContact,
  setOptedOut,
} from "../../db/repo/email-templates";
import { type Outcome, refusal, success } from "../outcome";
import { mergeScope, mergeValues, renderFor } from "./render";
import { loadTemplate, templateOf } from "./templates";

/** BulkEmailSMSUpdate: how many respondents now have the flag. */
export async function bulkEmailSmsUpdate(
  ctx: UseCaseContext,
  input: z.output<typeof bulkEmailSmsUpdateSchema>,
): Promise<Outcome<{ updated: number }>> {
  const changed = await setOptedOut(ctx.deps.db, input.ids, input.optedOut, ctx.deps.now());
  if (changed.length === 0) return refusal("Respondent not found.");
  return success({ updated: changed.length });
}

/** GET /api/sms/{kind}: the SMS of a kind as each recipient would get it (respondents or a session). */
export async function smsOfKind(
  ctx: UseCaseContext,
  kind: (typeof SMS_KINDS)[number],
  q: z.output<typeof smsKindQuerySchema>,
): Promise<RenderedMessage[]> {
  const tpl = q.templateId ? await loadTemplate(ctx, q.templateId) : await templateOf(ctx, `${kind}-sms`);
  const scope = await mergeScope(ctx, 0, q.jobGroupId ?? 0);
  const ids = q.sms.length ? q.sms : [...scope.bookings.keys()];
  const text = { subject: "", html: "", plainText: "", smsText: tpl?.smsText ?? "" };
  const out: RenderedMessage[] = [];
  for (let i = 0; i < ids.length; i += 1000)
    for (const r of await recipientsByIds(ctx.deps.db, ids.slice(i, i + 1000)))
      out.push(renderFor(text, mergeValues(ctx, scope, r), r));
  return out;
}

/** A pasted list (ids, e-mails, mobiles) as respondents, in the order pasted, each once. */
export async function lookupRecipients(
  ctx: UseCaseContext,
  values: string[],
): Promise<RecipientLookupAnswer> {
  const cleaned = values.map((v) => v.trim()).filter(Boolean);
  const ids = cleaned.filter((v) => /^\d{1,9}$/.test(v)).map(Number);
  const emails = cleaned.filter((v) => v.includes("@")).map((v) => v.toLowerCase());
  const mobiles = cleaned.filter(
    (v) => !v.includes("@") && /^[+\d][\d\s()-]{5,}$/.test(v) && !/^\d{1,9}$/.test(v),
  );
  const byContact = await respondentIdsByContact(
    ctx.deps.db,
    emails,
    mobiles.map((m) => m.replace(/[\s()-]/g, "")),
  );
  const all = [...new Set([...ids, ...byContact])];
  const found = new Map<number, RecipientRow>();
  for (let i = 0; i < all.length; i += 1000)
    for (const r of await recipientsByIds(ctx.deps.db, all.slice(i, i + 1000))) found.set(r.id, r);
  const matched = new Set<string>();
  for (const r of found.values()) {
    matched.add(String(r.id));
    if (r.email) matched.add(r.email.toLowerCase());
    if (r.mobile) matched.add(r.mobile);
  }
  const unmatched = cleaned.filter(
    (v) => !matched.has(v.toLowerCase()) && !matched.has(v.replace(/[\s()-]/g, "")),
  );
  return {
    recipients: all
      .filter((id) => found.has(id))
      .map((id) => {
        const r = found.get(id) as RecipientRow;
        return { id, name: `${r.firstName} ${r.lastName}`.trim() };
      }),
    unmatched,
  };
}
