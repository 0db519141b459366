import { z } from "zod";
import { idSchema, optionalDigits, optionalText, requiredText, saveIdSchema, wholeNumber } from "./records";
import { emailSchema, nullableEmailSchema } from "./validation";

/** POST /api/client-contact/update (json). Answer: the saved contact. */
export const clientContactSaveSchema = z.object({
  id: saveIdSchema,
  clientId: idSchema,
  title: optionalText(20),
  firstName: requiredText(100),
  lastName: requiredText(100),
  position: optionalText(100),
  email: nullableEmailSchema,
  phone: optionalDigits(8, 11, "Invalid phone"),
  mobile: optionalDigits(9, 11, "Invalid mobile"),
  /** Lookup ContactType codes. */
  contactTypes: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  notes: optionalText(4000),
  isActive: z.boolean().default(true),
});

export const clientContactSchema = z.object({
  id: z.number(),
  clientId: z.number(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  contactTypes: z.array(z.string()),
  notes: z.string().nullable(),
  isActive: z.boolean(),
});
export type ClientContact = z.infer<typeof clientContactSchema>;

/** POST /api/GetClientContactsByTypeId (fields or json): contacts of these clients having any of the types. */
export const contactsByTypeRequestSchema = z.object({
  /** A list of ids, or the same as comma-separated text ("3,7"). */
  clientIds: z.preprocess(
    (v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v),
    z.array(idSchema).max(1000),
  ),
  contactTypes: z.union([z.array(z.string()), z.string().transform((s) => s.split(",").filter(Boolean))]),
});

/** POST /api/client-contact-jobschedule-by-session (and job/jobschedules) fields. */
export const jobScheduleRequestSchema = z.object({
  jobid: idSchema.optional(),
  jobId: idSchema.optional(),
  sessionNumber: wholeNumber(0, 10_000).default(0),
  respondentStatus: z.string().max(60).default(""),
  /** Why a client reads it: the page ("view") or the xlsx export; the access log keeps it (decision 213). */
  purpose: z.enum(["view", "export"]).default("view"),
});

/** GET /api/CreateClientFileDownloadOTP/{clientContactId}. */
export const createOtpRequestSchema = z.object({ clientContactId: idSchema });

const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "The code is 6 digits.");

/** POST /api/ValidateClientFileDownloadOTP fields. */
export const validateOtpRequestSchema = z.object({ clientContactId: idSchema, password: codeSchema });

/**
 * The sign-in page knows the contact's e-mail, not its id (decision 216): the login code calls
 * take either `clientContactId` (the spec's field) or `emailAddress`.
 */
const contactKey = z.object({ clientContactId: idSchema.optional(), emailAddress: emailSchema.optional() });
const oneKey = (v: z.infer<typeof contactKey>) =>
  (v.clientContactId === undefined) !== (v.emailAddress === undefined);
const ONE_KEY = "Give the e-mail address or the contact id.";

/** POST /api/CreateClientLoginOTP fields. */
export const loginOtpRequestSchema = contactKey.refine(oneKey, ONE_KEY);

/** POST /api/ValidateClientLoginOTP fields. */
export const loginOtpValidateSchema = contactKey.extend({ password: codeSchema }).refine(oneKey, ONE_KEY);

/** One-time password rules (decision 043). */
export const OTP_RULES = { digits: 6, ttlMinutes: 10, maxAttempts: 5, downloadGrantMinutes: 30 } as const;

/** ValidateClientFileDownloadOTP answer: downloads are allowed until this time (ISO). */
export const downloadGrantSchema = z.object({ grantedUntil: z.string() });
