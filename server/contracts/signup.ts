import { z } from "zod";
import { idSchema } from "./records";
import {
  type CountryVariant,
  emailSchema,
  landlineSchema,
  lettersSchema,
  MESSAGES,
  mobileSchema,
  postcodeSchema,
} from "./validation";

/** The three sign-up pages: signup(/{jobid}), signup-business, signup-impairment. */
const SIGNUP_PANELS = ["general", "business", "impairment"] as const;
export type SignupPanel = (typeof SIGNUP_PANELS)[number];

const required = (max: number) =>
  z
    .string(MESSAGES.required)
    .trim()
    .min(1, { message: MESSAGES.required, abort: true })
    .max(max, MESSAGES.invalid);
const optional = (max: number) => z.string().trim().max(max, MESSAGES.invalid).optional().default("");

/**
 * POST /api/res-signup (field `json`), decision 064. Validated per product §5 with the country
 * variant from config getcountrycode. No password: the server mails a set-password link.
 * Business fields are required for panel "business", impairment fields for "impairment".
 */
export const signupSchema = (variant: CountryVariant) =>
  z
    .object({
      panel: z.enum(SIGNUP_PANELS).optional().default("general"),
      /** The job of signup/{jobid}, when the visitor came from a job invitation. */
      jobId: idSchema.optional(),
      title: optional(20),
      firstName: lettersSchema(60),
      lastName: lettersSchema(60),
      email: emailSchema,
      mobile: mobileSchema(variant),
      landline: landlineSchema(variant).optional(),
      postcode: postcodeSchema(variant),
      /** GetGenderList code. */
      gender: required(40),
      yearOfBirth: z
        .number(MESSAGES.required)
        .int(MESSAGES.invalid)
        .min(1900, MESSAGES.invalid)
        .max(new Date().getFullYear() - 13, MESSAGES.invalid),
      suburb: optional(100),
      state: optional(10),
      preferredContactMethod: optional(40),
      /** Must be true: the visitor accepted the terms at config TermsUrl. */
      acceptTerms: z.literal(true, "Please accept the terms and conditions."),
      businessCompany: optional(200),
      businessRole: optional(60),
      businessIndustry: optional(100),
      businessEmployeeNumbers: optional(60),
      businessTurnover: optional(60),
      impairmentTypes: z.array(z.string().max(60)).max(30).optional().default([]),
      impairmentSeverity: optional(60),
      impairmentCompetency: optional(60),
      assistiveTechnology: optional(2000),
      accommodationsNeeded: optional(2000),
      /** Bot-check answer token when BOT_CHECK is on. */
      botToken: z.string().max(4000).optional(),
    })
    .superRefine((v, ctx) => {
      const need = (field: keyof typeof v, ok: boolean) => {
        if (!ok) ctx.addIssue({ code: "custom", path: [field], message: MESSAGES.required });
      };
      if (v.panel === "business") {
        need("businessCompany", v.businessCompany !== "");
        need("businessRole", v.businessRole !== "");
        need("businessIndustry", v.businessIndustry !== "");
        need("businessEmployeeNumbers", v.businessEmployeeNumbers !== "");
      }
      if (v.panel === "impairment") {
        need("impairmentTypes", v.impairmentTypes.length > 0);
        need("impairmentSeverity", v.impairmentSeverity !== "");
      }
    });
export type Signup = z.infer<ReturnType<typeof signupSchema>>;

/** Answer of a successful sign-up: the new respondent id; successMsg tells them to check mail. */
export const signupAnswerSchema = z.object({ respondentId: z.number().int() });
export const SIGNUP_SUCCESS =
  "Thank you for joining our panel! We have sent you an e-mail with a link to set your password.";
export const DUPLICATE_EMAIL =
  "This e-mail address is already registered. Please sign in or reset your password.";
export const DUPLICATE_MOBILE =
  "This mobile number is already registered. Please sign in or reset your password.";
