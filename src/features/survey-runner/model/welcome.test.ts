import { describe, expect, it } from "vitest";
import { initiallyLocked, welcomeErrors } from "./welcome";

describe("survey welcome form", () => {
  it("requires every field and checks its pattern per country", () => {
    expect(welcomeErrors({ email: "", mobile: "", postcode: "" }, "default")).toEqual({
      email: "Required",
      mobile: "Required",
      postcode: "Required",
    });
    expect(welcomeErrors({ email: "a@b", mobile: "0412 345", postcode: "12" }, "default")).toEqual({
      email: "Invalid",
      mobile: "Invalid",
      postcode: "Invalid",
    });
    expect(
      welcomeErrors({ email: "ann@example.com", mobile: "0412 345 678", postcode: "2000" }, "default"),
    ).toEqual({});
    // NZ mobiles are 9 to 11 digits.
    expect(welcomeErrors({ email: "ann@example.com", mobile: "021234567", postcode: "6011" }, "NZ")).toEqual(
      {},
    );
  });

  it("locks the fields that already hold a value", () => {
    expect([...initiallyLocked({ email: "a@b.co", mobile: "", postcode: "2000" })].sort()).toEqual([
      "email",
      "postcode",
    ]);
  });
});
