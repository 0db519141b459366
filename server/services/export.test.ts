import { PassThrough } from "node:stream";
import { finished } from "node:stream/promises";
import ExcelJS from "exceljs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SheetColumn } from "../contracts/sheet";
import { ddmmyyyy, neutraliseCell, type SheetSpec, sheetCell, sheetSummary, writeSheet } from "./export";

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

/** Writes a sheet through writeSheet and reads the file back as a spreadsheet program would. */
async function roundTrip(spec: SheetSpec, rows: unknown[][], batch = 2) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  async function* batches() {
    for (let i = 0; i < rows.length; i += batch) yield rows.slice(i, i + batch);
  }
  const written = await writeSheet(out, spec, batches());
  await finished(out);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  return { written, sheet };
}

const COLUMNS: SheetColumn[] = [
  { header: "Name", width: 20, format: "text" },
  { header: "Incentive", width: 10, format: "money" },
  { header: "Session day", width: 12, format: "date" },
  { header: "Show rate", width: 10, format: "percent" },
  { header: "Booked", width: 8, format: "int" },
  { header: "Hours", width: 8, format: "decimal" },
  { header: "Notes", width: 30 },
];

describe("writeSheet", () => {
  it("writes the summary lines, a blank row, a bold header and typed cells", async () => {
    const summary = [
      "Session Recruitment Report",
      "Filters: 01/11/2026 – 30/11/2026, PM: ann",
      "Generated 28/11/2026 17:05",
    ];
    const { written, sheet } = await roundTrip({ title: "Report", columns: COLUMNS, summary }, [
      ['=HYPERLINK("http://x")', "75.00", "2026-12-03", 0.875, "12", 1.5, "+61 400"],
      ["Ann", 1234.5, "2026-01-31T00:00:00.000Z", null, 3, "2.25", "plain"],
      ["Bob", "n/a", "soon", "", null, null, null],
    ]);
    expect(written).toBe(3);
    expect(sheet.getRow(1).getCell(1).value).toBe(summary[0]);
    expect(sheet.getRow(2).getCell(1).value).toBe(summary[1]);
    expect(sheet.getRow(3).getCell(1).value).toBe(summary[2]);
    expect(sheet.getRow(4).cellCount).toBe(0);
    const header = sheet.getRow(5);
    expect(COLUMNS.map((_, i) => header.getCell(i + 1).value)).toEqual(COLUMNS.map((c) => c.header));
    expect(header.getCell(1).font?.bold).toBe(true);

    const first = sheet.getRow(6);
    expect(first.getCell(1).value).toBe('\'=HYPERLINK("http://x")');
    expect(first.getCell(2).value).toBe(75);
    expect(first.getCell(2).numFmt).toBe('"$"#,##0.00');
    const day = first.getCell(3).value;
    expect(day).toBeInstanceOf(Date);
    expect((day as Date).toISOString()).toBe("2026-12-03T00:00:00.000Z");
    expect(first.getCell(3).numFmt).toBe("dd/mm/yyyy");
    expect(first.getCell(4).value).toBe(0.875);
    expect(first.getCell(4).numFmt).toBe("0.0%");
    expect(first.getCell(5).value).toBe(12);
    expect(first.getCell(5).numFmt).toBe("0");
    expect(first.getCell(6).value).toBe(1.5);
    expect(first.getCell(6).numFmt).toBe("0.00");
    expect(first.getCell(7).value).toBe("'+61 400");

    const second = sheet.getRow(7);
    expect(second.getCell(2).value).toBe(1234.5);
    expect((second.getCell(3).value as Date).toISOString()).toBe("2026-01-31T00:00:00.000Z");
    expect(second.getCell(4).value).toBeNull();
    expect(second.getCell(6).value).toBe(2.25);

    // Text that is not a number or a day stays text rather than being lost.
    const third = sheet.getRow(8);
    expect(third.getCell(2).value).toBe("n/a");
    expect(third.getCell(3).value).toBe("soon");
    expect(third.getCell(4).value).toBeNull();
  });

  it("puts the header on row 1 without a summary", async () => {
    const { sheet } = await roundTrip({ title: "Jobs", columns: COLUMNS.slice(0, 2) }, [["A", "5"]]);
    expect(sheet.getRow(1).getCell(1).value).toBe("Name");
    expect(sheet.getRow(2).getCell(2).value).toBe(5);
    expect(sheet.rowCount).toBe(2);
  });
});

describe("sheetCell", () => {
  it("reads any decimal string of a money column as its number", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        const text = (cents / 100).toFixed(2);
        expect(sheetCell(text, "money")).toBe(Number(text));
      }),
    );
  });
});

describe("sheetSummary", () => {
  it("names the filters, or none, and the agency's time of the file", () => {
    const now = new Date("2026-11-28T06:05:00Z");
    expect(sheetSummary("Jobs list", [], now, "Australia/Sydney")).toEqual([
      "Jobs list",
      "Filters: none",
      "Generated 28/11/2026 17:05",
    ]);
    expect(sheetSummary("Jobs list", ["Status: Open", "PM: ann"], now, "UTC")[1]).toBe(
      "Filters: Status: Open, PM: ann",
    );
  });
});
