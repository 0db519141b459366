import { z } from "zod";
import { idOrZero, idSchema, requiredText } from "../records";
import { emailSchema, optionalEmailSchema } from "../validation";
import { TEMPLATE_KINDS } from "./template-constants";

/**
 * E-mail and SMS templates and e-mail senders (staff-calls §7.20, product §7.6; decision 165).
 * A template's html is sanitised on save; merge fields are `{{name}}` and their values are
 * escaped when a message is rendered.
 */

const templateKindSchema = z.enum(TEMPLATE_KINDS, "Choose what the template is for");

const templateFields = {
  name: requiredText(120),
  kind: templateKindSchema,
  subject: z.string().trim().max(300, "At most 300 characters").optional().default(""),
  html: z.string().max(200_000, "The message is too long").optional().default(""),
  plainText: z.string().max(50_000, "At most 50,000 characters").optional().default(""),
  smsText: z.string().trim().max(1_600, "At most 1,600 characters").optional().default(""),
};

/** POST /api/emailtemplate/add (json). */
export const templateAddSchema = z.object(templateFields);
/** POST /api/emailtemplate/update (json): the template's id and every field. */
export const templateUpdateSchema = z.object({ id: idSchema, ...templateFields });
/** The form's shape: one contract for add (id 0) and update. */
export const templateSaveSchema = z.object({ id: idOrZero, ...templateFields });
export type TemplateSave = z.input<typeof templateSaveSchema>;

export const templateSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: templateKindSchema,
  subject: z.string(),
  html: z.string(),
  plainText: z.string(),
  smsText: z.string(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;
export const templateListAnswerSchema = z.array(templateSchema);
export const templateAnswerSchema = templateSchema.nullable();

/**
 * POST /api/emailtemplate/preview (json, designed: decision 165): a saved template (templateId) or
 * the unsaved form's fields, rendered for one real respondent (and job / session, default 0).
 */
export const templatePreviewSchema = z.object({
  templateId: idOrZero,
  respondentId: idSchema,
  jobId: idOrZero,
  sessionId: idOrZero,
  subject: z.string().max(300).optional(),
  html: z.string().max(200_000).optional(),
  plainText: z.string().max(50_000).optional(),
  smsText: z.string().max(1_600).optional(),
});
export const renderedMessageSchema = z.object({
  respondentId: z.number(),
  respondentName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  sms: z.string(),
});
export type RenderedMessage = z.infer<typeof renderedMessageSchema>;

// ---- e-mail senders

export const senderSaveSchema = z.object({
  id: idOrZero,
  name: requiredText(120),
  fromAddress: emailSchema,
  replyTo: optionalEmailSchema,
});
export const senderSchema = z.object({
  id: z.number(),
  name: z.string(),
  fromAddress: z.string(),
  replyTo: z.string().nullable(),
  updatedAt: z.string(),
});
export type Sender = z.infer<typeof senderSchema>;
export const senderListAnswerSchema = z.array(senderSchema);
