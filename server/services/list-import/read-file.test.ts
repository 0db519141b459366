import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { assertUnpackedSize, detectDelimiter, fileKindOf, readRows } from "./read-file";

const dir = mkdtempSync(join(tmpdir(), "read-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("list file reading", () => {
  it("detects the delimiter from the header line", () => {
    expect(detectDelimiter("a,b,c")).toBe(",");
    expect(detectDelimiter("a;b;c")).toBe(";");
    expect(detectDelimiter("a\tb\tc")).toBe("\t");
    expect(detectDelimiter("name")).toBe(",");
  });

  it("knows xlsx by its zip bytes and csv by its name; anything else is refused", () => {
    expect(fileKindOf("a.xlsx", new Uint8Array([0x50, 0x4b, 3, 4]))).toBe("xlsx");
    expect(fileKindOf("a.csv", new Uint8Array([0x61]))).toBe("csv");
    expect(() => fileKindOf("a.xlsx", new Uint8Array([0x89, 0x50]))).toThrow(/not an .xlsx or .csv/);
    expect(() => fileKindOf("a.csv", new Uint8Array([0x50, 0x4b]))).toThrow(/not an .xlsx or .csv/);
  });

  it("strips the BOM, reads quoted cells and skips blank lines", async () => {
    const path = join(dir, "a.csv");
    writeFileSync(path, '\uFEFFFirst;Note\r\nAnn;"a; b"\r\n\r\n;\r\nBo;"say ""hi"""\r\n');
    const rows: string[][] = [];
    for await (const r of readRows(path, "csv")) rows.push(r);
    expect(rows).toEqual([
      ["First", "Note"],
      ["Ann", "a; b"],
      ["Bo", 'say "hi"'],
    ]);
  });

  it("gives up on a damaged xlsx the reader would wait on forever", async () => {
    const { default: ExcelJS } = await import("exceljs");
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("S");
    for (let i = 0; i < 2000; i++) sheet.addRow([`name${i}`, `e${i}@x.test`, i]);
    const path = join(dir, "damaged.xlsx");
    await book.xlsx.writeFile(path);
    const bytes = Buffer.from(readFileSync(path));
    for (let i = 2000; i < 6000; i++) bytes[i] = (bytes[i] ?? 0) ^ 0x5a;
    writeFileSync(path, bytes);
    const read = async () => {
      for await (const _ of readRows(path, "xlsx", 500)) {
        // reading
      }
    };
    await expect(read()).rejects.toThrow(/damaged/);
  });

  it("refuses a zip whose entries unpack beyond the limit, from its directory alone", async () => {
    const { default: ExcelJS } = await import("exceljs");
    const book = new ExcelJS.Workbook();
    book.addWorksheet("S").addRow(["x".repeat(5000)]);
    const path = join(dir, "b.xlsx");
    await book.xlsx.writeFile(path);
    await expect(assertUnpackedSize(path, 1_000_000)).resolves.toBeUndefined();
    await expect(assertUnpackedSize(path, 1000)).rejects.toThrow(/unpacks to more/);
    writeFileSync(join(dir, "c.xlsx"), "PK\u0003\u0004 broken");
    await expect(assertUnpackedSize(join(dir, "c.xlsx"))).rejects.toThrow(/damaged/);
  });
});
