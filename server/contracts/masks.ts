/**
 * The masks of product §5 as pure functions (no zod): the record forms type through them and the
 * lists format stored values with them, so a phone reads the same in a list and in a form.
 */

/** "NZ" or "default" (Australian-style), from GET /api/config/getcountrycode. */
export type CountryVariant = "NZ" | "default";

/** "NZ" selects the New Zealand validation variants of product §5; anything else the default. */
export const countryVariant = (code: string | undefined | null): CountryVariant =>
  code?.toUpperCase() === "NZ" ? "NZ" : "default";

/** The masks of product §5 per variant. Mobile NZ is "masked as 11 digits". */
export const MASKS = {
  default: {
    landline: "(00) 0000 0000",
    mobile: "0000 000 000",
    postcode: "0000",
    year: "0000",
    bsb: "000-000",
    bankAccount: "#########",
    time: "00:00",
  },
  NZ: {
    landline: "(00) 000 0000",
    mobile: "00000000000",
    postcode: "0000",
    year: "0000",
    bsb: "",
    bankAccount: "##-####-#######-###",
    time: "00:00",
  },
} as const satisfies Record<CountryVariant, Record<string, string>>;

export type MaskName = keyof (typeof MASKS)["default"];

const isSlot = (ch: string) => ch === "0" || ch === "#";
const fitsSlot = (slot: string, ch: string) => (slot === "#" ? /[0-9*]/.test(ch) : /[0-9]/.test(ch));

/** Number of value characters a mask holds. */
export const maskSlots = (mask: string): number => [...mask].filter(isSlot).length;

/**
 * Formats raw input with a mask: characters that do not fit a slot are dropped, literals are
 * inserted between filled slots (never trailing), extra characters are cut off.
 */
export function applyMask(mask: string, raw: string): string {
  const chars = [...raw];
  let out = "";
  let pending = "";
  let i = 0;
  for (const slot of mask) {
    if (!isSlot(slot)) {
      pending += slot;
      continue;
    }
    while (i < chars.length && !fitsSlot(slot, chars[i] as string)) i++;
    if (i >= chars.length) break;
    out += pending + chars[i];
    pending = "";
    i++;
  }
  return out;
}

/** The literal characters the masks insert; unmasking removes only these, so junk still fails validation. */
const MASK_LITERALS = /[\s()\-.:/]/g;

/**
 * Gives back the value of a masked string by removing the mask's literals (spaces, brackets,
 * dashes...). Anything else stays, so typed junk still fails the pattern that follows.
 */
export const unmask = (masked: string): string => masked.replace(MASK_LITERALS, "");
