import { describe, expect, it } from "vitest";
import { filtersOf, pathWith, presetPeriod } from "./report-url";

describe("a report's address", () => {
  it("carries the filters both ways, dropping empty values, unknown keys and bad numbers", () => {
    const path = pathWith("/report/sessionrecruitment", {
      from: "2026-11-01",
      to: "2026-11-30",
      projectManager: "ann",
      jobNumber: "",
      months: 6,
    });
    expect(path).toBe("/report/sessionrecruitment?from=2026-11-01&to=2026-11-30&projectManager=ann&months=6");
    expect(filtersOf(path)).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
      projectManager: "ann",
      months: 6,
    });
    expect(filtersOf("/report/x?months=abc&evil=1&clientId=12")).toEqual({ clientId: 12 });
    expect(pathWith("/report/x?old=1", {})).toBe("/report/x");
  });

  it("turns presets into the agency's days", () => {
    expect(presetPeriod("last30", "2026-11-28")).toEqual({ from: "2026-10-30", to: "2026-11-28" });
    expect(presetPeriod("thisMonth", "2026-02-10")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(presetPeriod("lastMonth", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetPeriod("thisQuarter", "2026-11-28")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    expect(presetPeriod("thisYear", "2026-11-28")).toEqual({ from: "2026-01-01", to: "2026-12-31" });
  });
});
