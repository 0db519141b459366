import { describe, expect, it } from "vitest";
import { emptyRefer, referFormSchema, signinTarget } from "./refer-form";

describe("refer a friend form", () => {
  it("requires your email and friend email 1 ('Required'), checks the optional ones ('Invalid')", () => {
    const parsed = referFormSchema.safeParse({ ...emptyRefer("hi"), friendEmail2: "not-an-email" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const byField = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({ yourEmail: "Required", friendEmail1: "Required", friendEmail2: "Invalid" });
  });

  it("accepts two addresses and blank optional friends", () => {
    const ok = referFormSchema.safeParse({
      ...emptyRefer(""),
      yourEmail: "a@b.com",
      friendEmail1: "c.d@e.co",
    });
    expect(ok.success).toBe(true);
  });

  it("sends the login link to /signin or /signin/{jobId}", () => {
    expect(signinTarget("")).toBe("/signin");
    expect(signinTarget("?jobId=12")).toBe("/signin/12");
    expect(signinTarget("?jobid=x1")).toBe("/signin");
  });
});
