import type { z } from "zod";
import type { UseCaseContext } from "../../context";
import type { CampaignKind, Channel, OutgoingMessage } from "../../contracts/messaging/messaging";
import type { SendAnswer, sendRequestSchema } from "../../contracts/messaging/send";
import type { TemplateKind } from "../../contracts/messaging/template-constants";
import { countryCodeOf, toE164 } from "../../contracts/phone-e164";
import { type RecipientRow, recipientsByIds } from "../../db/repo/email-templates";
import type { NewAttachment } from "../../db/repo/message-attachments";
import { countryVariantOf } from "../config";
import { type Outcome, refusal, success } from "../outcome";
import { sanitizeRichText } from "../rich-text";
import { enqueueCampaign } from "./campaigns";
import { emptyFields } from "./merge-fields";
import { type MergeScope, mergeScope, mergeValues, renderFor, type TemplateText } from "./render";
import { eligibilityBlocks } from "./send-block";
import { loadSender, loadTemplate, templateOf } from "./templates";

export type SendInput = z.output<typeof sendRequestSchema> & { url?: string };

/** What a send call is: its channel, campaign kind and the template kind it falls back to. */
export interface SendPlan {
  channel: Channel;
  kind: CampaignKind;
  templateKind: TemplateKind;
  /** Session confirmations: only the session's attendees (all of them when ids is empty). */
  attendeesOnly?: boolean;
  /** Third-party survey invitations: the survey link is the given url (with the respondent id). */
  externalSurvey?: "as-is" | "with-respondent-id";
}

/** The template text to send: the chosen (or the kind's) template, overridden by the screen's text. */
async function templateText(
  ctx: UseCaseContext,
  input: SendInput,
  plan: SendPlan,
): Promise<TemplateText | null> {
  const saved = input.templateId
    ? await loadTemplate(ctx, input.templateId)
    : await templateOf(ctx, plan.templateKind);
  const text: TemplateText = {
    subject: input.subject ?? saved?.subject ?? "",
    html: input.html !== undefined ? await sanitizeRichText(input.html) : (saved?.html ?? ""),
    // A composed html body without its own text part: the text part is made from it, never the template's.
    plainText: input.plainText ?? (input.html !== undefined ? "" : (saved?.plainText ?? "")),
    smsText: input.smsText ?? saved?.smsText ?? "",
  };
  const empty =
    plan.channel === "sms"
      ? !text.smsText.trim()
      : !text.subject.trim() || !(text.html || text.plainText).trim();
  return empty ? null : text;
}

async function loadRecipients(ctx: UseCaseContext, ids: number[]): Promise<Map<number, RecipientRow>> {
  const found = new Map<number, RecipientRow>();
  for (let i = 0; i < ids.length; i += 1000)
    for (const r of await recipientsByIds(ctx.deps.db, ids.slice(i, i + 1000))) found.set(r.id, r);
  return found;
}

function surveyUrl(input: SendInput, plan: SendPlan, respondentId: number): string | undefined {
  if (!plan.externalSurvey || !input.url) return undefined;
  if (plan.externalSurvey === "as-is") return input.url;
  const url = new URL(input.url);
  url.searchParams.set("respondentId", String(respondentId));
  return url.toString();
}

/** Why one recipient cannot get the message (null: they can), and the address to use. */
function addressOf(
  plan: SendPlan,
  scope: MergeScope,
  id: number,
  r: RecipientRow | undefined,
  blocks: ReadonlyMap<number, string>,
  country: string,
): { reason: string } | { to: string } {
  if (!r) return { reason: "Respondent not found." };
  if (plan.attendeesOnly && !scope.bookings.has(id)) return { reason: "Not booked in this session." };
  if (r.optedOut) return { reason: "Opted out of e-mail and SMS." };
  const blocked = blocks.get(id);
  if (blocked) return { reason: blocked };
  if (plan.channel === "email") return r.email ? { to: r.email } : { reason: "No e-mail address." };
  if (!r.mobile) return { reason: "No mobile number." };
  // Providers take international numbers only: the member's country gives the country code.
  const e164 = toE164(r.mobile, countryCodeOf(r.country, country));
  return e164.ok ? { to: e164.number } : { reason: e164.reason };
}

