import { z } from "zod";
import { idOrZero, idSchema } from "../records";
import { smsReplySchema } from "./messaging";

/**
 * The staff send calls (product §7.6, staff-calls §7.20; decision 167): who gets a message
 * (respondent ids), what it is about (jobId, sessionId: default 0) and what it says (a saved
 * template, or the screen's own text that overrides it).
 */
const ids = z
  .array(idSchema, "ids: a list of respondent ids")
  .min(1, "Choose at least one recipient")
  .max(10_000);

export const sendRequestSchema = z.object({
  ids,
  jobId: idOrZero,
  sessionId: idOrZero,
  templateId: idOrZero,
  senderId: idOrZero,
  subject: z.string().max(300).optional(),
  html: z.string().max(200_000).optional(),
  plainText: z.string().max(50_000).optional(),
  smsText: z.string().max(1_600).optional(),
  /**
   * true: check and answer what the send would do (who would be left out and why, which merge
   * fields would be empty) without queueing anything (decision 174).
   */
  preview: z.boolean("preview: true or false").optional(),
});
export type SendRequest = z.input<typeof sendRequestSchema>;

/** Session confirmations: the attendees (ids; empty → every attendee of the session). */
export const confirmationRequestSchema = sendRequestSchema.extend({ ids: ids.or(z.array(z.never()).max(0)) });

/** Third-party and unique-id survey invitations carry the survey's own address. */
export const externalSurveyRequestSchema = sendRequestSchema.extend({
  url: z
    .string()
    .trim()
    .max(2_000)
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), "url: an http(s) address"),
});

/** GET /api/sms/{kind}?sms={ids} or ?jobGroupId={id}: the SMS of a kind rendered per recipient. */
export const SMS_KINDS = ["general", "invitation", "confirmation", "reminder", "profile-update"] as const;
export const smsKindParamSchema = z.object({
  kind: z.enum(SMS_KINDS, "kind: general, invitation, confirmation, reminder or profile-update"),
});
export const smsKindQuerySchema = z
  .object({
    sms: z
      .string()
      .max(100_000)
      .optional()
      .transform((v, c) => {
        if (v === undefined || v.trim() === "") return [];
        const parts = v.split(",").map((p) => p.trim());
        if (parts.some((p) => !/^\d{1,10}$/.test(p) || Number(p) < 1 || Number(p) > 2_147_483_647)) {
          c.addIssue({ code: "custom", message: "sms: a comma-separated list of respondent ids" });
          return z.NEVER;
        }
        return [...new Set(parts.map(Number))].slice(0, 10_000);
      }),
    jobGroupId: idSchema.optional(),
    templateId: idSchema.optional(),
  })
  .refine((q) => q.sms.length > 0 || q.jobGroupId !== undefined, "Give sms={ids} or jobGroupId={id}");

/**
 * What a send did (or, previewed, would do): the campaign to watch, who was left out and why, and
 * the merge fields that are empty for some recipients (a send with any is refused).
 */
export const sendAnswerSchema = z.object({
  campaignId: z.number().nullable(),
  queued: z.number(),
  skipped: z.array(z.object({ respondentId: z.number(), name: z.string().default(""), reason: z.string() })),
  emptyFields: z
    .array(z.object({ field: z.string(), count: z.number(), of: z.number(), text: z.string() }))
    .default([]),
});
export type SendAnswer = z.infer<typeof sendAnswerSchema>;

/** POST /api/BulkEmailSMSUpdate (json): opt many respondents out of (or back into) e-mail and SMS. */
export const bulkEmailSmsUpdateSchema = z.object({ ids, optedOut: z.boolean("optedOut: true or false") });

/** The SMS replies list: server-paged, newest first. */
export const smsRepliesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(500).optional().default(100),
  handled: z.enum(["true", "false", "all"]).optional().default("all"),
});
export const smsRepliesHandledSchema = z.object({
  ids: z.array(idSchema).min(1).max(1000),
  handled: z.boolean(),
});

/**
 * POST /api/messaging/recipients (json, designed: decision 167): a pasted list of panel member
 * ids, e-mail addresses and mobiles, resolved to respondents; what matched nobody is listed.
 */
export const recipientLookupSchema = z.object({
  values: z.array(z.string().trim().max(254)).min(1, "Paste at least one id, e-mail or mobile").max(10_000),
});
export const recipientLookupAnswerSchema = z.object({
  recipients: z.array(z.object({ id: z.number(), name: z.string() })),
  unmatched: z.array(z.string()),
});
export type RecipientLookupAnswer = z.infer<typeof recipientLookupAnswerSchema>;

/** One row of the SMS replies list: the reply and the respondent's name when linked. */
export const smsReplyRowSchema = smsReplySchema.extend({ respondentName: z.string().nullable() });
export type SmsReplyRow = z.infer<typeof smsReplyRowSchema>;
export const smsRepliesPageSchema = z.object({
  items: z.array(smsReplyRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
