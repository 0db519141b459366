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
  /** Where the previous batch ended (its `next`): a source that pages by key reads on from here. */
  after?: ReportCursor;
}

/**
 * The sort key of a page's last row, for a source that pages by key (decision 307): its next
 * batch starts after it instead of skipping `start` rows, so an export reads each row once.
 */
export type ReportCursor = Record<string, string | number>;

export interface ReportPage {
  rows: ReportRow[];
  total: number;
  totals: ReportRow | null;
  exclusions: { label: string; count: number }[];
  /** The cursor after this page's last row, from sources that page by key. */
  next?: ReportCursor;
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
