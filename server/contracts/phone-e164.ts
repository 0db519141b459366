/**
 * Mobile numbers in international (E.164) form for SMS providers, which refuse local forms such
 * as `0412 345 678` (decision 175). The member's country decides the country code; a number that
 * already starts with `+` is kept (spaces and punctuation removed). Zod-free: the server's send
 * path and the screens use the same rule.
 */

const CALLING_CODES: Readonly<Record<string, string>> = { AU: "61", NZ: "64" };

/** "AU" for "AU", "Australia", "australia"; "NZ" for "NZ", "New Zealand"; else the fallback. */
export function countryCodeOf(country: string | null | undefined, fallback: string): string {
  const c = (country ?? "").trim().toUpperCase();
  if (c === "AU" || c === "AUSTRALIA") return "AU";
  if (c === "NZ" || c === "NEW ZEALAND") return "NZ";
  return fallback.toUpperCase() === "NZ" ? "NZ" : "AU";
}

export type E164 = { ok: true; number: string } | { ok: false; reason: string };

/**
 * `0412 345 678` (AU) → `+61412345678`; `021 234 5678` (NZ) → `+64212345678`; `+447700900123`
 * kept. A number that is no mobile of the country, or too short or long for E.164, is refused
 * with a reason the send screen lists.
 */
export function toE164(raw: string, countryCode: string): E164 {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/[\s().-]/g, "");
  if (digits.startsWith("+")) {
    return /^\+[1-9]\d{7,14}$/.test(digits)
      ? { ok: true, number: digits }
      : { ok: false, reason: `The mobile ${trimmed} is not a valid international number.` };
  }
  if (!/^\d+$/.test(digits)) return { ok: false, reason: `The mobile ${trimmed} is not a phone number.` };
  const code = CALLING_CODES[countryCode] ?? "61";
  // Written with the country code but without the plus: 61412345678, 0061412345678.
  const national = digits.startsWith(`00${code}`)
    ? digits.slice(2 + code.length)
    : digits.startsWith(code) && digits.length > 10
      ? digits.slice(code.length)
      : digits.replace(/^0/, "");
  const mobile = countryCode === "NZ" ? /^2\d{7,9}$/ : /^4\d{8}$/;
  if (!mobile.test(national))
    return {
      ok: false,
      reason: `The mobile ${trimmed} is not ${countryCode === "NZ" ? "a New Zealand" : "an Australian"} mobile number.`,
    };
  return { ok: true, number: `+${code}${national}` };
}
