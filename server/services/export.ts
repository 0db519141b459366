import { once } from "node:events";
import { PassThrough, type Writable } from "node:stream";
import ExcelJS from "exceljs";
import { holds } from "../auth/guard";
import type { UseCaseContext } from "../context";
import { wallDay } from "../contracts/agency-time";
import { EXPORT_DENIED, type QueryRequest } from "../contracts/query";
import type { Db } from "../db/client";
import { clientExportBatches, exportCount, jobExportBatches } from "../db/repo/export-rows";
import { forbidden } from "../http/errors";
import { agencyTimeZone } from "./config";

/**
 * Streams every matching row of a list to .xlsx (decisions 046, 085): the count first (the
 * X-Total-Rows header), then keyset batches of ready-formatted cells written through ExcelJS's
 * streaming WorkbookWriter, so memory stays flat.
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
const JOB_COLUMNS = [
  { header: "Job Number", width: 14 },
  { header: "Job Name", width: 40 },
  { header: "Client", width: 30 },
  { header: "Status", width: 12 },
  { header: "Job Type", width: 14 },
  { header: "Difficulty", width: 12 },
  { header: "Start Date", width: 12 },
  { header: "End Date", width: 12 },
  { header: "Project Manager", width: 20 },
  { header: "Created", width: 12 },
];

const CLIENT_COLUMNS = [
  { header: "Client", width: 36 },
  { header: "Status", width: 10 },
  { header: "Category", width: 16 },
  { header: "Phone", width: 14 },
  { header: "Email", width: 30 },
  { header: "Suburb", width: 18 },
  { header: "State", width: 8 },
  { header: "Created", width: 12 },
];

/** How many rows the export will write; sent first as the X-Total-Rows header. */
function exportTotal(db: Db, request: QueryRequest): Promise<number> {
  return exportCount(db, request.entity, request.dtparams);
}

/** Named by the agency's day of the download (decision 173). */
const exportFileName = (entity: QueryRequest["entity"], now: Date, zone: string) =>
  `${entity}-${wallDay(now, zone)}.xlsx`;

/**
 * Writes the .xlsx of every row the request matches to `out`; answers the number of data rows.
 * Back-pressure: ExcelJS's zip stream ignores write() answers, so after each batch we wait for
 * `out` to drain before reading the next; a slow download then holds one batch, not the file.
 */
export async function writeExport(
  db: Db,
  request: QueryRequest,
  out: Writable,
  zone: string,
): Promise<number> {
  const [title, columns, batches] =
    request.entity === "jobs"
      ? (["Jobs", JOB_COLUMNS, jobExportBatches(db, request.dtparams, zone)] as const)
      : (["Clients", CLIENT_COLUMNS, clientExportBatches(db, request.dtparams, zone)] as const);
  return writeSheet(out, title, columns, batches);
}

/**
 * Streams one sheet of ready-formatted rows to .xlsx; formula-like text is neutralised. Every
 * list export (query/export, the panel-search exports) writes through here.
 */
export async function writeSheet(
  out: Writable,
  title: string,
  columns: { header: string; width: number }[],
  batches: AsyncIterable<unknown[][]>,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(title);
  sheet.columns = columns;
  let written = 0;
  for await (const rows of batches) {
    for (const cells of rows) {
      for (let i = 0; i < cells.length; i++) {
        const v = cells[i];
        if (typeof v === "string") cells[i] = neutraliseCell(v);
      }
      sheet.addRow(cells).commit();
    }
    written += rows.length;
    if (out.writableNeedDrain) await once(out, "drain");
  }
  sheet.commit();
  await workbook.commit();
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
  writeExport(db, input.request, out, zone).catch((error: unknown) => {
    log.error("export failed", { requestId: input.requestId, error: String(error) });
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { total, out, fileName: exportFileName(input.request.entity, ctx.deps.now(), zone) };
}
