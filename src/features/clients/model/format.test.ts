import { describe, expect, it } from "vitest";
import { formatDate, formatMoney } from "./format";

describe("formatting", () => {
  it("shows dates as DD/MM/YYYY", () => {
    expect(formatDate("2026-03-04")).toBe("04/03/2026");
    expect(formatDate("2026-03-04T10:00:00.000Z").length).toBe(10);
    expect(formatDate(null)).toBe("");
    expect(formatDate("garbage")).toBe("");
  });
  it("shows money with two decimals and thousands separators", () => {
    expect(formatMoney(1234567.5)).toBe("1,234,567.50");
    expect(formatMoney(-3)).toBe("-3.00");
    expect(formatMoney(null)).toBe("");
  });
});
