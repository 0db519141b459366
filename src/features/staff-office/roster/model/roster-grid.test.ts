import { describe, expect, it } from "vitest";
import { mondayOf } from "../../../../../server/contracts/agency-time";
import { cellAt, moveFocus, parseSpan, spanLabel, stepAnchor, viewRange } from "./roster-grid";

describe("the roster grid", () => {
  it("shows a week from Monday and whole weeks around a month", () => {
    expect(mondayOf("2026-12-06")).toBe("2026-11-30");
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
    expect(viewRange("2026-12-03", "week")).toEqual({ from: "2026-11-30", to: "2026-12-06" });
    expect(viewRange("2026-12-17", "month")).toEqual({ from: "2026-11-30", to: "2027-01-03" });
    expect(viewRange("2027-02-10", "month")).toEqual({ from: "2027-02-01", to: "2027-02-28" });
    expect(stepAnchor("2026-12-31", "month", 1)).toBe("2027-01-01");
    expect(stepAnchor("2026-12-03", "week", -1)).toBe("2026-11-26");
  });

  it("moves the focus with the arrows and keeps it inside", () => {
    expect(moveFocus({ row: 0, col: 0 }, "ArrowUp", 3, 7)).toEqual({ row: 0, col: 0 });
    expect(moveFocus({ row: 0, col: 6 }, "ArrowRight", 3, 7)).toEqual({ row: 0, col: 6 });
    expect(moveFocus({ row: 1, col: 2 }, "ArrowDown", 3, 7)).toEqual({ row: 2, col: 2 });
    expect(moveFocus({ row: 1, col: 2 }, "End", 3, 7)).toEqual({ row: 1, col: 6 });
    expect(moveFocus({ row: 1, col: 2 }, "x", 3, 7)).toBeNull();
  });

  it("labels spans: the next day marked, a whole day as such", () => {
    expect(spanLabel({ start: "17:30", end: "20:15", endDay: null })).toBe("17:30–20:15");
    expect(spanLabel({ start: "22:00", end: "02:00", endDay: "2026-12-04" })).toBe("22:00–02:00 (+1)");
    expect(spanLabel({ start: "00:00", end: "00:00", endDay: "2026-12-04" })).toBe("All day");
  });

  it("reads typed spans", () => {
    expect(parseSpan("9:00-17:30")).toEqual({ start: "09:00", end: "17:30" });
    expect(parseSpan("22:00–02:00")).toEqual({ start: "22:00", end: "02:00" });
    expect(parseSpan("1800 to 2100")).toEqual({ start: "18:00", end: "21:00" });
    expect(parseSpan("10:00-10:00")).toBeNull();
    expect(parseSpan("25:00-10:00")).toBeNull();
  });

  it("finds a cell's shifts and commitments", () => {
    const roster = {
      from: "2026-11-30",
      to: "2026-12-06",
      days: ["2026-11-30", "2026-12-01"],
      zone: "Australia/Sydney",
      canEdit: true,
      people: [{ id: 7, username: "a", name: "Amy", position: null, hours: 2 }],
      shifts: [
        { id: 1, staffUserId: 7, day: "2026-12-01", start: "09:00", end: "11:00", endDay: null } as never,
      ],
      busy: [],
    };
    expect(cellAt(roster, { row: 0, col: 1 })?.shifts).toHaveLength(1);
    expect(cellAt(roster, { row: 0, col: 0 })?.shifts).toHaveLength(0);
    expect(cellAt(roster, { row: 1, col: 0 })).toBeNull();
  });
});
