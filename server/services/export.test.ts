import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ddmmyyyy, neutraliseCell } from "./export";

describe("neutraliseCell", () => {
  it("prefixes every formula trigger with an apostrophe", () => {
    for (const lead of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(neutraliseCell(`${lead}SUM(A1:A2)`)).toBe(`'${lead}SUM(A1:A2)`);
    }
    expect(neutraliseCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
  });

  it("leaves safe text alone and never yields a formula-leading cell", () => {
    expect(neutraliseCell("Acme Research")).toBe("Acme Research");
    expect(neutraliseCell("")).toBe("");
    expect(neutraliseCell("a=b")).toBe("a=b");
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = neutraliseCell(s);
        expect(/^[=+\-@\t\r]/.test(out)).toBe(false);
        expect(out.endsWith(s)).toBe(true);
      }),
    );
  });
});

describe("ddmmyyyy", () => {
  it("formats dates and timestamps as DD/MM/YYYY", () => {
    expect(ddmmyyyy("2026-03-04")).toBe("04/03/2026");
    expect(ddmmyyyy("2026-11-21T23:59:00.000Z")).toBe("21/11/2026");
    expect(ddmmyyyy(null)).toBe("");
  });
});
