import { describe, expect, it } from "vitest";
import { gridMinWidth, gridTemplate } from "./data-table-layout";

describe("gridTemplate", () => {
  it("keeps sized columns and shares the rest among unsized ones", () => {
    expect(gridTemplate([{ width: "9rem" }, {}, { width: "20%" }, {}])).toBe(
      "9rem minmax(4rem, 1fr) 20% minmax(4rem, 1fr)",
    );
  });

  it("shares spare width in proportion to the widths when every column has one", () => {
    expect(gridTemplate([{ width: "9rem" }, { width: "32px" }, { width: "25%" }])).toBe(
      "minmax(9rem, 9fr) minmax(32px, 2fr) minmax(0, 25fr)",
    );
  });

  it("gives a width it cannot read an equal share", () => {
    expect(gridTemplate([{ width: "calc(2rem + 4px)" }, { width: "5rem" }])).toBe(
      "minmax(calc(2rem + 4px), 1fr) minmax(5rem, 5fr)",
    );
  });
});

describe("gridMinWidth", () => {
  it("adds the sized columns and the unsized ones' least width, leaving out percentages", () => {
    expect(gridMinWidth([{ width: "9rem" }, {}, { width: "20%" }, { width: "32px" }])).toBe(
      "calc(9rem + 4rem + 32px)",
    );
    expect(gridMinWidth([{ width: "50%" }, { width: "50%" }])).toBe("0px");
  });
});
