import { z } from "zod";
import {
  idSchema,
  optionalDate,
  optionalDigits,
  optionalMoney,
  optionalText,
  requiredText,
  saveIdSchema,
  wholeNumber,
} from "./records";
import { nullableEmailSchema } from "./validation";

/** A postal address as the client record and its main address save it. */
const addressFields = {
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  suburb: optionalText(100),
  state: optionalText(10),
  postcode: optionalDigits(4, 6, "Invalid postcode"),
  country: optionalText(60),
};

/** POST /api/client/update (json). Answer: the saved client. */
export const clientSaveSchema = z.object({
  id: saveIdSchema,
  name: requiredText(200),
  status: z.enum(["Active", "Inactive"]).default("Active"),
  allowPrivateList: z.boolean().default(false),
  category: optionalText(60),
  abn: optionalDigits(11, 11, "ABN must be 11 digits"),
  phone: optionalDigits(8, 11, "Invalid phone"),
  email: nullableEmailSchema,
  website: optionalText(200),
  ...addressFields,
  accountNumber: optionalText(60),
  accountsEmail: nullableEmailSchema,
  paymentTermsDays: wholeNumber(0, 365).nullish(),
  quoteNotes: optionalText(4000),
  invoiceNotes: optionalText(4000),
});

export const clientSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  allowPrivateList: z.boolean(),
  category: z.string().nullable(),
  abn: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountsEmail: z.string().nullable(),
  paymentTermsDays: z.number().nullable(),
  quoteNotes: z.string().nullable(),
  invoiceNotes: z.string().nullable(),
});
export type Client = z.infer<typeof clientSchema>;

/** GET /api/clients-list and /api/clientsactive-list: options for pickers. */
export const clientOptionSchema = z.object({ id: z.number(), name: z.string(), status: z.string() });
export type ClientOption = z.infer<typeof clientOptionSchema>;

/** POST /api/clientaddress/update (json): the client's own main address. */
export const clientMainAddressSchema = z.object({
  id: idSchema,
  ...addressFields,
});

/** POST /api/client-note/update (json). External notes need ClientExternalNotes (CEN). */
export const clientNoteSaveSchema = z.object({
  id: saveIdSchema,
  clientId: idSchema,
  notesType: requiredText(60).default("General"),
  isExternal: z.boolean().default(false),
  note: requiredText(8000),
});
export const clientNoteSchema = z.object({
  id: z.number(),
  clientId: z.number(),
  notesType: z.string(),
  isExternal: z.boolean(),
  note: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});

/** POST /api/feedback/update (json). */
export const feedbackSaveSchema = z.object({
  id: saveIdSchema,
  clientId: idSchema,
  jobId: idSchema.nullish(),
  /** A session of that job (decision 214), or none for the job as a whole. */
  jobGroupId: idSchema.nullish(),
  feedbackType: requiredText(60),
  feedbackAction: optionalText(60),
  comment: requiredText(8000),
});
export const feedbackSchema = z.object({
  id: z.number(),
  clientId: z.number(),
  clientName: z.string().optional(),
  jobId: z.number().nullable(),
  jobGroupId: z.number().nullable(),
  /** The contact who gave it in the portal; null when staff recorded it. */
  clientContactId: z.number().nullable(),
  /** "J-1234 - Job name" and "Session 101 Focus group" in lists (not in a save's answer). */
  jobLabel: z.string().nullable().optional(),
  sessionLabel: z.string().nullable().optional(),
  feedbackType: z.string(),
  feedbackAction: z.string().nullable(),
  comment: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});

/** POST /api/client-venue/update (json). clientId null = a global venue every client may use. */
export const venueSaveSchema = z.object({
  id: saveIdSchema,
  clientId: idSchema.nullish().transform((v) => v ?? null),
  name: requiredText(200),
  address: optionalText(200),
  suburb: optionalText(100),
  state: optionalText(10),
  postcode: optionalDigits(4, 6, "Invalid postcode"),
  phone: optionalDigits(8, 11, "Invalid phone"),
  contactName: optionalText(120),
  notes: optionalText(4000),
  isActive: z.boolean().default(true),
});
export const venueSchema = z.object({
  id: z.number(),
  clientId: z.number().nullable(),
  name: z.string(),
  address: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  phone: z.string().nullable(),
  contactName: z.string().nullable(),
  notes: z.string().nullable(),
  isActive: z.boolean(),
});
export type Venue = z.infer<typeof venueSchema>;

/** POST /api/client-address/update (json). */
export const clientAddressSaveSchema = z.object({
  id: saveIdSchema,
  clientId: idSchema,
  addressType: requiredText(60),
  line1: requiredText(200),
  line2: optionalText(200),
  suburb: optionalText(100),
  state: optionalText(10),
  postcode: optionalDigits(4, 6, "Invalid postcode"),
  country: optionalText(60),
});
export const clientAddressSchema = z.object({
  id: z.number(),
  clientId: z.number(),
  addressType: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
});

/** POST /api/client-po/update (json). */
export const clientPoSaveSchema = z.object({
  id: saveIdSchema,
  clientId: idSchema,
  jobId: idSchema.nullish().transform((v) => v ?? null),
  poNumber: requiredText(60),
  amount: optionalMoney,
  issuedDate: optionalDate,
  notes: optionalText(4000),
  isActive: z.boolean().default(true),
});
export const clientPoSchema = z.object({
  id: z.number(),
  clientId: z.number(),
  jobId: z.number().nullable(),
  poNumber: z.string(),
  amount: z.number().nullable(),
  issuedDate: z.string().nullable(),
  notes: z.string().nullable(),
  isActive: z.boolean(),
});

/** POST /api/client-contact-terms/update (json): one row per client (and optional contact). */
export const contactTermsSaveSchema = z.object({
  clientId: idSchema,
  clientContactId: idSchema.nullish().transform((v) => v ?? null),
  paymentTermsDays: wholeNumber(0, 365),
  termsText: z.string().trim().max(8000).default(""),
  agreedDate: optionalDate,
});
export const contactTermsSchema = z.object({
  id: z.number(),
  clientId: z.number(),
  clientContactId: z.number().nullable(),
  paymentTermsDays: z.number(),
  termsText: z.string(),
  agreedDate: z.string().nullable(),
});

/** GET /api/quote-invoice-notes/{clientId}. */
export const quoteInvoiceNotesSchema = z.object({
  quoteNotes: z.string().nullable(),
  invoiceNotes: z.string().nullable(),
});

/** GET /api/clientrecentjob/{cid} and /api/client-jobs/{cid}: a job row of a client. */
export const clientJobSchema = z.object({
  id: z.number(),
  jobNumber: z.string(),
  name: z.string(),
  status: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  projectManager: z.string().nullable(),
});
export type ClientJob = z.infer<typeof clientJobSchema>;
