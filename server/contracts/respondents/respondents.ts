import { z } from "zod";
import { passwordSchema } from "../auth";
import { idOrZero, idSchema } from "../records";
import {
  bankDetailsSchema,
  type CountryVariant,
  emailSchema,
  LETTERS_ONLY_PATTERN,
  landlineSchema,
  lettersSchema,
  MESSAGES,
  mobileSchema,
  optionalPostcodeSchema,
  yearOfBirthSchema,
} from "../validation";

/**
 * The respondent record (decision 060) as GET /api/respondent/{id} answers it and
 * POST /api/respondent/update takes it (field `json`). Lookup-backed fields hold the code of the
 * named list of GET /api/data-provider/Get{List}List (list name in the comment).
 */
const text = z.string().nullable();
const texts = z.array(z.string());

export const respondentSchema = z.object({
  id: z.number().int(),
  /** Title list (GetTitleList). */
  title: text,
  firstName: z.string(),
  lastName: z.string(),
  /** GetGenderList. */
  gender: text,
  yearOfBirth: z.number().int().nullable(),
  /** ISO date YYYY-MM-DD. */
  dateOfBirth: text,
  email: text,
  /** Digits only (masks are applied by the browser). */
  mobile: text,
  landline: text,
  /** GetMobilePhoneTypeList. */
  mobilePhoneType: text,
  address1: text,
  address2: text,
  suburb: text,
  /** GET /api/states code, e.g. "NSW", "AUK". */
  state: text,
  postcode: text,
  /** "AU" or "NZ". */
  country: text,
  /** GetEmploymentTypesList. */
  employmentType: text,
  occupation: text,
  /** GetHouseholdIncomeList. */
  householdIncome: text,
  householdSize: z.number().int().nullable(),
  /** GetHighestEducationLevelList. */
  educationLevel: text,
  /** GetResidencyStatusList. */
  residencyStatus: text,
  /** GetLanguageList codes. */
  languages: texts,
  /** GetPreferredContactMethodList. */
  preferredContactMethod: text,
  /** GetContactTimeList. */
  contactTime: text,
  optedOut: z.boolean(),
  optedOutAt: text,
  /** Staff notes (not sent to the respondent themself). */
  notes: text,
  businessRego: z.boolean(),
  businessCompany: text,
  /** GetBusinessRoleList. */
  businessRole: text,
  businessIndustry: text,
  /** GetEmployeeNumbersList. */
  businessEmployeeNumbers: text,
  /** GetEmployerTurnoverList. */
  businessTurnover: text,
  disabilityRego: z.boolean(),
  /** ImpairmentType reference codes. */
  impairmentTypes: texts,
  /** GetImpairmentSeverityList. */
  impairmentSeverity: text,
  /** GetImpairmentCompetencyList. */
  impairmentCompetency: text,
  assistiveTechnology: text,
  accommodationsNeeded: text,
  isActive: z.boolean(),
  mergedIntoId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: text,
  // Portal names of product §3, mirrored so the respondent pages read what they expect.
  respondentName: z.string(),
  respondentEmail: text,
  respondentMobil: text,
  respondentPostcode: text,
  phoneMobile: text,
  /** Points (product §2.10 My Points); null when config IsPointsAllowed is false. */
  accumulatedPoints: z.number().int().nullable(),
  paidPoints: z.number().int().nullable(),
  totalPoints: z.number().int().nullable(),
  /**
   * Bank details: present ONLY for the respondent themself and staff holding BankingAdmin (BNK);
   * for anyone else the keys are absent. Empty strings mean "none on file".
   */
  financeAccountName: z.string().optional(),
  financeBsb: z.string().optional(),
  financeAccountNumber: z.string().optional(),
});
export type Respondent = z.infer<typeof respondentSchema>;

export const BANK_FIELDS = ["financeAccountName", "financeBsb", "financeAccountNumber"] as const;

/** Fields only staff may change; a respondent's update leaves them as they are. */
export const STAFF_ONLY_FIELDS = ["notes", "businessRego", "disabilityRego", "isActive"] as const;

const optText = (max = 200) => z.string().trim().max(max, MESSAGES.invalid).nullable().optional();
const optLetters = z
  .string()
  .trim()
  .max(100, MESSAGES.invalid)
  .regex(LETTERS_ONLY_PATTERN, MESSAGES.lettersOnly)
  .nullable()
  .optional();

/**
 * POST /api/respondent/update (field `json`). id 0 or absent creates (staff). The SPA sends the
 * whole record; absent fields are left unchanged, null clears. Read-only fields (points, portal
 * aliases, eventsSummary, jobs, jobsSummary...) are dropped before saving. Bank fields: all three
 * empty strings = Clear (delete the bank details); otherwise validated per country.
 */
