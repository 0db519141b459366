import { describe, expect, it } from "vitest";
import { kpiPeriods } from "./staff-kpi-metrics";

describe("staff KPI periods", () => {
  it("are the last days up to today, oldest first", () => {
    expect(kpiPeriods("2026-03-02", "day", 3)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("are the Mondays of the last weeks, this week last, whatever today's weekday", () => {
    expect(kpiPeriods("2026-11-29", "week", 2)).toEqual(["2026-11-16", "2026-11-23"]); // a Sunday
    expect(kpiPeriods("2026-11-23", "week", 2)).toEqual(["2026-11-16", "2026-11-23"]); // a Monday
  });
});
