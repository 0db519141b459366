import { describe, expect, it } from "vitest";
import { ageBand } from "./client-schedule";

describe("ageBand (decision 179)", () => {
  it("bands the age on the agency's day, from the date of birth when known", () => {
    expect(ageBand("1990-06-15", null, "2026-06-14")).toBe("35-44");
    expect(ageBand("1991-06-15", null, "2026-06-14")).toBe("25-34");
    expect(ageBand("1991-06-15", null, "2026-06-15")).toBe("35-44");
    expect(ageBand("2008-12-01", null, "2026-11-28")).toBe("Under 18");
    expect(ageBand("2008-11-28", null, "2026-11-28")).toBe("18-24");
    expect(ageBand("1950-01-01", null, "2026-11-28")).toBe("65+");
  });

  it("falls back to the year of birth, and answers null when nothing is known", () => {
    expect(ageBand(null, 1972, "2026-01-01")).toBe("45-54");
    expect(ageBand(null, 1967, "2026-01-01")).toBe("55-64");
    expect(ageBand(null, null, "2026-01-01")).toBeNull();
    expect(ageBand(null, 2030, "2026-01-01")).toBeNull();
  });
});
