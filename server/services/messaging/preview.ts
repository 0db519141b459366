import type { z } from "zod";
import type { UseCaseContext } from "../../context";
import type { RenderedMessage, templatePreviewSchema } from "../../contracts/messaging/templates";
import { recipientsByIds } from "../../db/repo/email-templates";
import { notFound } from "../../http/errors";
import { sanitizeRichText } from "../rich-text";
import { mergeScope, mergeValues, renderFor, type TemplateText } from "./render";
import { loadTemplate } from "./templates";

/**
 * POST /api/emailtemplate/preview: a template as one real respondent would get it. Unsaved html
 * from the form is sanitised first, as saving would.
 */
export async function previewTemplate(
  ctx: UseCaseContext,
  input: z.output<typeof templatePreviewSchema>,
): Promise<RenderedMessage> {
  const saved = input.templateId ? await loadTemplate(ctx, input.templateId) : null;
  const text: TemplateText = {
    subject: input.subject ?? saved?.subject ?? "",
    html: input.html !== undefined ? await sanitizeRichText(input.html) : (saved?.html ?? ""),
    // A composed html body without its own text part: the text part is made from it, never the template's.
    plainText: input.plainText ?? (input.html !== undefined ? "" : (saved?.plainText ?? "")),
    smsText: input.smsText ?? saved?.smsText ?? "",
  };
  const [recipient] = await recipientsByIds(ctx.deps.db, [input.respondentId]);
  if (!recipient) throw notFound("Respondent not found.");
  const scope = await mergeScope(ctx, input.jobId, input.sessionId);
  return renderFor(text, mergeValues(ctx, scope, recipient), recipient);
}
