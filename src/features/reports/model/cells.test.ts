import { describe, expect, it } from "vitest";
import { cellText } from "./cells";

describe("report cells", () => {
  it("shows money with $ and two decimals, days as DD/MM/YYYY, rates as percent, no rate as a dash", () => {
    expect(cellText("money", 1234.5)).toBe("$1,234.50");
    expect(cellText("date", "2026-11-03")).toBe("03/11/2026");
    expect(cellText("percent", 0.7143)).toBe("71.4%");
    expect(cellText("percent", null)).toBe("–");
    expect(cellText("int", 12500)).toBe("12,500");
    expect(cellText("hours", 7.5)).toBe("7.50");
    expect(cellText("text", null)).toBe("");
  });
});
