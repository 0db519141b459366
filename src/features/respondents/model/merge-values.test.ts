import { describe, expect, it } from "vitest";
import { mergeValueText } from "./merge-values";

describe("mergeValueText", () => {
  it("shows dates DD/MM/YYYY, masked phones and lookup names", () => {
    expect(mergeValueText("dateOfBirth", "1988-11-21", "default")).toBe("21/11/1988");
    expect(mergeValueText("mobile", "0432123456", "default")).toBe("0432 123 456");
    expect(mergeValueText("landline", "0291234567", "default")).toBe("(02) 9123 4567");
    const states = new Map([["NSW", "New South Wales"]]);
    expect(mergeValueText("state", "NSW", "default", states)).toBe("New South Wales");
    expect(mergeValueText("languages", ["en", "x"], "default", new Map([["en", "English"]]))).toBe(
      "English, x",
    );
    expect(mergeValueText("suburb", null, "default")).toBe("");
  });
});
