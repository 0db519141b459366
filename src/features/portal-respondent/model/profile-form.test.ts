import { describe, expect, it } from "vitest";
import { respondentUpdateSchema } from "../../../../server/contracts/respondents/respondents";
import { PROFILE_TEXT, type ProfileValues, profilePayload } from "./profile-form";

const blank = Object.fromEntries(PROFILE_TEXT.map((k) => [k, ""])) as ProfileValues;

describe("profilePayload", () => {
  it("passes the shared contract with masked phone numbers and a blank landline", () => {
    const values: ProfileValues = {
      ...blank,
      firstName: "Ana",
      lastName: "Lee",
      email: "ana@example.com",
      mobile: "0412 345 678",
      postcode: "2000",
      yearOfBirth: "1985",
    };
    const parsed = respondentUpdateSchema("default").safeParse(profilePayload(7, values));
    expect(parsed.success).toBe(true);
    if (parsed.success) {
      expect(parsed.data.mobile).toBe("0412345678");
      expect(parsed.data.yearOfBirth).toBe(1985);
      expect(parsed.data.title).toBeNull();
    }
  });

  it("refuses a short mobile ('Invalid') and digits in a name", () => {
    const values = {
      ...blank,
      firstName: "Ana1",
      lastName: "Lee",
      email: "a@b.com",
      mobile: "0412",
      postcode: "2000",
    };
    const parsed = respondentUpdateSchema("default").safeParse(profilePayload(7, values));
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => i.path[0]);
      expect(fields).toEqual(expect.arrayContaining(["mobile", "firstName"]));
    }
  });
});
