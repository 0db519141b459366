import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { ClientListRow, JobListRow, QueryRequest } from "../contracts/query";
import type { Db } from "../db/client";
import { clientIds, clientRowsByIds, jobIds, jobRowsByIds } from "../db/repo/query";

/**
 * Streams every matching row of a list to .xlsx (decision 046): ids first (tiny), then rows in
 * batches written through ExcelJS's streaming WorkbookWriter, so memory stays flat.
 */
const BATCH = 5000;

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

type Column<R> = { header: string; width: number; value: (r: R) => string | number | null };

const JOB_COLUMNS: Column<JobListRow>[] = [
  { header: "Job Number", width: 14, value: (r) => r.jobNumber },
  { header: "Job Name", width: 40, value: (r) => r.name },
  { header: "Client", width: 30, value: (r) => r.clientName },
  { header: "Status", width: 12, value: (r) => r.status },
  { header: "Job Type", width: 14, value: (r) => r.jobType },
  { header: "Difficulty", width: 12, value: (r) => r.difficulty },
  { header: "Start Date", width: 12, value: (r) => ddmmyyyy(r.startDate) },
  { header: "End Date", width: 12, value: (r) => ddmmyyyy(r.endDate) },
  { header: "Project Manager", width: 20, value: (r) => r.projectManager },
  { header: "Created", width: 12, value: (r) => ddmmyyyy(r.createdAt) },
];

const CLIENT_COLUMNS: Column<ClientListRow>[] = [
  { header: "Client", width: 36, value: (r) => r.name },
  { header: "Status", width: 10, value: (r) => r.status },
  { header: "Category", width: 16, value: (r) => r.category },
  { header: "Phone", width: 14, value: (r) => r.phone },
  { header: "Email", width: 30, value: (r) => r.email },
  { header: "Suburb", width: 18, value: (r) => r.suburb },
  { header: "State", width: 8, value: (r) => r.state },
  { header: "Created", width: 12, value: (r) => ddmmyyyy(r.createdAt) },
];

/** The ids to export, in list order; their count is the X-Total-Rows header. */
export function exportIds(db: Db, request: QueryRequest): Promise<number[]> {
  return request.entity === "jobs" ? jobIds(db, request.dtparams) : clientIds(db, request.dtparams);
}

export const exportFileName = (entity: QueryRequest["entity"], now: Date) =>
  `${entity}-${now.toISOString().slice(0, 10)}.xlsx`;

async function writeRows<R>(
  out: Writable,
  title: string,
  columns: Column<R>[],
  ids: number[],
  load: (ids: number[]) => Promise<R[]>,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(title);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  let written = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const rows = await load(ids.slice(i, i + BATCH));
    for (const row of rows) {
      sheet
        .addRow(
          columns.map((c) => {
            const v = c.value(row);
            return typeof v === "string" ? neutraliseCell(v) : v;
          }),
        )
        .commit();
      written++;
    }
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** Writes the .xlsx of the given ids to `out`; answers the number of data rows written. */
export function writeExport(
  db: Db,
  entity: QueryRequest["entity"],
  ids: number[],
  out: Writable,
): Promise<number> {
  return entity === "jobs"
    ? writeRows(out, "Jobs", JOB_COLUMNS, ids, (batch) => jobRowsByIds(db, batch))
    : writeRows(out, "Clients", CLIENT_COLUMNS, ids, (batch) => clientRowsByIds(db, batch));
}
