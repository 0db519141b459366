import { z } from "zod";
import { PASSWORD_PATTERN } from "./auth";
import type { CountryVariant } from "./masks";
import { unmask } from "./masks";
import { EMAIL_PATTERN, PATTERNS } from "./patterns";

/**
 * The shared validation rules and masks of product §5, as pure functions and zod schemas used by
 * the server AND the browser's forms. The country variant comes from GET /api/config/getcountrycode
 * (see `countryVariant` in ./config): "NZ" or "default" (Australian-style).
 *
 * Mask patterns use the react-imask syntax: `0` is a digit slot, `#` a digit-or-asterisk slot
 * (declare it in IMask as `definitions: { "#": /[0-9*]/ }`); every other character is a literal.
 */
export type { CountryVariant } from "./masks";

// ---------------------------------------------------------------- character filters

/** Digits-only input: strips every character that is not 0-9. */
export const digitsOnly = (value: string): string => value.replace(/[^0-9]/g, "");

/** Letters-only input: keeps only A-Z, a-z and space. */
export const lettersOnly = (value: string): string => value.replace(/[^A-Za-z ]/g, "");

export const DIGITS_ONLY_PATTERN = /^[0-9]*$/;
export const LETTERS_ONLY_PATTERN = /^[A-Za-z ]*$/;

// ---------------------------------------------------------------- masks

// The masks live in a zod-free module so list cells can format phones without loading zod.
// The value patterns are zod-free too: the public survey pages check with them (decision 157).
export { applyMask, MASKS, type MaskName, maskSlots, unmask } from "./masks";
export { EMAIL_PATTERN, isEmail, isLandline, isMobile, isPostcode } from "./patterns";

// ---------------------------------------------------------------- patterns

/** Time of day, product §5: HH:MM on the 24-hour clock. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

// ---------------------------------------------------------------- messages

/** User-visible messages (product §5 and §2.10). */
export const MESSAGES = {
  required: "Required",
  invalid: "Invalid",
  accountName: "Enter Account Name",
  bsbRequired: "Enter BSB Number",
  bsbInvalid: "Invalid BSB",
  accountNumberRequired: "Enter Account Number",
  accountNumberInvalid: "Invalid Account Number",
  lettersOnly: "Only letters and spaces are allowed",
} as const;

// ---------------------------------------------------------------- zod schemas

/** Required e-mail ('Required' / 'Invalid'). */
export const emailSchema = z
  .string(MESSAGES.required)
  .trim()
  .min(1, { message: MESSAGES.required, abort: true })
  .max(254, MESSAGES.invalid)
  .regex(EMAIL_PATTERN, MESSAGES.invalid);

/** Optional e-mail: empty or absent passes (as ""), anything else must match the pattern. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(254, MESSAGES.invalid)
  .refine((v) => v === "" || EMAIL_PATTERN.test(v), MESSAGES.invalid)
  .optional()
  .default("");

/**
 * Optional e-mail of a nullable record column (client, contact): the same rule and messages as
 * `optionalEmailSchema`; empty, null or absent is stored as null.
 */
export const nullableEmailSchema = z
  .string()
  .trim()
  .max(254, MESSAGES.invalid)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || EMAIL_PATTERN.test(v), MESSAGES.invalid);

/** A required name-like field of letters and spaces only (letters-only input). */
export const lettersSchema = (max = 60) =>
  z
    .string(MESSAGES.required)
    .trim()
    .min(1, { message: MESSAGES.required, abort: true })
    .max(max, MESSAGES.invalid)
    .regex(LETTERS_ONLY_PATTERN, MESSAGES.lettersOnly);

/** A respondent's or a child's year of birth on their record: 1900 to this year. */
export const yearOfBirthSchema = z
  .number()
  .int()
  .min(1900, MESSAGES.invalid)
  .max(new Date().getFullYear(), MESSAGES.invalid);

/** A masked digits field: accepts masked or raw input and yields the digits only. */
const maskedDigits = (pattern: RegExp) =>
  z
    .string(MESSAGES.required)
    .transform((v) => unmask(v))
    .pipe(z.string().min(1, { message: MESSAGES.required, abort: true }).regex(pattern, MESSAGES.invalid));

/**
 * Optional masked digits: "" or null mean "none" (answered as ""); anything else must match.
 * No default here: on a partial update an absent field must stay absent, not become blank.
 */
const optionalMaskedDigits = (pattern: RegExp) =>
  z
    .union([z.string(), z.null()])
    .transform((v) => (v === null ? "" : unmask(v)))
    .refine((v) => v === "" || pattern.test(v), MESSAGES.invalid);

export const mobileSchema = (variant: CountryVariant) => maskedDigits(PATTERNS[variant].mobile);
export const landlineSchema = (variant: CountryVariant) => optionalMaskedDigits(PATTERNS[variant].landline);
export const postcodeSchema = (variant: CountryVariant) => maskedDigits(PATTERNS[variant].postcode);
export const optionalPostcodeSchema = (variant: CountryVariant) =>
  optionalMaskedDigits(PATTERNS[variant].postcode);

/**
 * Bank details (product §4 and §5): account name required; BSB required only for AU (default
 * variant), 6 digits after unmasking, sent as "" when missing; account number required, digits
 * (or asterisks of a masked stored number) within the variant's length.
 */
export const bankDetailsSchema = (variant: CountryVariant) =>
  z.object({
    financeAccountName: z.string(MESSAGES.accountName).trim().min(1, MESSAGES.accountName).max(100),
    financeBsb:
      variant === "NZ"
        ? z
            .string()
            .optional()
            .default("")
            .transform(() => "")
        : z
            .string(MESSAGES.bsbRequired)
            .transform((v) => unmask(v))
            .pipe(
              z
                .string()
                .min(1, { message: MESSAGES.bsbRequired, abort: true })
                .regex(PATTERNS.default.bsb, MESSAGES.bsbInvalid),
            ),
    financeAccountNumber: z
      .string(MESSAGES.accountNumberRequired)
      .transform((v) => unmask(v))
      .pipe(
        z
          .string()
          .min(1, { message: MESSAGES.accountNumberRequired, abort: true })
          .regex(PATTERNS[variant].bankAccount, MESSAGES.accountNumberInvalid),
      ),
  });

/** Password rule of product §5 (the pattern itself lives with the auth contracts). */
export const isStrongPassword = (value: string): boolean =>
  value.length <= 200 && PASSWORD_PATTERN.test(value);