/** The texts of the channel's message, where every merge field must have a value. */
const channelTexts = (plan: SendPlan, t: TemplateText) =>
  plan.channel === "sms" ? [t.smsText] : [t.subject, t.html, t.plainText];

/** Who of the ids cannot get the message, and why; the rest rendered; the empty fields counted. */
function render(
  ctx: UseCaseContext,
  input: SendInput,
  plan: SendPlan,
  scope: MergeScope,
  text: TemplateText,
  ids: number[],
  found: Map<number, RecipientRow>,
  checks: { blocks: ReadonlyMap<number, string>; country: string },
) {
  const skipped: SendAnswer["skipped"] = [];
  const messages: OutgoingMessage[] = [];
  const empty = new Map<string, number>();
  for (const id of ids) {
    const r = found.get(id);
    const address = addressOf(plan, scope, id, r, checks.blocks, checks.country);
    if (!r || "reason" in address) {
      const name = r ? `${r.firstName} ${r.lastName}`.trim() : "";
      skipped.push({ respondentId: id, name, reason: "reason" in address ? address.reason : "" });
      continue;
    }
    const values = { ...mergeValues(ctx, scope, r) };
    const external = surveyUrl(input, plan, id);
    if (external) values.surveyLink = external;
    for (const field of emptyFields(channelTexts(plan, text), values))
      empty.set(field, (empty.get(field) ?? 0) + 1);
    const m = renderFor(text, values, r);
    messages.push(
      plan.channel === "email"
        ? { respondentId: id, to: address.to, subject: m.subject, html: m.html, text: m.text }
        : { respondentId: id, to: address.to, text: m.sms },
    );
  }
  const of = messages.length;
  const emptyList = [...empty].map(([field, count]) => ({
    field,
    count,
    of,
    text: `${field} is empty for ${count} of ${of} recipient${of === 1 ? "" : "s"}.`,
  }));
  return { skipped, messages, emptyFields: emptyList };
}

/**
 * Renders a template for each respondent and queues the messages as one campaign. Opted-out,
 * ineligible (invitations) and unreachable respondents are left out here (and opt-out and
 * eligibility checked again when each is sent). A merge field that would be empty for anyone
 * stops the send; `preview` answers the same checks without queueing (decision 174).
 */
export async function sendToRespondents(
  ctx: UseCaseContext,
  input: SendInput,
  plan: SendPlan,
  attachments: NewAttachment[] = [],
): Promise<Outcome<SendAnswer>> {
  const text = await templateText(ctx, input, plan);
  if (!text)
    return refusal(
      plan.channel === "sms"
        ? "Choose a template or write the SMS text."
        : "Choose a template or write the subject and message.",
    );
  const scope = await mergeScope(ctx, input.jobId, input.sessionId);
  const ids =
    plan.attendeesOnly && input.ids.length === 0 ? [...scope.bookings.keys()] : [...new Set(input.ids)];
  if (ids.length === 0) return refusal("The session has no attendees to send to.");
  const sender = input.senderId ? await loadSender(ctx, input.senderId) : null;
  const checks = {
    blocks: await eligibilityBlocks(ctx.deps.db, { kind: plan.kind, jobId: scope.jobId }, ids),
    country: (await countryVariantOf(ctx)) === "NZ" ? "NZ" : "AU",
  };
  const { skipped, messages, emptyFields } = render(
    ctx,
    input,
    plan,
    scope,
    text,
    ids,
    await loadRecipients(ctx, ids),
    checks,
  );
  if (input.preview) return success({ campaignId: null, queued: messages.length, skipped, emptyFields });
  if (emptyFields.length > 0)
    return refusal(
      ...emptyFields.map((f) => f.text),
      "Fill them in (the job, session or member records) or change the message, then send.",
    );
  if (messages.length === 0)
    return refusal(
      "None of the recipients can get this message.",
      ...skipped.slice(0, 5).map((s) => `${s.respondentId}: ${s.reason}`),
    );
  const queued = await enqueueCampaign(
    ctx,
    {
      channel: plan.channel,
      kind: plan.kind,
      jobId: scope.jobId,
      sessionId: input.sessionId,
      senderId: sender?.id ?? 0,
      ...(sender ? { fromAddress: sender.fromAddress } : {}),
      messages,
    },
    attachments,
  );
  if (!queued.ok) return queued;
  return success({ campaignId: queued.value.campaignId, queued: messages.length, skipped, emptyFields });
}
