import { PassThrough } from "node:stream";
import { holds } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { EXPORT_DENIED } from "../../contracts/query-constants";
import type { DrillAnswer, DrillRequest, ReportAnswer, ReportRequest } from "../../contracts/reports/calls";
import { reportById } from "../../contracts/reports/catalogue";
import type { ReportDeclaration, ReportFilters } from "../../contracts/reports/report-kit";
import { forbidden, notFound } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { echoFilters, filterSummary, resolveFilters } from "./filters";
import { reportFile } from "./report-file";
import type { ReportQuery } from "./source";
import { REPORT_SOURCES } from "./sources";

const PAGE = 100;

/** The filters and the page a call asks for. */
type ReportInput = ReportFilters & Partial<Pick<ReportRequest, "start" | "length" | "sort" | "dir">>;

async function queryOf(ctx: UseCaseContext, r: ReportDeclaration, input: ReportInput): Promise<ReportQuery> {
  const zone = await agencyTimeZone(ctx);
  return {
    filters: resolveFilters(r, input, ctx.deps.now(), zone),
    zone,
    start: input.start ?? 0,
    length: input.length ?? PAGE,
    sort: input.sort,
    dir: input.dir ?? "asc",
    withTotals: true,
  };
}

/** A declared report and its source; the route has checked the report's right already. */
function declared(id: string) {
  const r = reportById(id);
  const source = REPORT_SOURCES[id];
  if (!r || !source) throw notFound("No such report.");
  return { r, source };
}

/** The report's page: rows, totals, exclusions and the filters as applied (decision 230). */
export async function runReport(
  ctx: UseCaseContext,
  id: string,
  input: ReportRequest,
): Promise<ReportAnswer> {
  const { r, source } = declared(id);
  const q = await queryOf(ctx, r, input);
  const page = await source.page(ctx, q);
  return { ...page, filters: echoFilters(q.filters), summary: filterSummary(r, q.filters) };
}

/** A report id from a body is checked against the caller's rights here (the route guards staff). */
function allowed(ctx: UseCaseContext, id: string) {
  const found = declared(id);
  if (!holds(ctx, found.r.right)) throw forbidden();
  return found;
}

/** The rows behind one number, with the report's filters (decision 236). */
export async function drillReport(ctx: UseCaseContext, input: DrillRequest): Promise<DrillAnswer> {
  const { r, source } = allowed(ctx, input.report);
  const column = r.columns.find((c) => c.key === input.column);
  if (!column?.drill || !source.drill) throw notFound("That number has no rows to show.");
  const q = await queryOf(ctx, r, { ...input, length: input.length ?? PAGE });
  const answer = await source.drill(ctx, q, { key: input.key, column: input.column });
  if (!answer) throw notFound("That number has no rows to show.");
  return answer;
}

/**
 * The report's every row to .xlsx (decision 230). Needs the report's right and ExportAllResults
 * (the spec's 'Access Denied!' text otherwise); a failure mid-stream is logged and ends the download.
 */
export async function startReportExport(
  ctx: UseCaseContext,
  input: ReportInput & { report: string },
  requestId: string,
) {
  const { r, source } = allowed(ctx, input.report);
  if (!holds(ctx, "EXP")) throw forbidden(EXPORT_DENIED);
  const file = await reportFile(ctx, r, source, await queryOf(ctx, r, input));
  const out = new PassThrough();
  file.write(out).catch((error: unknown) => {
    ctx.deps.log.error("report export failed", { requestId, error: String(error) });
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { out, total: file.total, fileName: file.fileName };
}

/** The file of a report whose right the caller holds (scheduled sends check it at each run). */
export async function reportFileFor(ctx: UseCaseContext, id: string, filters: ReportFilters) {
  const { r, source } = allowed(ctx, id);
  return reportFile(ctx, r, source, await queryOf(ctx, r, filters));
}
