import { describe, expect, it } from "vitest";
import { emailSchema, isEmail, nullableEmailSchema, optionalEmailSchema } from "./validation";

/**
 * The one e-mail rule of product §5 (decision 102): word characters with optional apostrophe,
 * dot or hyphen separators, an @, a domain and an ending of 2 to 10 letters. Every contract's
 * e-mail field uses one of these three variants, and the zod-free pages use isEmail, so they must
 * agree on every address.
 */
const VALID = [
  "jo@example.com",
  "ann.lee@example.com.au",
  "o'neil-pat@mail.example.co.nz",
  "o'neil.j-k@mail.example.co.nz",
  "a_b@x.museum",
  "JO@EXAMPLE.COM",
  "  padded@example.com  ",
];
const INVALID = [
  "ann+1@x.com",
  "jo",
  "jo@",
  "@x.com",
  "jo@x",
  "jo@x.c",
  "jo@x.abcdefghijk",
  "jo..x@x.com",
  "jo.@x.com",
  "j o@x.com",
  "jo@x..com",
  "jo@-x.com",
  "jo@x.c0m",
  `${"a".repeat(250)}@x.com`,
];

const message = (
  schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } },
  v: unknown,
) => schema.safeParse(v).error?.issues[0]?.message;

describe("the e-mail rule", () => {
  it.each(VALID)("accepts %s in every variant", (address) => {
    expect(emailSchema.parse(address)).toBe(address.trim());
    expect(optionalEmailSchema.parse(address)).toBe(address.trim());
    expect(nullableEmailSchema.parse(address)).toBe(address.trim());
  });

  it.each(INVALID.filter((a) => a !== ""))("refuses %s with 'Invalid' in every variant", (address) => {
    expect(message(emailSchema, address)).toBe("Invalid");
    expect(message(optionalEmailSchema, address)).toBe("Invalid");
    expect(message(nullableEmailSchema, address)).toBe("Invalid");
  });

  it("requires a value only in the required variant", () => {
    expect(message(emailSchema, "")).toBe("Required");
    expect(message(emailSchema, undefined)).toBe("Required");
    expect(optionalEmailSchema.parse("")).toBe("");
    expect(optionalEmailSchema.parse(undefined)).toBe("");
    expect(nullableEmailSchema.parse("")).toBeNull();
    expect(nullableEmailSchema.parse(null)).toBeNull();
    expect(nullableEmailSchema.parse(undefined)).toBeNull();
  });

  it("isEmail agrees: the believable addresses pass, the broken ones and the empty one fail", () => {
    for (const address of VALID) expect(isEmail(address.trim())).toBe(true);
    for (const address of ["", ...INVALID]) expect(isEmail(address)).toBe(false);
  });
});
