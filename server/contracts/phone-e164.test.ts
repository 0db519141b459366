import { describe, expect, it } from "vitest";
import { countryCodeOf, toE164 } from "./phone-e164";

describe("mobiles in E.164", () => {
  it("turns an Australian 04 mobile into +614…, spaces and all", () => {
    expect(toE164("0412 345 678", "AU")).toEqual({ ok: true, number: "+61412345678" });
    expect(toE164("61412345678", "AU")).toEqual({ ok: true, number: "+61412345678" });
    expect(toE164("(04) 1234-5678", "AU")).toEqual({ ok: true, number: "+61412345678" });
  });
  it("turns a New Zealand 02x mobile into +642…", () => {
    expect(toE164("021 234 5678", "NZ")).toEqual({ ok: true, number: "+64212345678" });
    expect(toE164("022 123 456", "NZ")).toEqual({ ok: true, number: "+6422123456" });
  });
  it("keeps a number that already has a +", () => {
    expect(toE164("+44 7700 900123", "AU")).toEqual({ ok: true, number: "+447700900123" });
  });
  it("refuses a landline, a short number or letters with a reason", () => {
    expect(toE164("02 9876 5432", "AU")).toEqual({
      ok: false,
      reason: "The mobile 02 9876 5432 is not an Australian mobile number.",
    });
    expect(toE164("0412", "AU").ok).toBe(false);
    expect(toE164("04123456xx", "AU").ok).toBe(false);
    expect(toE164("09 123 4567", "NZ")).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/New Zealand/),
    });
    expect(toE164("+12", "AU").ok).toBe(false);
  });
  it("reads the member's country in either form, else the agency's", () => {
    expect(countryCodeOf("New Zealand", "AU")).toBe("NZ");
    expect(countryCodeOf("au", "NZ")).toBe("AU");
    expect(countryCodeOf(null, "NZ")).toBe("NZ");
    expect(countryCodeOf("", "AU")).toBe("AU");
  });
});
