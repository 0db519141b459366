import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { callerOf, holds } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { EXPORT_DENIED } from "../../contracts/query-constants";
import { reportById } from "../../contracts/reports/catalogue";
import type { ReportFilters } from "../../contracts/reports/report-kit";
import { payRates, savePayrollExport, storedPayrollExport } from "../../db/repo/staff-office/payroll";
import { forbidden } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { ddmmyyyy, neutraliseCell } from "../export";
import { type Outcome, refusal, success } from "../outcome";
import { resolveFilters } from "./filters";
import { payPeriodsTouching } from "./pay-periods";
import { hoursOf } from "./staff-attendance";
import { PAID_LEAVE, type PayLine, payLines } from "./staff-payroll";

/** Overtime is paid at time and a half (decision 260). */
const OVERTIME_MULTIPLIER = 1.5;

type FileLine = PayLine & { payRate: number | null };

const leaveHours = (l: PayLine, code: string) => hoursOf(l.leave[code] ?? 0);
const allLeaveHours = (l: PayLine) => PAID_LEAVE.reduce((s, code) => s + leaveHours(l, code), 0);
/** Hours × rate in cents, from the hours as the file prints them, so the file adds up. */
const money = (hours: number, rate: number | null, multiplier = 1) =>
  rate === null ? "" : (Math.round(hours * rate * multiplier * 100) / 100).toFixed(2);
const totalAmount = (l: FileLine) =>
  l.payRate === null
    ? ""
    : (
        Math.round(
          (hoursOf(l.ordinary) + allLeaveHours(l) + hoursOf(l.overtime) * OVERTIME_MULTIPLIER) *
            l.payRate *
            100,
        ) / 100
      ).toFixed(2);

/**
 * The payroll file's columns (decisions 244, 260): one line per staff member per pay period, hours
 * with two decimals, days DD/MM/YYYY, a leave-hours column per paid leave type, and amounts when
 * the person has a pay rate. A plain CSV table (header first, nothing above it) because every
 * payroll system's timesheet import (Xero, MYOB, Employment Hero) maps CSV columns.
 */
const PAYROLL_FILE_COLUMNS: readonly [string, (l: FileLine) => string][] = [
  ["Employee Username", (l) => l.username],
  ["Employee Name", (l) => l.staffName],
  ["Period Start", (l) => ddmmyyyy(l.period.start)],
  ["Period End", (l) => ddmmyyyy(l.period.end)],
  ["Days Worked", (l) => String(l.daysWorked)],
  ["Ordinary Hours", (l) => hoursOf(l.ordinary).toFixed(2)],
  ["Overtime Hours", (l) => hoursOf(l.overtime).toFixed(2)],
  ...PAID_LEAVE.map((code): [string, (l: FileLine) => string] => [
    `${code} Leave Hours`,
    (l) => leaveHours(l, code).toFixed(2),
  ]),
  ["Total Hours", (l) => hoursOf(l.worked).toFixed(2)],
  ["Hours On Jobs", (l) => hoursOf(l.tracked).toFixed(2)],
  ["Pay Rate", (l) => (l.payRate === null ? "" : l.payRate.toFixed(2))],
  ["Ordinary Amount", (l) => money(hoursOf(l.ordinary), l.payRate)],
  ["Overtime Amount", (l) => money(hoursOf(l.overtime), l.payRate, OVERTIME_MULTIPLIER)],
  ["Leave Amount", (l) => money(allLeaveHours(l), l.payRate)],
  ["Total Amount", totalAmount],
];

/** A CSV field: formula-like text neutralised, quoted when it holds a comma, quote or line break. */
function field(value: string): string {
  const safe = neutraliseCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (cells: string[]) => `${cells.map(field).join(",")}\r\n`;

export interface PayrollFile {
  out: NodeJS.ReadableStream;
  total: number;
  fileName: string;
}

const fileOf = (row: { body: string; lineCount: number; fileName: string }): PayrollFile => ({
  out: Readable.from([row.body]),
  total: row.lineCount,
  fileName: row.fileName,
});

/** "Alex Chen: weeks of 12/10/2026, 19/10/2026" for each person with a week not approved. */
function notApproved(lines: PayLine[]): string[] {
  const byPerson = new Map<string, Set<string>>();
  for (const l of lines) {
    if (l.unapprovedWeeks.length === 0) continue;
    const weeks = byPerson.get(l.staffName) ?? new Set<string>();
    for (const w of l.unapprovedWeeks) weeks.add(w);
    byPerson.set(l.staffName, weeks);
  }
  return [...byPerson].map(
    ([name, weeks]) =>
      `${name}: week${weeks.size > 1 ? "s" : ""} of ${[...weeks].sort().map(ddmmyyyy).join(", ")}`,
  );
}

/**
 * POST /api/report/staff-payroll-report-export (staff-calls §7.13): the payroll file of the
 * report's pay periods. Needs ExportAllResults too ('Access Denied!' text). Only periods whose
 * every week is approved for every person in the file are exported; the first export of a scope
 * is kept and answered again byte for byte (decision 260).
 */
export async function startPayrollFile(
  ctx: UseCaseContext,
  input: ReportFilters,
): Promise<Outcome<PayrollFile>> {
  if (!holds(ctx, "EXP")) throw forbidden(EXPORT_DENIED);
  const r = reportById("staff-payroll");
  if (!r) throw new Error("staff-payroll is not declared");
  const zone = await agencyTimeZone(ctx);
  const filters = resolveFilters(r, input, ctx.deps.now(), zone);
  const to = filters.to ?? "";
  const periods = payPeriodsTouching(filters.from ?? to, to);
  const first = periods[0];
  const last = periods[periods.length - 1];
  if (!first || !last) return refusal("Choose the pay periods to export.");
  const key = {
    periodStart: first.start,
    periodEnd: last.end,
    staffScope: (filters.staffUser ?? "").toLowerCase(),
  };
  const { db } = ctx.deps;
  const stored = await storedPayrollExport(db, key);
  if (stored) return success(fileOf(stored));
  const { lines } = await payLines(ctx, {
    filters,
    zone,
    start: 0,
    length: 0,
    dir: "asc",
    withTotals: false,
  });
  if (lines.length === 0) return refusal("No one has hours or leave in these pay periods.");
  const missing = notApproved(lines);
  if (missing.length > 0) {
    return refusal(
      `The payroll file needs every week of its pay periods approved. Not approved yet: ${missing.join("; ")}.`,
    );
  }
  const rates = await payRates(db, [...new Set(lines.map((l) => l.staffUserId))]);
  const rows: FileLine[] = lines.map((l) => ({ ...l, payRate: rates.get(l.staffUserId) ?? null }));
  const body = [
    line(PAYROLL_FILE_COLUMNS.map(([header]) => header)),
    ...rows.map((l) => line(PAYROLL_FILE_COLUMNS.map(([, cell]) => cell(l)))),
  ].join("");
  const saved = await savePayrollExport(db, {
    ...key,
    staffUserIds: [...new Set(lines.map((l) => l.staffUserId))].sort((a, b) => a - b).join(","),
    fileName: `payroll-${first.start}-${last.end}.csv`,
    body,
    lineCount: rows.length,
    checksum: createHash("sha256").update(body).digest("hex"),
    exportedBy: callerOf(ctx).id,
  });
  return saved ? success(fileOf(saved)) : refusal("The payroll file could not be kept; try again.");
}
