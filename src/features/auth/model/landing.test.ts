import { describe, expect, it } from "vitest";
import { landingPath, parseRole } from "./landing";

describe("landingPath", () => {
  it("sends each role home", () => {
    expect(landingPath("Staff")).toBe("/dashboard");
    expect(landingPath("Client")).toBe("/clihome");
    expect(landingPath("Respondent")).toBe("/reshome");
  });
  it("sends a sign-in that named a job to the survey redirect", () => {
    expect(landingPath("Respondent", "42")).toBe("/survey-redirect/42");
  });
});

describe("parseRole", () => {
  it("reads roles in any case and rejects others", () => {
    expect(parseRole("respondent")).toBe("Respondent");
    expect(parseRole("Staff")).toBe("Staff");
    expect(parseRole("CLIENT")).toBe("Client");
    expect(parseRole("admin")).toBeNull();
    expect(parseRole(undefined)).toBeNull();
  });
});
