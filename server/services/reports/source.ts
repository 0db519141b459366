import type { UseCaseContext } from "../../context";
import type { DrillAnswer } from "../../contracts/reports/calls";
import type { ReportFilters, ReportRow } from "../../contracts/reports/report-kit";

/** The filters as applied: defaults filled in, days turned into the agency's instants. */
export interface ResolvedFilters extends ReportFilters {
  /** [start, end) of the period on the agency's clock (decision 173). */
  start?: Date;
  end?: Date;
}

export interface ReportQuery {
  filters: ResolvedFilters;
  zone: string;
  start: number;
  length: number;
  sort?: string;
  dir: "asc" | "desc";
  /** Off for the export's later batches: the totals are read once. */
  withTotals: boolean;
}

export interface ReportPage {
  rows: ReportRow[];
  total: number;
  totals: ReportRow | null;
  exclusions: { label: string; count: number }[];
}

/**
 * What a report's server half is (decision 230): one function reads a page of rows in the
 * declared columns, and the screen, the chart and the export all call it, so they cannot
 * disagree. `drill` answers the rows behind one number of a row (or of the totals, key "total").
 */
export interface ReportSource {
  page(ctx: UseCaseContext, q: ReportQuery): Promise<ReportPage>;
  drill?(
    ctx: UseCaseContext,
    q: ReportQuery,
    pick: { key: string; column: string },
  ): Promise<DrillAnswer | null>;
}

/** a ÷ b, or null when b is 0 (a rate of nothing is not 0 %). */
export const ratio = (a: number, b: number): number | null =>
  b > 0 ? Math.round((a / b) * 10000) / 10000 : null;

/** The cells naming a per-job report's totals row: "Total" and how many jobs it sums. */
export const jobTotalsHead = (jobs: number) => ({
  jobId: "total",
  jobNumber: "Total",
  jobName: `${jobs} jobs`,
});
