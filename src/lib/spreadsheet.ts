import { read, utils, type WorkBook, write, writeFile } from "xlsx";

/** One cell of a browser-built sheet: text or a number, written as given. */
type SheetCell = string | number;

/**
 * A one-sheet workbook from a header and rows (SheetJS, in the browser). Dates arrive as text
 * already formatted DD/MM/YYYY, so the file reads the same in every spreadsheet locale. Streamed
 * exports of whole lists stay on the server (ExcelJS, decision 046).
 */
export function sheetWorkbook(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly SheetCell[])[],
): WorkBook {
  const book = utils.book_new();
  const sheet = utils.aoa_to_sheet([[...header], ...rows.map((r) => [...r])]);
  sheet["!cols"] = header.map((h) => ({ wch: Math.max(12, h.length + 2) }));
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
