import { describe, expect, it } from "vitest";
import { headerKey, mobileKeys, normaliseEmail, normaliseMobile, normaliseRow, parseDate } from "./normalise";

const today = new Date("2026-11-28T00:00:00Z");

describe("list import normalisation", () => {
  it("trims and lower-cases e-mails; blank is none", () => {
    expect(normaliseEmail("  Zoë.Smith@Example.COM ")).toBe("zoë.smith@example.com");
    expect(normaliseEmail("   ")).toBeNull();
  });

  it("turns mobiles into E.164 by country and the panel's local form", () => {
    expect(normaliseMobile("0412 345 678", "AU")).toEqual({ e164: "+61412345678", local: "0412345678" });
    expect(normaliseMobile("+61 412-345-678", "AU")).toEqual({ e164: "+61412345678", local: "0412345678" });
    expect(normaliseMobile("61412345678", "AU")).toEqual({ e164: "+61412345678", local: "0412345678" });
    expect(normaliseMobile("021 234 5678", "NZ")).toEqual({ e164: "+64212345678", local: "0212345678" });
    expect(normaliseMobile("0298765432", "AU")).toEqual({
      reason: "The mobile 0298765432 is not an Australian mobile number.",
    });
    expect(normaliseMobile("+447700900123", "AU")).toEqual({
      reason: "The mobile +447700900123 is not an Australian number.",
    });
    expect(mobileKeys("+61412345678")).toEqual(["0412345678", "+61412345678", "61412345678"]);
  });

  it("reads dates in the chosen format, never guessing; ISO always", () => {
    expect(parseDate("21/09/1955", "DD/MM/YYYY", today)).toBe("1955-09-21");
    expect(parseDate("9/21/55", "MM/DD/YYYY", today)).toBe("1955-09-21");
    expect(parseDate("21/09/1955", "MM/DD/YYYY", today)).toBeNull();
    expect(parseDate("03/04/2001", "DD/MM/YYYY", today)).toBe("2001-04-03");
    expect(parseDate("03/04/2001", "MM/DD/YYYY", today)).toBe("2001-03-04");
    expect(parseDate("1990-12-31", "DD/MM/YYYY", today)).toBe("1990-12-31");
    expect(parseDate("31/02/1980", "DD/MM/YYYY", today)).toBeNull();
    expect(parseDate("01/01/2030", "DD/MM/YYYY", today)).toBeNull();
    expect(parseDate("1/1/24", "DD/MM/YYYY", today)).toBe("2024-01-01");
    expect(parseDate("1/1/27", "DD/MM/YYYY", today)).toBe("1927-01-01");
    expect(parseDate("yesterday", "DD/MM/YYYY", today)).toBeNull();
  });

  it("reads a row with the mapping and names every problem", () => {
    const mapping = { firstName: 0, email: 1, mobile: 2, dateOfBirth: 3, gender: 4, state: 5, postcode: 6 };
    const good = normaliseRow(
      ["Zoë", " A@B.com", "0412 345 678", "21/09/1955", "f", "nsw", "2000"],
      mapping,
      {
        dateFormat: "DD/MM/YYYY",
        country: "AU",
        today,
      },
    );
    expect(good.problems).toEqual([]);
    expect(good).toMatchObject({ email: "a@b.com", mobile: "+61412345678" });
    expect(good.values).toMatchObject({
      mobile: "0412345678",
      dateOfBirth: "1955-09-21",
      yearOfBirth: "1955",
      gender: "Female",
      state: "NSW",
    });
    const bad = normaliseRow(["", "a@@b", "123", "31/02/1980", "robot", "", "20"], mapping, {
      dateFormat: "DD/MM/YYYY",
      country: "AU",
      today,
    });
    expect(bad.problems).toHaveLength(6);
    expect(
      normaliseRow(["Ann", "", "", "", "", "", ""], mapping, {
        dateFormat: "DD/MM/YYYY",
        country: "AU",
        today,
      }).problems,
    ).toEqual(["Neither an e-mail nor a mobile: the person cannot be reached."]);
  });

  it("keys a template by its header names, case-blind", () => {
    expect(headerKey([" Email", "MOBILE"])).toBe(headerKey(["email", "mobile "]));
    expect(headerKey(["Email", "Mobile"])).not.toBe(headerKey(["Mobile", "Email"]));
  });
});

describe("the mapping a header row suggests", () => {
  it("takes each field's first column named like it, once", async () => {
    const { guessMapping } = await import("./upload");
    expect(guessMapping(["E-mail Address", "First Name", "Surname", "Mobile Phone", "DOB", "Phone"])).toEqual(
      {
        email: 0,
        firstName: 1,
        lastName: 2,
        mobile: 3,
        dateOfBirth: 4,
      },
    );
  });
});
