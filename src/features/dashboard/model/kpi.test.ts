import { describe, expect, it } from "vitest";
import type { StaffKpi } from "../../../../server/contracts/dashboard";
import { changeText, kpiPeople, kpiRows, monthText, periodText, respondentRoute, statText } from "./kpi";

describe("dashboard KPI text", () => {
  it("writes figures as counts, percentages and money", () => {
    expect(statText("count", 1234)).toBe("1,234");
    expect(statText("percent", 62.5)).toBe("62.5%");
    expect(statText("money", 1200.75)).toBe("$1,200.75");
    expect(statText("count", null)).toBe("–");
  });

  it("says the change with an arrow and words, not colour alone", () => {
    expect(changeText({ format: "count", value: 12, previous: 9, change: 3 })).toEqual({
      arrow: "▲",
      text: "up 3 from 9",
      direction: "up",
    });
    expect(changeText({ format: "percent", value: 57.5, previous: 60, change: -2.5 })).toEqual({
      arrow: "▼",
      text: "down 2.5 points from 60.0%",
      direction: "down",
    });
    expect(changeText({ format: "money", value: 10, previous: 10, change: 0 }).text).toBe(
      "no change from $10.00",
    );
    expect(changeText({ format: "percent", value: 50, previous: null, change: null }).direction).toBe("none");
  });

  it("writes periods and months as the product's dates", () => {
    expect(periodText("2026-11-01", "2026-11-28")).toBe("01/11/2026 – 28/11/2026");
    expect(monthText("2026-07")).toBe("07/2026");
    expect(monthText(null)).toBe("");
  });

  it("sums the staff KPI per period for one person or everyone, hours to one decimal", () => {
    const kpi: StaffKpi = {
      bucket: "day",
      metrics: [],
      periods: ["2026-11-01", "2026-11-02"],
      rows: [
        {
          username: "ann",
          name: "Ann A",
          period: "2026-11-01",
          bookingsMade: 2,
          confirmations: 1,
          attended: 0,
          minutesTracked: 90,
        },
        {
          username: "ann",
          name: "Ann A",
          period: "2026-11-02",
          bookingsMade: 0,
          confirmations: 0,
          attended: 1,
          minutesTracked: 0,
        },
        {
          username: "bob",
          name: "Bob B",
          period: "2026-11-01",
          bookingsMade: 3,
          confirmations: 0,
          attended: 0,
          minutesTracked: 20,
        },
        {
          username: "bob",
          name: "Bob B",
          period: "2026-11-02",
          bookingsMade: 0,
          confirmations: 0,
          attended: 0,
          minutesTracked: 0,
        },
      ],
    };
    expect(kpiRows(kpi, "ann")[0]).toEqual({
      period: "2026-11-01",
      bookingsMade: 2,
      confirmations: 1,
      attended: 0,
      hoursTracked: 1.5,
    });
    expect(kpiRows(kpi, "")[0]).toEqual({
      period: "2026-11-01",
      bookingsMade: 5,
      confirmations: 1,
      attended: 0,
      hoursTracked: 1.8,
    });
    expect(kpiRows(kpi, "nobody").map((r) => r.bookingsMade)).toEqual([0, 0]);
    expect(kpiPeople(kpi)).toEqual([
      { username: "ann", name: "Ann A" },
      { username: "bob", name: "Bob B" },
    ]);
  });

  it("opens a respondent on the panel's record route", () => {
    expect(respondentRoute({ businessRego: true, disabilityRego: false })).toBe("businessPanelMember");
    expect(respondentRoute({ businessRego: false, disabilityRego: true })).toBe("impairmentPanelMember");
    expect(respondentRoute({ businessRego: false, disabilityRego: false })).toBe("respondentRecord");
  });
});
