import { PassThrough } from "node:stream";
import { finished } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { cellXml, columnName, excelSerial, xlsxWriter, xmlText } from "./xlsx-stream";

describe("xmlText", () => {
  it("escapes markup and drops characters XML cannot carry", () => {
    expect(xmlText("plain")).toBe("plain");
    expect(xmlText(`a<b>&"c'`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;");
    expect(xmlText("tab\tline\ncr\r")).toBe("tab\tline\ncr\r");
    expect(xmlText("x\u0000y\u0008z\u000bw\u001f\u007f!")).toBe("xyzw!");
  });
});

describe("cells", () => {
  it("names columns A..Z, AA..", () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(["A", "Z", "AA", "AZ", "BA", "ZZ", "AAA"]);
  });

  it("writes each value type, nothing for empty", () => {
    expect(cellXml("A1", "x&y", 0)).toBe('<c r="A1" t="str"><v>x&amp;y</v></c>');
    expect(cellXml("B2", 1.5, 3)).toBe('<c r="B2" s="3"><v>1.5</v></c>');
    expect(cellXml("C3", true, 0)).toBe('<c r="C3" t="b"><v>1</v></c>');
    expect(cellXml("D4", new Date("1900-03-01T00:00:00Z"), 2)).toBe('<c r="D4" s="2"><v>61</v></c>');
    for (const empty of [null, undefined, "", Number.NaN, new Date(Number.NaN)])
      expect(cellXml("A1", empty, 0)).toBe("");
    expect(excelSerial(new Date("2026-12-03T00:00:00Z"))).toBe(46359);
  });
});

describe("xlsxWriter", () => {
  it("writes a workbook another reader opens, with the rows in order", async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (c: Buffer) => chunks.push(c));
    const xlsx = xlsxWriter(out, { title: "R&D <1>", widths: [10, 12], numFmts: ["0.00"] });
    for (let b = 0; b < 3; b++) {
      let xml = "";
      for (let i = 1; i <= 1000; i++) {
        const r = b * 1000 + i;
        xml += `<row r="${r}">${cellXml(`A${r}`, `row ${r}`, 0)}${cellXml(`B${r}`, r / 4, 2)}</row>`;
      }
      await xlsx.rows(xml);
    }
    await xlsx.end();
    await finished(out);
    const book = XLSX.read(Buffer.concat(chunks));
    expect(book.SheetNames).toEqual(["R&D <1>"]);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0] ?? ""] ?? {}, {
      header: 1,
    });
    expect(rows).toHaveLength(3000);
    expect(rows[0]).toEqual(["row 1", 0.25]);
    expect(rows[2999]).toEqual(["row 3000", 750]);
  });

  it("fails instead of waiting forever when the download is closed", async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const xlsx = xlsxWriter(out, { title: "S", widths: [10], numFmts: [] });
    const writing = (async () => {
      for (let r = 1; r < 100_000; r++)
        await xlsx.rows(`<row r="${r}">${cellXml(`A${r}`, Math.random(), 0)}</row>`);
    })();
    setTimeout(() => out.destroy(), 50);
    await expect(writing).rejects.toThrow();
  });
});
