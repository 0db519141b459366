import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyMask,
  bankDetailsSchema,
  DIGITS_ONLY_PATTERN,
  digitsOnly,
  EMAIL_PATTERN,
  emailSchema,
  isLandline,
  isMobile,
  isPostcode,
  isStrongPassword,
  LETTERS_ONLY_PATTERN,
  lettersOnly,
  MASKS,
  maskSlots,
  mobileSchema,
  unmask,
} from "./validation";

const anyText = fc.string({ unit: "binary", maxLength: 60 });
const digitString = (max: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: max });

describe("character filters", () => {
  it("digits-only never lets a non-digit through and keeps every digit in order", () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const out = digitsOnly(s);
        expect(DIGITS_ONLY_PATTERN.test(out)).toBe(true);
        expect(out).toBe([...s].filter((ch) => ch >= "0" && ch <= "9").join(""));
      }),
    );
  });

  it("letters-only never lets anything but A-Z, a-z and space through", () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const out = lettersOnly(s);
        expect(LETTERS_ONLY_PATTERN.test(out)).toBe(true);
        expect(out).toBe([...s].filter((ch) => /[A-Za-z ]/.test(ch)).join(""));
      }),
    );
  });

  it("both filters are idempotent", () => {
    fc.assert(
      fc.property(anyText, (s) => {
        expect(digitsOnly(digitsOnly(s))).toBe(digitsOnly(s));
        expect(lettersOnly(lettersOnly(s))).toBe(lettersOnly(s));
      }),
    );
  });
});

describe("masks", () => {
  const digitMasks = Object.values(MASKS)
    .flatMap((m) => [m.landline, m.mobile, m.postcode, m.year, m.bsb, m.time])
    .filter((m) => m !== "");

  it("mask then unmask gives back the digits (up to the mask's length)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...digitMasks), digitString(20), (mask, digits) => {
        expect(unmask(applyMask(mask, digits))).toBe(digits.slice(0, maskSlots(mask)));
      }),
    );
  });

  it("masking ignores junk typed between digits", () => {
    fc.assert(
      fc.property(fc.constantFrom(...digitMasks), anyText, (mask, text) => {
        expect(unmask(applyMask(mask, text))).toBe(digitsOnly(text).slice(0, maskSlots(mask)));
        expect(digitsOnly(unmask(text))).toBe(digitsOnly(text));
      }),
    );
  });

  it("bank account masks keep digits and asterisks", () => {
    const unit = fc.constantFrom(..."0123456789*");
    fc.assert(
      fc.property(
        fc.constantFrom(MASKS.default.bankAccount, MASKS.NZ.bankAccount),
        fc.string({ unit, maxLength: 20 }),
        (mask, value) => {
          expect(unmask(applyMask(mask, value))).toBe(value.slice(0, maskSlots(mask)));
        },
      ),
    );
  });

  it("formats the spec's shapes", () => {
    expect(applyMask(MASKS.default.landline, "0298765432")).toBe("(02) 9876 5432");
    expect(applyMask(MASKS.NZ.bankAccount, "0112340123456000")).toBe("01-1234-0123456-000");
    expect(applyMask(MASKS.default.bsb, "062")).toBe("062");
    expect(applyMask(MASKS.default.bsb, "0620")).toBe("062-0");
  });
});

describe("patterns", () => {
  it("the e-mail pattern answers quickly on hostile input", () => {
    const started = performance.now();
    EMAIL_PATTERN.test(`${"a.".repeat(5000)}@`);
    EMAIL_PATTERN.test(`a@${"b-".repeat(5000)}`);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("phone and postcode rules differ per country", () => {
    expect(isMobile("0412 345 678", "default")).toBe(true);
    expect(isMobile("041234567", "default")).toBe(false);
    expect(isMobile("021234567", "NZ")).toBe(true);
    expect(isMobile("02123456789", "NZ")).toBe(true);
    expect(isMobile("0212345", "NZ")).toBe(false);
    expect(isLandline("(02) 9876 5432", "default")).toBe(true);
    expect(isLandline("(09) 876 5432", "NZ")).toBe(true);
    expect(isLandline("(09) 876 5432", "default")).toBe(false);
    expect(isPostcode("2000", "default")).toBe(true);
    expect(isPostcode("200", "NZ")).toBe(false);
  });

  it("any 10 digits is a default mobile, any 4 a postcode", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 10, maxLength: 10 }),
        (d) => {
          expect(isMobile(applyMask(MASKS.default.mobile, d), "default")).toBe(true);
          expect(isPostcode(d.slice(0, 4), "default")).toBe(true);
        },
      ),
    );
  });

  it("password needs a symbol, a digit, an uppercase letter and 8 characters", () => {
    expect(isStrongPassword("Abcdefg1!")).toBe(true);
    expect(isStrongPassword("abcdefg1!")).toBe(false);
    expect(isStrongPassword("Abcdefgh!")).toBe(false);
    expect(isStrongPassword("Abcdefgh1")).toBe(false);
    expect(isStrongPassword("Ab1!")).toBe(false);
  });
});

describe("schemas", () => {
  it("email schema says Required and Invalid", () => {
    expect(emailSchema.safeParse("").error?.issues[0]?.message).toBe("Required");
    expect(emailSchema.safeParse("nope").error?.issues[0]?.message).toBe("Invalid");
  });

  it("mobile schema unmasks", () => {
    expect(mobileSchema("default").parse("0412 345 678")).toBe("0412345678");
  });

  it("bank details give the spec's messages", () => {
    const au = bankDetailsSchema("default");
    const msg = (v: unknown) => au.safeParse(v).error?.issues.map((i) => i.message);
    expect(msg({ financeAccountName: "", financeBsb: "062-000", financeAccountNumber: "1234" })).toEqual([
      "Enter Account Name",
    ]);
    expect(msg({ financeAccountName: "J", financeBsb: "", financeAccountNumber: "1234" })).toEqual([
      "Enter BSB Number",
    ]);
    expect(msg({ financeAccountName: "J", financeBsb: "06200", financeAccountNumber: "1234" })).toEqual([
      "Invalid BSB",
    ]);
    expect(msg({ financeAccountName: "J", financeBsb: "062000", financeAccountNumber: "" })).toEqual([
      "Enter Account Number",
    ]);
    expect(
      msg({ financeAccountName: "J", financeBsb: "062000", financeAccountNumber: "1234567890" }),
    ).toEqual(["Invalid Account Number"]);
    const nz = bankDetailsSchema("NZ").parse({
      financeAccountName: "J",
      financeBsb: "123",
      financeAccountNumber: "01-1234-0123456-000",
    });
    expect(nz).toEqual({ financeAccountName: "J", financeBsb: "", financeAccountNumber: "0112340123456000" });
  });
});
