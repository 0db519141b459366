import { PassThrough, type Writable } from "node:stream";
import { holds } from "../auth/guard";
import type { UseCaseContext } from "../context";
import { wallDateTimeText, wallDay } from "../contracts/agency-time";
import { EXPORT_DENIED, type QueryRequest } from "../contracts/query";
import { SHEET_NUM_FMT, type SheetColumn, type SheetFormat, sheetDay, sheetNumber } from "../contracts/sheet";
import type { Db } from "../db/client";
import { clientExportBatches, exportCount, jobExportBatches } from "../db/repo/export-rows";
import { forbidden } from "../http/errors";
import { agencyTimeZone } from "./config";
import { cellXml, columnName, xlsxWriter } from "./xlsx-stream";

/**
 * Streams every matching row of a list to .xlsx (decisions 046, 085): the count first (the
 * X-Total-Rows header), then keyset batches of ready-formatted cells written through the
 * streaming sheet writer (writeSheet), so memory stays flat.
 */

/** A text cell a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading apostrophe. */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** YYYY-MM-DD (or an ISO timestamp) → DD/MM/YYYY; anything else unchanged. */
export function ddmmyyyy(value: string | null): string {
  if (!value) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** The sheet's columns, in the order of the cells the repo reads (server/db/repo/export-rows.ts). */
const JOB_COLUMNS: SheetColumn[] = [
  { header: "Job Number", width: 14 },
  { header: "Job Name", width: 40 },
  { header: "Client", width: 30 },
  { header: "Status", width: 12 },
  { header: "Job Type", width: 14 },
  { header: "Difficulty", width: 12 },
  { header: "Start Date", width: 12, format: "date" },
  { header: "End Date", width: 12, format: "date" },
  { header: "Project Manager", width: 20 },
  { header: "Created", width: 12, format: "date" },
];

const CLIENT_COLUMNS: SheetColumn[] = [
  { header: "Client", width: 36 },
  { header: "Status", width: 10 },
  { header: "Category", width: 16 },
  { header: "Phone", width: 14 },
  { header: "Email", width: 30 },
  { header: "Suburb", width: 18 },
  { header: "State", width: 8 },
  { header: "Created", width: 12, format: "date" },
];

/**
 * The lines above a sheet's header: its title, the filters that chose the rows ("Filters: none"
 * when nothing narrowed them) and when it was made, on the agency's clock.
 */
export function sheetSummary(title: string, filters: readonly string[], now: Date, zone: string): string[] {
  return [title, filtersLine(filters), `Generated ${wallDateTimeText(now, zone)}`];
}

/** "Filters: a, b" (or "Filters: none"): the line a sheet's header and a report's page share. */
export const filtersLine = (filters: readonly string[]) =>
  `Filters: ${filters.length > 0 ? filters.join(", ") : "none"}`;

/** The list's search, filters and order as the summary's words. */
function listFilters(request: QueryRequest): string[] {
  const p = request.dtparams;
  const f: Record<string, unknown> = p.filters;
  const words: string[] = [];
  if (p.search) words.push(`Search: "${p.search}"`);
  const named: [string, string][] = [
    ["status", "Status"],
    ["category", "Category"],
    ["clientId", "Client ID"],
    ["projectManager", "PM"],
    ["jobType", "Job type"],
    ["difficulty", "Difficulty"],
  ];
  for (const [key, label] of named) {
    const v = f[key];
    if (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== "") words.push(`${label}: ${String(v)}`);
  }
  const from = typeof f.startFrom === "string" ? ddmmyyyy(f.startFrom) : "";
  const to = typeof f.startTo === "string" ? ddmmyyyy(f.startTo) : "";
  if (from || to) words.push(`Start ${from || "…"} – ${to || "…"}`);
  return words;
}

/** How many rows the export will write; sent first as the X-Total-Rows header. */
function exportTotal(db: Db, request: QueryRequest): Promise<number> {
  return exportCount(db, request.entity, request.dtparams);
}

/** Named by the agency's day of the download (decision 173). */
const exportFileName = (entity: QueryRequest["entity"], now: Date, zone: string) =>
  `${entity}-${wallDay(now, zone)}.xlsx`;

/**
 * Writes the .xlsx of every row the request matches to `out`; answers the number of data rows.
 */
async function writeExport(
  db: Db,
  request: QueryRequest,
  out: Writable,
  zone: string,
  now: Date,
): Promise<number> {
  const [title, columns, batches] =
    request.entity === "jobs"
      ? (["Jobs", JOB_COLUMNS, jobExportBatches(db, request.dtparams, zone)] as const)
      : (["Clients", CLIENT_COLUMNS, clientExportBatches(db, request.dtparams, zone)] as const);
  const summary = sheetSummary(`${title} list`, listFilters(request), now, zone);
  return writeSheet(out, { title, columns, summary }, batches);
}

/** One sheet: its tab's title, its typed columns and the summary lines above the header. */
export type SheetSpec = { title: string; columns: SheetColumn[]; summary?: string[] };

/**
 * One cell as the column's format wants it: a number for int/decimal/money/percent (a decimal
 * string such as "75.00" converted), a Date at UTC midnight for a YYYY-MM-DD day (the caller
 * turns instants into the agency's day first), neutralised text otherwise. A value that does not
 * fit its format is kept as text rather than lost.
 */
export function sheetCell(value: unknown, format: SheetFormat | undefined): unknown {
  if (value === null || value === undefined || value === "") return null;
  if (format === "date") {
    if (value instanceof Date) return value;
    const day = typeof value === "string" ? sheetDay(value) : null;
    if (day) return day;
  } else if (format && format !== "text") {
    const n = sheetNumber(value);
    if (n !== null) return n;
  }
  if (typeof value === "string") return neutraliseCell(value);
  return format === "text" ? neutraliseCell(String(value)) : value;
}

/** The cell style of each format: xlsx-stream's styles 2.. are SHEET_NUM_FMT's formats in order. */
const NUM_FMTS = Object.values(SHEET_NUM_FMT);
const FORMAT_STYLE = Object.fromEntries(
  (Object.keys(SHEET_NUM_FMT) as (keyof typeof SHEET_NUM_FMT)[]).map((f, i) => [f, 2 + i]),
) as Record<keyof typeof SHEET_NUM_FMT, number>;
const DATE_STYLE = FORMAT_STYLE.date;

/**
 * Streams one sheet to .xlsx (xlsx-stream.ts, decision 303): the summary lines (report title,
 * filters, when) one per row and a blank row, then the bold header row, then the rows of
 * `batches` typed by their column's format. Every server export (query/export, panel search,
 * list files, import reports, reports) writes through here. A Date cell is shown DD/MM/YYYY
 * whatever its column.
 * Back-pressure: after each batch we wait until the file's stream can take more before reading
 * the next; a slow download then holds one batch, not the file.
 */
export async function writeSheet(
  out: Writable,
  spec: SheetSpec,
  batches: AsyncIterable<unknown[][]>,
): Promise<number> {
  const xlsx = xlsxWriter(out, {
    title: spec.title,
    widths: spec.columns.map((c) => c.width),
    numFmts: NUM_FMTS,
  });
  const width = spec.columns.length;
  const formats = spec.columns.map((c) => c.format);
  const styles = spec.columns.map((c) => (c.format && c.format !== "text" ? FORMAT_STYLE[c.format] : 0));
  const letters: string[] = [];
  const letter = (i: number) => {
    for (let n = letters.length; n <= i; n++) letters.push(columnName(n));
    return letters[i] as string;
  };
  let r = 0;
  const row = (cells: readonly unknown[], style: (i: number, value: unknown) => number) => {
    r += 1;
    let xml = `<row r="${r}">`;
    for (let i = 0; i < cells.length; i++) {
      const value = cells[i];
      if (value === null || value === undefined || value === "") continue;
      xml += cellXml(`${letter(i)}${r}`, value, style(i, value));
    }
    return `${xml}</row>`;
  };
  const summary = spec.summary ?? [];
  let head = "";
  for (const line of summary) head += row([neutraliseCell(line)], () => 0);
  if (summary.length > 0) r += 1;
  head += row(
    spec.columns.map((c) => neutraliseCell(c.header)),
    () => 1,
  );
  await xlsx.rows(head);
  const typed = (i: number, value: unknown) =>
    value instanceof Date ? DATE_STYLE : i < width ? (styles[i] as number) : 0;
  let written = 0;
  for await (const rows of batches) {
    let xml = "";
    for (const cells of rows) {
      for (let i = 0; i < cells.length; i++) cells[i] = sheetCell(cells[i], formats[i]);
      xml += row(cells, typed);
    }
    written += rows.length;
    await xlsx.rows(xml);
  }
  await xlsx.end();
  return written;
}

/**
 * Panel members' data leaves in a file only for staff holding ExportAllResults and
 * ExportRespondents (decision 141); the refusal is the spec's text (staff-calls §8).
 */
export function assertMayExportRespondents(ctx: UseCaseContext) {
  if (!holds(ctx, "EXP") || !holds(ctx, "EXR")) throw forbidden(EXPORT_DENIED);
}

/**
 * query/export (ExportAllResults): the file name, the row count and a stream the .xlsx is written
 * to in the background; a failure mid-stream is logged and ends the download with an error.
 */
export async function startExport(ctx: UseCaseContext, input: { request: QueryRequest; requestId: string }) {
  if (!holds(ctx, "EXP")) throw forbidden(EXPORT_DENIED);
  const { db, log } = ctx.deps;
  const total = await exportTotal(db, input.request);
  const zone = await agencyTimeZone(ctx);
  const out = new PassThrough();
  writeExport(db, input.request, out, zone, ctx.deps.now()).catch((error: unknown) => {
    log.error("export failed", { requestId: input.requestId, error: String(error) });
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { total, out, fileName: exportFileName(input.request.entity, ctx.deps.now(), zone) };
}
