import { describe, expect, it } from "vitest";
import { resetAgencyZone } from "../../../lib/agency-zone";
import { dayOf, timeOf, toInstant } from "./instants";

describe("session instants", () => {
  it("round-trips a local day and time through an instant with offset", () => {
    const iso = toInstant("2026-12-03", "10:30");
    expect(iso).toMatch(/^2026-12-03T10:30:00[+-]\d{2}:\d{2}$/);
    expect(dayOf(iso)).toBe("2026-12-03");
    expect(timeOf(iso)).toBe("10:30");
  });

  it("uses the agency's zone, not the browser's", () => {
    resetAgencyZone("Australia/Sydney");
    expect(toInstant("2026-12-03", "18:00")).toBe("2026-12-03T18:00:00+11:00");
    expect(timeOf("2026-12-03T07:00:00Z")).toBe("18:00");
    resetAgencyZone("Pacific/Auckland");
    expect(toInstant("2026-07-03", "18:00")).toBe("2026-07-03T18:00:00+12:00");
    resetAgencyZone();
  });

  it("answers empty text for no or unreadable instants", () => {
    expect(dayOf(null)).toBe("");
    expect(timeOf("not a date")).toBe("");
  });
});
