import { z } from "zod";
import { idSchema, moneySchema, optionalDate, optionalText, saveIdSchema } from "./records";

/** One invoice of POST /api/job/invoice/update (json `invoices`: one invoice or a list). */
export const invoiceSaveItemSchema = z.object({
  id: saveIdSchema,
  jobId: idSchema,
  /** Generated (INV-000123) when empty. */
  invoiceNumber: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => (v ? v : null)),
  status: z.string().trim().min(1).max(40).default("Draft"),
  amount: moneySchema,
  issuedDate: optionalDate,
  dueDate: optionalDate,
  poNumber: optionalText(60),
  description: optionalText(2000),
});
/** One invoice or a list; one is read as a list of one, so errors name the field ("0.amount: …"). */
export const invoiceSaveSchema = z.preprocess(
  (v) => (Array.isArray(v) ? v : [v]),
  z.array(invoiceSaveItemSchema).min(1).max(100),
);

export const invoiceSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  invoiceNumber: z.string(),
  status: z.string(),
  amount: z.number(),
  issuedDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  poNumber: z.string().nullable(),
  description: z.string().nullable(),
  externalRef: z.string().nullable(),
  pushedAt: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Answer of GET /api/job/invoice/push/{id} when no accounting system is configured (decision 045). */
export const ACCOUNTING_NOT_CONFIGURED =
  "No accounting system is configured. Set ACCOUNTING_SYSTEM (e.g. MYOB or Xero) and its credentials on the server, then push again.";
