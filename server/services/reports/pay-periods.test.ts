import { describe, expect, it } from "vitest";
import { payPeriodOf, payPeriodsTouching, splitOvertime, weekOf } from "./pay-periods";

const H = 3600;

describe("pay periods", () => {
  it("runs fortnights Monday to the second Sunday from 5 January 2026", () => {
    expect(payPeriodOf("2026-01-05")).toEqual({ start: "2026-01-05", end: "2026-01-18" });
    expect(payPeriodOf("2026-01-18")).toEqual({ start: "2026-01-05", end: "2026-01-18" });
    expect(payPeriodOf("2026-01-19")).toEqual({ start: "2026-01-19", end: "2026-02-01" });
    expect(payPeriodOf("2026-01-04")).toEqual({ start: "2025-12-22", end: "2026-01-04" });
    expect(payPeriodOf("2026-11-28")).toEqual({ start: "2026-11-23", end: "2026-12-06" });
  });

  it("lists every period touching a range, whole", () => {
    expect(payPeriodsTouching("2026-11-15", "2026-11-28")).toEqual([
      { start: "2026-11-09", end: "2026-11-22" },
      { start: "2026-11-23", end: "2026-12-06" },
    ]);
    expect(payPeriodsTouching("2026-01-01", "2026-12-31", 3)).toHaveLength(3);
  });

  it("finds the Monday of a week", () => {
    expect(weekOf("2026-11-28")).toBe("2026-11-23");
    expect(weekOf("2026-11-23")).toBe("2026-11-23");
    expect(weekOf("2026-11-29")).toBe("2026-11-23");
  });
});

describe("overtime", () => {
  it("counts beyond 7.6 hours a day as overtime", () => {
    expect(splitOvertime([{ day: "2026-11-23", seconds: 10 * H }])).toEqual({
      ordinary: 7.6 * H,
      overtime: 2.4 * H,
    });
  });

  it("counts ordinary hours beyond 38 in a week as overtime, in day order", () => {
    // Six 7-hour days: 35 h by Friday, Saturday's first 3 h are ordinary, the other 4 overtime.
    const week = ["2026-11-28", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"].map(
      (day) => ({ day, seconds: 7 * H }),
    );
    expect(splitOvertime(week)).toEqual({ ordinary: 38 * H, overtime: 4 * H });
    // The next week starts again.
    expect(splitOvertime([...week, { day: "2026-11-30", seconds: 7 * H }])).toEqual({
      ordinary: 45 * H,
      overtime: 4 * H,
    });
  });
});
