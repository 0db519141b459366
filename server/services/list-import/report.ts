import type { Writable } from "node:stream";
import { isStaff } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import type { ImportStatus, MatchReport } from "../../contracts/list-import";
import type { RowOutcome } from "../../contracts/list-import-fields";
import type { SheetColumn } from "../../contracts/sheet";
import {
  countWithOutcome,
  type ListImportRow,
  latestImport,
  rowsWithOutcome,
} from "../../db/repo/list-imports";
import { notFound } from "../../http/errors";
import { writeSheet } from "../export";
import { assertImportListAllowed, ownerOf, visibleImport } from "./access";

/**
 * The match report, the import's progress and the error rows' spreadsheet (decisions 217–218).
 * Staff see every outcome with the panel member a row matched; a client sees counts and the
 * problems of its own file only (invalid rows, repeats inside the file), never who the panel holds.
 */

const LISTED_ROWS = 100;
const STAFF_PROBLEMS: RowOutcome[] = ["invalid", "duplicate", "in-panel", "opted-out"];
const CLIENT_PROBLEMS: RowOutcome[] = ["invalid", "duplicate"];
/** GET /api/files/panellistupload: "the panel list duplicates". */
const DUPLICATES: RowOutcome[] = ["duplicate", "in-panel", "opted-out"];

const problemsFor = (ctx: UseCaseContext) => (isStaff(ctx) ? STAFF_PROBLEMS : CLIENT_PROBLEMS);

function countsFor(ctx: UseCaseContext, row: ListImportRow): ImportStatus["counts"] {
  const c = row.counts;
  if (!c) return null;
  const n = (k: string) => c[k] ?? 0;
  if (isStaff(ctx))
    return {
      total: n("total"),
      valid: n("valid"),
      invalid: n("invalid"),
      duplicate: n("duplicate"),
      inPanel: n("inPanel"),
      optedOut: n("optedOut"),
    };
  const client = clientMatchCounts(c);
  return { ...client, valid: client.accepted };
}

/**
 * The counts a client may see of a match report (decision 218): accepted folds in the rows the
 * panel already held or that opted out, so neither number can be worked out.
 */
export function clientMatchCounts(c: Record<string, number>) {
  const n = (k: string) => c[k] ?? 0;
  const accepted = n("valid") + n("inPanel") + n("optedOut");
  return { total: n("total"), accepted, invalid: n("invalid"), duplicate: n("duplicate") };
}

function statusOf(ctx: UseCaseContext, row: ListImportRow): ImportStatus {
  return {
    importId: row.id,
    kind: row.kind,
    listId: row.listId,
    fileName: row.fileName,
    status: row.status as ImportStatus["status"],
    columns: row.columns,
    counts: countsFor(ctx, row),
    imported: row.imported,
    toImport: row.toImport,
    error: row.error,
  };
}

/** GET /api/list-import/{id}: the progress bar's poll. */
export async function importStatus(ctx: UseCaseContext, importId: number): Promise<ImportStatus> {
  return statusOf(ctx, await visibleImport(ctx, importId));
}

async function reportOf(
  ctx: UseCaseContext,
  row: ListImportRow,
  outcomes: RowOutcome[],
): Promise<MatchReport> {
  const { db } = ctx.deps;
  const rows = await rowsWithOutcome(db, row.id, outcomes, 0, LISTED_ROWS);
  const total = await countWithOutcome(db, row.id, outcomes);
  const staff = isStaff(ctx);
  return {
    ...statusOf(ctx, row),
    rows: rows.map((r) => ({
      rowNumber: r.rowNumber,
      outcome: r.outcome as RowOutcome,
      reason: r.reason,
      cells: r.cells,
      ...(staff ? { matchedId: r.matchedId } : {}),
    })),
    moreRows: Math.max(0, total - rows.length),
  };
}

/** The match report: counts and the first problem rows the caller may see. */
export async function importReport(ctx: UseCaseContext, importId: number): Promise<MatchReport> {
  const row = await visibleImport(ctx, importId);
  return reportOf(ctx, row, problemsFor(ctx));
}

/** GET /api/files/panellistupload: the duplicates of the given panel import, else the caller's latest. */
export async function panelDuplicates(ctx: UseCaseContext, input: { importId?: number | undefined }) {
  await assertImportListAllowed(ctx);
  const row = input.importId
    ? await visibleImport(ctx, input.importId)
    : await latestImport(ctx.deps.db, ownerOf(ctx), "panel");
  if (row?.kind !== "panel") throw notFound("No panel list has been uploaded yet.");
  return reportOf(ctx, row, DUPLICATES);
}

/** The rows that were not imported as new members, with the file's cells and a Reason column. */
export async function errorRowsFile(ctx: UseCaseContext, importId: number) {
  const row = await visibleImport(ctx, importId);
  const outcomes = problemsFor(ctx);
  const total = await countWithOutcome(ctx.deps.db, row.id, outcomes);
  const name = `${row.fileName.replace(/\.[^.]*$/, "").replace(/[^\w .-]/g, "_")}-errors.xlsx`;
  async function* batches() {
    let afterId = 0;
    for (;;) {
      const rows = await rowsWithOutcome(ctx.deps.db, row.id, outcomes, afterId, 1000);
      if (rows.length === 0) return;
      afterId = rows.at(-1)?.id ?? afterId;
      yield rows.map((r) => [r.rowNumber, ...row.columns.map((_, i) => r.cells[i] ?? ""), r.reason ?? ""]);
    }
  }
  const columns: SheetColumn[] = [
    { header: "Row", width: 8, format: "int" },
    ...row.columns.map((header) => ({ header, width: 18 })),
    { header: "Reason", width: 50 },
  ];
  return {
    fileName: name,
    total,
    write: (out: Writable) => writeSheet(out, { title: "Rows not imported", columns }, batches()),
  };
}
