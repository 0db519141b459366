import type { CountryVariant } from "../../../../server/contracts/masks";
import { isEmail, isMobile, isPostcode } from "../../../../server/contracts/patterns";

/** The welcome form's fields (product §2.10): e-mail, mobile and post code. */
export type WelcomeField = "email" | "mobile" | "postcode";
export type WelcomeForm = Record<WelcomeField, string>;

/** Product §5 (welcome): each field is required and pattern-checked; labels 'Required' and 'Invalid'. */
export function welcomeErrors(
  form: WelcomeForm,
  variant: CountryVariant,
): Partial<Record<WelcomeField, string>> {
  const errors: Partial<Record<WelcomeField, string>> = {};
  const check = (field: WelcomeField, valid: (v: string) => boolean) => {
    const v = form[field].trim();
    if (v === "") errors[field] = "Required";
    else if (!valid(v)) errors[field] = "Invalid";
  };
  check("email", isEmail);
  check("mobile", (v) => isMobile(v, variant));
  check("postcode", (v) => isPostcode(v, variant));
  return errors;
}

/** Product §4: a field that already holds a value starts locked until its edit icon is used. */
export const initiallyLocked = (form: WelcomeForm): Set<WelcomeField> =>
  new Set((Object.keys(form) as WelcomeField[]).filter((f) => form[f].trim() !== ""));
