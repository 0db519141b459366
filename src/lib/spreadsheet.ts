import { read, utils, type WorkBook, write, writeFile } from "xlsx";
import { SHEET_NUM_FMT, type SheetColumn, sheetDay, sheetNumber } from "../../server/contracts/sheet";

/** One cell of a browser-built sheet: text, a number, or empty. */
type SheetCell = string | number | null;

/** Excel's serial day number of a UTC-midnight day (1900 date system). */
const serialDay = (day: Date) => day.getTime() / 86_400_000 + 25_569;

/**
 * A one-sheet workbook from typed columns and rows (SheetJS, in the browser; decision 234), the
 * same columns as the server's sheets: money and other number columns become numbers with their
 * Excel format ("75.00" → 75 shown $75.00), date columns real dates shown DD/MM/YYYY (a cell may
 * hold YYYY-MM-DD or DD/MM/YYYY). Text that does not fit its format stays text. Streamed exports
 * of whole lists stay on the server (ExcelJS, decision 046).
 */
export function sheetWorkbook(
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: readonly (readonly SheetCell[])[],
): WorkBook {
  const book = utils.book_new();
  const sheet = utils.aoa_to_sheet([columns.map((c) => c.header), ...rows.map((r) => [...r])]);
  columns.forEach((column, c) => {
    const format = column.format;
    if (!format || format === "text") return;
    rows.forEach((_, r) => {
      const cell = sheet[utils.encode_cell({ r: r + 1, c })];
      if (!cell) return;
      const raw: unknown = cell.v;
      const day = format === "date" && typeof raw === "string" ? sheetDay(raw) : null;
      const value = format === "date" ? (day ? serialDay(day) : null) : sheetNumber(raw);
      if (value === null) return;
      cell.t = "n";
      cell.v = value;
      cell.z = SHEET_NUM_FMT[format];
      delete cell.w;
    });
  });
  sheet["!cols"] = columns.map((c) => ({ wch: c.width }));
  utils.book_append_sheet(book, sheet, sheetName);
  return book;
}

/** Starts the browser's download of the workbook under the file name. */
export function saveWorkbook(book: WorkBook, fileName: string): void {
  writeFile(book, fileName, { compression: true });
}

/** The workbook as .xlsx bytes, what saveWorkbook downloads. */
export const workbookBytes = (book: WorkBook): Uint8Array =>
  new Uint8Array(write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer);

/** The first sheet of .xlsx bytes as text rows (header first): what a reader of the file sees. */
export function sheetRows(bytes: Uint8Array): string[][] {
  const book = read(bytes, { type: "array" });
  const first = book.SheetNames[0];
  const sheet = first ? book.Sheets[first] : undefined;
  return sheet ? utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: "" }) : [];
}
