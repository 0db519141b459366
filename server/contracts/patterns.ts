import { type CountryVariant, unmask } from "./masks";

/**
 * The value patterns of product §5 (e-mail, mobile, landline, post code), zod-free: the zod rules
 * of validation.ts and the public survey pages (no zod, decision 157) check with the same ones.
 * Apart from masks.ts so the staff shell's first download, which formats with masks, stays as is.
 */

/**
 * Email (product §5): word characters with optional apostrophe, dot or hyphen separators, an @,
 * a domain and an ending of 2 to 10 letters. Written without nested quantifiers so it cannot
 * backtrack catastrophically.
 */
export const EMAIL_PATTERN = /^\w+(?:['.-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]{2,10}$/;

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL_PATTERN.test(value);

/** Value patterns (after unmasking) per variant. */
export const PATTERNS = {
  default: {
    mobile: /^\d{10}$/,
    landline: /^\d{10}$/,
    postcode: /^\d{4}$/,
    bsb: /^\d{6}$/,
    bankAccount: /^[0-9*]{1,9}$/,
  },
  NZ: {
    mobile: /^\d{9,11}$/,
    landline: /^\d{9}$/,
    postcode: /^\d{4}$/,
    bsb: /^$/,
    bankAccount: /^[0-9*]{1,16}$/,
  },
} as const satisfies Record<CountryVariant, Record<string, RegExp>>;

export const isMobile = (value: string, variant: CountryVariant) =>
  PATTERNS[variant].mobile.test(unmask(value));
export const isLandline = (value: string, variant: CountryVariant) =>
  PATTERNS[variant].landline.test(unmask(value));
export const isPostcode = (value: string, variant: CountryVariant) =>
  PATTERNS[variant].postcode.test(unmask(value));