export const respondentUpdateSchema = (variant: CountryVariant) =>
  z
    .object({
      id: idOrZero,
      title: optText(20),
      firstName: lettersSchema(60).optional(),
      lastName: lettersSchema(60).optional(),
      gender: optText(40),
      yearOfBirth: yearOfBirthSchema.nullable().optional(),
      dateOfBirth: z.iso.date(MESSAGES.invalid).nullable().optional(),
      email: emailSchema.optional(),
      mobile: mobileSchema(variant).optional(),
      landline: landlineSchema(variant).optional(),
      mobilePhoneType: optText(40),
      address1: optText(),
      address2: optText(),
      suburb: optLetters,
      state: optText(10),
      postcode: optionalPostcodeSchema(variant).optional(),
      country: z.enum(["AU", "NZ"]).nullable().optional(),
      employmentType: optText(60),
      occupation: optText(),
      householdIncome: optText(60),
      householdSize: z.number().int().min(1).max(30).nullable().optional(),
      educationLevel: optText(60),
      residencyStatus: optText(60),
      languages: z.array(z.string().max(60)).max(30).optional(),
      preferredContactMethod: optText(40),
      contactTime: optText(40),
      optedOut: z.boolean().optional(),
      notes: z.string().max(20_000).nullable().optional(),
      businessRego: z.boolean().optional(),
      businessCompany: optText(),
      businessRole: optText(60),
      businessIndustry: optText(100),
      businessEmployeeNumbers: optText(60),
      businessTurnover: optText(60),
      disabilityRego: z.boolean().optional(),
      impairmentTypes: z.array(z.string().max(60)).max(30).optional(),
      impairmentSeverity: optText(60),
      impairmentCompetency: optText(60),
      assistiveTechnology: optText(2000),
      accommodationsNeeded: optText(2000),
      isActive: z.boolean().optional(),
      financeAccountName: z.string().optional(),
      financeBsb: z.string().optional(),
      financeAccountNumber: z.string().optional(),
    })
    .superRefine((v, ctx) => {
      const bank = [v.financeAccountName, v.financeBsb, v.financeAccountNumber];
      if (bank.every((f) => f === undefined)) return;
      if (bank.every((f) => (f ?? "") === "")) return; // Clear
      const parsed = bankDetailsSchema(variant).safeParse({
        financeAccountName: v.financeAccountName ?? "",
        financeBsb: v.financeBsb ?? "",
        financeAccountNumber: v.financeAccountNumber ?? "",
      });
      if (!parsed.success)
        for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: "custom" });
    })
    .transform((v) => {
      // Store what the masks stand for: digits only (asterisks allowed in account numbers).
      const sent = [v.financeAccountName, v.financeBsb, v.financeAccountNumber];
      if (sent.every((f) => (f ?? "") === "")) return v;
      return { ...v, ...bankDetailsSchema(variant).parse({ ...v, financeBsb: v.financeBsb ?? "" }) };
    });
export type RespondentUpdate = z.infer<ReturnType<typeof respondentUpdateSchema>>;

/** POST /api/respondent/delete (field `json`): { id } or { ids }. */
export const respondentDeleteSchema = z
  .object({
    id: idSchema.optional(),
    ids: z.array(idSchema).max(500).optional(),
  })
  .refine((v) => v.id !== undefined || (v.ids?.length ?? 0) > 0, "id: Required");

/** Respondent fields a merge can take from either record. */
export const MERGEABLE_FIELDS = [
  "title",
  "firstName",
  "lastName",
  "gender",
  "yearOfBirth",
  "dateOfBirth",
  "email",
  "mobile",
  "landline",
  "mobilePhoneType",
  "address1",
  "address2",
  "suburb",
  "state",
  "postcode",
  "country",
  "employmentType",
  "occupation",
  "householdIncome",
  "householdSize",
  "educationLevel",
  "residencyStatus",
  "languages",
  "preferredContactMethod",
  "contactTime",
  "businessCompany",
  "businessRole",
  "businessIndustry",
  "businessEmployeeNumbers",
  "businessTurnover",
  "impairmentTypes",
  "impairmentSeverity",
  "impairmentCompetency",
  "assistiveTechnology",
  "accommodationsNeeded",
] as const;
export type MergeableField = (typeof MERGEABLE_FIELDS)[number];

/**
 * POST /api/respondent/merge (field `json`): keep record `keepId`, fold `mergeId` into it.
 * `take` lists the fields whose value comes from the merged record (every other field keeps
 * the kept record's value). Events, payments, points, children, reference items, notes and
 * contact requests of both are kept; the merged record and its account are deactivated.
 */
export const respondentMergeSchema = z
  .object({
    keepId: idSchema,
    mergeId: idSchema,
    take: z.array(z.enum(MERGEABLE_FIELDS)).optional().default([]),
    /** Take the merged record's bank details when the kept one has none (needs BNK). */
    takeBankDetails: z.boolean().optional().default(false),
  })
  .refine((v) => v.keepId !== v.mergeId, "A respondent cannot be merged into itself.");
export type RespondentMerge = z.infer<typeof respondentMergeSchema>;

export const respondentMergeAnswerSchema = z.object({
  keepId: z.number().int(),
  mergedId: z.number().int(),
  moved: z.object({
    events: z.number().int(),
    payments: z.number().int(),
    points: z.number().int(),
    children: z.number().int(),
    referenceItems: z.number().int(),
    notes: z.number().int(),
  }),
});

/** POST /api/respondent/set-password (fields respId, password): staff with RespondentPassword (RSP). */
export const respondentSetPasswordSchema = z.object({
  respId: idSchema,
  password: passwordSchema,
});

/** GET /api/respondent-notes/{id} (staff, RES): dated notes, newest first; kind "audit" for merges etc. */
const respondentNoteSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["note", "audit"]),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export const respondentNotesSchema = z.array(respondentNoteSchema);

/** POST /api/respondent-notes/add (field `json`, staff, RES): adds a dated note. */
export const respondentNoteAddSchema = z.object({
  respondentId: idSchema,
  text: z.string().trim().min(1, "Required").max(5000),
});
