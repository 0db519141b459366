import { describe, expect, it } from "vitest";
import { dayOf, timeOf, toInstant } from "./instants";

describe("session instants", () => {
  it("round-trips a local day and time through an instant with offset", () => {
    const iso = toInstant("2026-12-03", "10:30");
    expect(iso).toMatch(/^2026-12-03T10:30:00[+-]\d{2}:\d{2}$/);
    expect(dayOf(iso)).toBe("2026-12-03");
    expect(timeOf(iso)).toBe("10:30");
  });

  it("answers empty text for no or unreadable instants", () => {
    expect(dayOf(null)).toBe("");
    expect(timeOf("not a date")).toBe("");
  });
});
