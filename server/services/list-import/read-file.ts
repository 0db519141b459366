import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import Papa from "papaparse";
import { LIST_IMPORT_LIMITS } from "../../contracts/list-import-fields";
import { badRequest } from "../../http/errors";

/**
 * Streams the rows of an uploaded list (decision 217): xlsx through ExcelJS's streaming reader
 * (`styles: 'cache'`, so date cells arrive as dates), csv through papaparse (BOM stripped, the
 * delimiter detected). Every cell comes out as text; a date cell as YYYY-MM-DD. Memory stays flat:
 * the caller takes rows as they come.
 */

export type FileKind = "xlsx" | "csv";

/** xlsx or csv from the file's first bytes (a zip starts "PK"), else from its name; other → 400. */
export function fileKindOf(name: string, head: Uint8Array): FileKind {
  const lower = name.toLowerCase();
  if (head[0] === 0x50 && head[1] === 0x4b) {
    if (lower.endsWith(".xlsx")) return "xlsx";
    throw badRequest(`The file ${name} is not an .xlsx or .csv file.`);
  }
  if (lower.endsWith(".csv") || lower.endsWith(".txt")) return "csv";
  throw badRequest(`The file ${name} is not an .xlsx or .csv file.`);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** One ExcelJS cell value as text. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : isoDay(value);
  if (typeof value === "object") {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (v.richText) return v.richText.map((r) => r.text).join("");
    if (v.text !== undefined) return cellText(v.text);
    if ("result" in v) return cellText(v.result);
    return "";
  }
  return String(value).trim();
}

/**
 * The zip-bomb guard: the sum of the entries' unpacked sizes from the zip's central directory,
 * read before anything is unpacked. A file over the limit (or no readable zip) is refused.
 */
export async function assertUnpackedSize(path: string, limit: number = LIST_IMPORT_LIMITS.maxUnpackedBytes) {
  const file = await open(path, "r");
  try {
    const { size } = await file.stat();
    const tailSize = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailSize);
    await file.read(tail, 0, tailSize, size - tailSize);
    const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (eocd < 0) throw badRequest("The .xlsx file is damaged (no zip directory).");
    const entries = tail.readUInt16LE(eocd + 10);
    const dirSize = tail.readUInt32LE(eocd + 12);
    const dirOffset = tail.readUInt32LE(eocd + 16);
    if (dirOffset + dirSize > size) throw badRequest("The .xlsx file is damaged (zip directory).");
    const dir = Buffer.alloc(dirSize);
    await file.read(dir, 0, dirSize, dirOffset);
    let total = 0;
    let at = 0;
    for (let i = 0; i < entries; i++) {
      if (dir.readUInt32LE(at) !== 0x02014b50) throw badRequest("The .xlsx file is damaged (zip entry).");
      total += dir.readUInt32LE(at + 24);
      if (total > limit) throw badRequest("The .xlsx file unpacks to more than the import allows.");
      at += 46 + dir.readUInt16LE(at + 28) + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
    }
  } catch (error) {
    if (error instanceof RangeError) throw badRequest("The .xlsx file is damaged.");
    throw error;
  } finally {
    await file.close();
  }
}

async function* xlsxRows(path: string): AsyncGenerator<string[]> {
  await assertUnpackedSize(path);
  // Loaded with the first upload: ExcelJS holds ~18 MB a process otherwise.
  const { default: Excel } = await import("exceljs");
  const reader = new Excel.stream.xlsx.WorkbookReader(path, {
    sharedStrings: "cache",
    styles: "cache",
    worksheets: "emit",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values as unknown[];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
      yield cells;
    }
    return; // the first sheet only
  }
}

/** The delimiter of a csv from its first line: the most frequent of , ; tab |. */
export function detectDelimiter(firstLine: string): string {
  let best = ",";
  let most = 0;
  for (const d of [",", ";", "\t", "|"]) {
    const n = firstLine.split(d).length - 1;
    if (n > most) {
      best = d;
      most = n;
    }
  }
  return best;
}

async function* csvRows(path: string): AsyncGenerator<string[]> {
  const file = await open(path, "r");
  const head = Buffer.alloc(4096);
  const { bytesRead } = await file.read(head, 0, 4096, 0);
  await file.close();
  const bom = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  const firstLine = head.subarray(bom, bytesRead).toString("utf8").split(/\r?\n/)[0] ?? "";
  const input = createReadStream(path, { start: bom, encoding: "utf8" });
  const parser = input.pipe(
    Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter: detectDelimiter(firstLine), skipEmptyLines: "greedy" }),
  );
  for await (const row of parser as AsyncIterable<string[]>) yield row.map((c) => c.trim());
}

/** Without a row for this long the file is taken as unreadable (ExcelJS waits forever on some damaged zips). */
const STALL_MS = 60_000;

/** The next item of `rows`, or a 400 when none comes within `ms`. */
async function nextWithin<T>(rows: AsyncGenerator<T>, ms: number): Promise<IteratorResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(badRequest("The file could not be read: it seems damaged.")), ms);
  });
  try {
    return await Promise.race([rows.next(), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/** The rows of the file, header first; blank rows skipped. */
export async function* readRows(path: string, kind: FileKind, stallMs = STALL_MS): AsyncGenerator<string[]> {
  const rows = kind === "xlsx" ? xlsxRows(path) : csvRows(path);
  for (;;) {
    const next = await nextWithin(rows, stallMs);
    if (next.done) return;
    if (next.value.some((c) => c !== "")) yield next.value;
  }
}
