import type { z } from "zod";
import type { UseCaseContext } from "../../context";
import type { CampaignKind, Channel, OutgoingMessage } from "../../contracts/messaging";
import type { SendAnswer, sendRequestSchema } from "../../contracts/messaging-send";
import type { TemplateKind } from "../../contracts/template-constants";
import { type RecipientRow, recipientsByIds } from "../../db/repo/email-templates";
import type { NewAttachment } from "../../db/repo/message-attachments";
import { type Outcome, refusal, success } from "../outcome";
import { sanitizeRichText } from "../rich-text";
import { enqueueCampaign } from "./campaigns";
import { type MergeScope, mergeScope, mergeValues, renderFor, type TemplateText } from "./render";
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
    plainText: input.plainText ?? saved?.plainText ?? "",
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

/** Who of the ids cannot get the message, and why; the rest rendered. */
function render(
  ctx: UseCaseContext,
  input: SendInput,
  plan: SendPlan,
  scope: MergeScope,
  text: TemplateText,
  ids: number[],
  found: Map<number, RecipientRow>,
) {
  const skipped: SendAnswer["skipped"] = [];
  const messages: OutgoingMessage[] = [];
  for (const id of ids) {
    const r = found.get(id);
    const address = plan.channel === "email" ? r?.email : r?.mobile;
    const reason = !r
      ? "Respondent not found."
      : plan.attendeesOnly && !scope.bookings.has(id)
        ? "Not booked in this session."
        : r.optedOut
          ? "Opted out of e-mail and SMS."
          : !address
            ? plan.channel === "email"
              ? "No e-mail address."
              : "No mobile number."
            : null;
    if (reason || !r || !address) {
      skipped.push({ respondentId: id, reason: reason ?? "" });
      continue;
    }
    const values = { ...mergeValues(ctx, scope, r) };
    const external = surveyUrl(input, plan, id);
    if (external) values.surveyLink = external;
    const m = renderFor(text, values, r);
    messages.push(
      plan.channel === "email"
        ? { respondentId: id, to: address, subject: m.subject, html: m.html, text: m.text }
        : { respondentId: id, to: address, text: m.sms },
    );
  }
  return { skipped, messages };
}

/**
 * Renders a template for each respondent and queues the messages as one campaign. Opted-out
 * respondents and missing addresses are left out here (and checked again when each is sent).
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
  const { skipped, messages } = render(ctx, input, plan, scope, text, ids, await loadRecipients(ctx, ids));
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
  return success({ campaignId: queued.value.campaignId, queued: messages.length, skipped });
}
