import type { Writable } from "node:stream";
import type { UseCaseContext } from "../../context";
import { wallDay } from "../../contracts/agency-time";
import type { ReportDeclaration, ReportRow } from "../../contracts/reports/report-kit";
import type { SheetColumn } from "../../contracts/sheet";
import { sheetSummary, writeSheet } from "../export";
import { filterWords } from "./filters";
import type { ReportQuery, ReportSource } from "./source";

const WIDTH: Record<string, number> = { text: 24, date: 12, money: 14, percent: 10 };

/** The sheet's columns: the report's, with their formats (money as numbers, days as dates). */
const sheetColumnsOf = (r: ReportDeclaration): SheetColumn[] =>
  r.columns.map((c) => ({
    header: c.header,
    width: WIDTH[c.format] ?? 11,
    format: c.format === "hours" ? ("decimal" as const) : c.format,
  }));

/**
 * Rows read per call of the source: 2,000 held ~70 MB less than 5,000 (decision 303). Sources
 * that answer a cursor read each batch on from the last; the others skip `start` rows.
 */
const BATCH = 2_000;

/**
 * A report as .xlsx, read by the same source as the screen in batches of 2,000, with the filter
 * summary above the header and the totals row last (decision 230): the first batch is read now
 * (for the row count), the rest as the file is written.
 */
export async function reportFile(
  ctx: UseCaseContext,
  r: ReportDeclaration,
  source: ReportSource,
  query: ReportQuery,
) {
  const q = { ...query, start: 0, length: BATCH, withTotals: true };
  const first = await source.page(ctx, q);
  const keys = r.columns.map((c) => c.key);
  const cells = (row: ReportRow) => keys.map((k) => row[k] ?? null);
  async function* batches() {
    let page = first;
    let start = 0;
    for (;;) {
      yield page.rows.map(cells);
      if (page.rows.length < BATCH) break;
      start += BATCH;
      page = await source.page(ctx, { ...q, start, after: page.next, withTotals: false });
    }
    if (first.totals) yield [cells(first.totals)];
  }
  const summary = sheetSummary(r.title, filterWords(q.filters), ctx.deps.now(), q.zone);
  return {
    total: first.total + (first.totals ? 1 : 0),
    fileName: `${r.id}-${wallDay(ctx.deps.now(), q.zone)}.xlsx`,
    write: (out: Writable) =>
      writeSheet(out, { title: r.title.slice(0, 31), columns: sheetColumnsOf(r), summary }, batches()),
  };
}
