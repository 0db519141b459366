import { describe, expect, it } from "vitest";
import { filterElementSchema } from "./panel-search";
import { filterElement } from "./panel-search-constants";

describe("filterElement", () => {
  it("fills value1 … value7 from the values in order, the missing ones null, colour none", () => {
    const e = filterElement({ type: "Date", field: "dob", caption: "Date of birth", comparison: "between" }, [
      "1990-01-01",
      "1999-12-31",
    ]);
    expect(e).toEqual({
      type: "Date",
      field: "dob",
      caption: "Date of birth",
      comparison: "between",
      color: 0,
      value1: "1990-01-01",
      value2: "1999-12-31",
      value3: null,
      value4: null,
      value5: null,
      value6: null,
      value7: null,
    });
  });

  it("keeps a colour and a seventh value, and is an element the server's schema reads unchanged", () => {
    const values = ["1", "2", "3", "NoShow", "2026-01-01", "2026-02-01", "Ana"];
    const e = filterElement(
      {
        type: "ClientJobGroupEvent",
        field: "participation",
        caption: "History",
        comparison: "equals",
        color: 3,
      },
      values,
    );
    expect(e.color).toBe(3);
    expect(e.value7).toBe("Ana");
    expect(filterElementSchema.parse(e)).toEqual(e);
  });
});
