import { Readable } from "node:stream";
import { holds } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { wallDay } from "../../contracts/agency-time";
import { EXPORT_DENIED } from "../../contracts/query-constants";
import { reportById } from "../../contracts/reports/catalogue";
import type { ReportFilters } from "../../contracts/reports/report-kit";
import { forbidden } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { ddmmyyyy, neutraliseCell } from "../export";
import { resolveFilters } from "./filters";
import { hoursOf } from "./staff-attendance";
import { type PayLine, payLines } from "./staff-payroll";

/**
 * The payroll file's columns (decision 244): one line per staff member per pay period, hours
 * with two decimals, days DD/MM/YYYY. A plain CSV table (header first, nothing above it) because
 * every payroll system's timesheet import (Xero, MYOB, Employment Hero) maps CSV columns.
 */
const PAYROLL_FILE_COLUMNS: readonly [string, (l: PayLine) => string][] = [
  ["Employee Username", (l) => l.username],
  ["Employee Name", (l) => l.staffName],
  ["Period Start", (l) => ddmmyyyy(l.period.start)],
  ["Period End", (l) => ddmmyyyy(l.period.end)],
  ["Days Worked", (l) => String(l.daysWorked)],
  ["Ordinary Hours", (l) => hoursOf(l.ordinary).toFixed(2)],
  ["Overtime Hours", (l) => hoursOf(l.overtime).toFixed(2)],
  ["Total Hours", (l) => hoursOf(l.worked).toFixed(2)],
  ["Hours On Jobs", (l) => hoursOf(l.tracked).toFixed(2)],
];

/** A CSV field: formula-like text neutralised, quoted when it holds a comma, quote or line break. */
function field(value: string): string {
  const safe = neutraliseCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (cells: string[]) => `${cells.map(field).join(",")}\r\n`;

/**
 * POST /api/report/staff-payroll-report-export (staff-calls §7.13): the payroll file of the
 * report's rows, with the report's filters. Needs ExportAllResults too ('Access Denied!' text).
 */
export async function startPayrollFile(ctx: UseCaseContext, input: ReportFilters) {
  if (!holds(ctx, "EXP")) throw forbidden(EXPORT_DENIED);
  const r = reportById("staff-payroll");
  if (!r) throw new Error("staff-payroll is not declared");
  const zone = await agencyTimeZone(ctx);
  const filters = resolveFilters(r, input, ctx.deps.now(), zone);
  const { lines } = await payLines(ctx, {
    filters,
    zone,
    start: 0,
    length: 0,
    dir: "asc",
    withTotals: false,
  });
  function* text() {
    yield line(PAYROLL_FILE_COLUMNS.map(([header]) => header));
    for (const l of lines) yield line(PAYROLL_FILE_COLUMNS.map(([, cell]) => cell(l)));
  }
  return {
    out: Readable.from(text()),
    total: lines.length,
    fileName: `payroll-${filters.from ?? ""}-${filters.to ?? wallDay(ctx.deps.now(), zone)}.csv`,
  };
}
