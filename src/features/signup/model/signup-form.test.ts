import { describe, expect, it } from "vitest";
import { signupSchema } from "../../../../server/contracts/signup";
import { EMPTY_SIGNUP, signupPayload } from "./signup-form";

const filled = {
  ...EMPTY_SIGNUP,
  firstName: "Ana",
  lastName: "Lee",
  email: "ana.lee@example.com",
  mobile: "0412 345 678",
  postcode: "2000",
  gender: "Female",
  yearOfBirth: "1990",
  acceptTerms: true,
  businessCompany: "Acme",
};

describe("signupPayload", () => {
  it("sends a numeric year, the job id and passes the shared contract", () => {
    const payload = signupPayload(filled, "general", "42");
    expect(payload).toMatchObject({ panel: "general", jobId: 42, yearOfBirth: 1990 });
    expect(payload).not.toHaveProperty("businessCompany");
    const parsed = signupSchema("default").safeParse(payload);
    expect(parsed.success).toBe(true);
    if (parsed.success) expect(parsed.data.mobile).toBe("0412345678");
  });

  it("leaves terms absent when unticked so the contract refuses it", () => {
    const payload = signupPayload({ ...filled, acceptTerms: false }, "general", undefined);
    expect(payload.acceptTerms).toBeUndefined();
    expect(signupSchema("default").safeParse(payload).success).toBe(false);
  });

  it("requires the business questions on the business panel", () => {
    const parsed = signupSchema("default").safeParse(signupPayload(filled, "business", "x"));
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues.map((i) => i.path[0])).toContain("businessRole");
  });
});
