import { dayStart } from "../../contracts/agency-time";
import { QUOTE_STATUS_COLUMNS } from "../../contracts/reports/job-reports";
import type { ReportRow } from "../../contracts/reports/report-kit";
import { jobDrillPage } from "../../db/repo/reports/drill-rows";
import {
  type CreatedScope,
  createdWhere,
  jobsByBucket,
  NO_QUOTER,
  type QuoteScope,
  quoterJobsWhere,
  quotesByQuoter,
  quoteTotals,
  salesByMonth,
} from "../../db/repo/reports/job-money";
import { bucketStart, bucketsBetween, nextBucket, type Unit } from "./buckets";
import { jobDrillAnswer } from "./drill";
import { type ReportQuery, type ReportSource, ratio } from "./source";

const createdScope = (q: ReportQuery): CreatedScope => ({
  start: q.filters.start,
  end: q.filters.end,
  zone: q.zone,
  projectManager: q.filters.projectManager,
  clientId: q.filters.clientId,
});

/** Every bucket of the period, 0 where nothing happened; without a full period, the buckets with data. */
function filled<T>(q: ReportQuery, unit: Unit, found: Map<string, T>): string[] {
  const { from, to } = q.filters;
  const known = [...found.keys()].sort();
  const first = from ?? known[0];
  const last = to ?? known[known.length - 1];
  return first && last ? bucketsBetween(first, last, unit) : known;
}

const pageOf = <T>(list: T[], q: ReportQuery) => list.slice(q.start, q.start + q.length);

/** Job Order Report (decision 241): jobs created per month, week or day. */
export const jobOrder: ReportSource = {
  async page(ctx, q) {
    const unit = q.filters.groupBy ?? "month";
    const found = new Map((await jobsByBucket(ctx.deps.db, createdScope(q), unit)).map((b) => [b.bucket, b]));
    const all = filled(q, unit, found).map((period) => ({
      period,
      jobs: found.get(period)?.jobs ?? 0,
      quoted: found.get(period)?.quoted ?? 0,
    }));
    const sum = (key: "jobs" | "quoted") => all.reduce((n, r) => n + r[key], 0);
    return {
      rows: pageOf(all, q),
      total: all.length,
      totals: q.withTotals
        ? { period: "total", jobs: sum("jobs"), quoted: Math.round(sum("quoted") * 100) / 100 }
        : null,
      exclusions: [],
    };
  },

  async drill(ctx, q, pick) {
    if (pick.column !== "jobs") return null;
    const unit = q.filters.groupBy ?? "month";
    const scope = createdScope(q);
    if (pick.key !== "total") {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(pick.key) || bucketStart(pick.key, unit) !== pick.key) return null;
      // The bucket, within the period.
      const start = dayStart(pick.key, q.zone);
      const end = dayStart(nextBucket(pick.key, unit), q.zone);
      scope.start = scope.start && scope.start > start ? scope.start : start;
      scope.end = scope.end && scope.end < end ? scope.end : end;
    }
    const page = await jobDrillPage(ctx.deps.db, createdWhere(scope), q);
    return jobDrillAnswer(
      page,
      pick.key === "total" ? "Jobs ordered in the period" : `Jobs ordered: ${unit} of ${pick.key}`,
    );
  },
};

const quoteScope = (q: ReportQuery): QuoteScope => ({ ...createdScope(q), quoter: q.filters.staffUser });
const QUOTE_STATUS_OF: Record<string, string | undefined> = QUOTE_STATUS_COLUMNS;
const winRate = (r: { accepted?: number; declined?: number }) =>
  ratio(r.accepted ?? 0, (r.accepted ?? 0) + (r.declined ?? 0));

/** Job Quoted Report (decision 241): a row per quoter. */
export const jobQuoted: ReportSource = {
  async page(ctx, q) {
    const { db } = ctx.deps;
    const scope = quoteScope(q);
    const rows: ReportRow[] = (await quotesByQuoter(db, scope, q)).map((r) => ({
      ...r,
      winRate: winRate(r as { accepted?: number; declined?: number }),
    }));
    if (!q.withTotals) return { rows, total: 0, totals: null, exclusions: [] };
    const { quoters, ...sums } = await quoteTotals(db, scope);
    return {
      rows,
      total: quoters,
      totals: {
        quoterKey: "total",
        quoter: "Total (each quote once)",
        ...sums,
        winRate: winRate(sums as { accepted?: number; declined?: number }),
      },
      exclusions: [],
    };
  },

  async drill(ctx, q, pick) {
    const status = QUOTE_STATUS_OF[pick.column];
    if (pick.column !== "quotes" && !status) return null;
    const quoter = pick.key === "total" ? undefined : pick.key;
    const page = await jobDrillPage(ctx.deps.db, quoterJobsWhere(quoteScope(q), quoter, status), q);
    const who = quoter === undefined ? "everyone" : quoter === NO_QUOTER ? "nobody named" : quoter;
    return jobDrillAnswer(page, `${status ? `${status} quotes` : "Quotes"}: ${who}`);
  },
};

/** Sales (decision 241): invoiced, quoted and won per month; no page of its own. */
export const sales: ReportSource = {
  async page(ctx, q) {
    const found = await salesByMonth(ctx.deps.db, {
      ...createdScope(q),
      from: q.filters.from,
      to: q.filters.to,
    });
    const all = filled(q, "month", found).map((month) => ({
      month,
      invoiced: found.get(month)?.invoiced ?? 0,
      quoted: found.get(month)?.quoted ?? 0,
      won: found.get(month)?.won ?? 0,
    }));
    const sum = (key: "invoiced" | "quoted" | "won") =>
      Math.round(all.reduce((n, r) => n + r[key], 0) * 100) / 100;
    return {
      rows: pageOf(all, q),
      total: all.length,
      totals: q.withTotals
        ? { month: "total", invoiced: sum("invoiced"), quoted: sum("quoted"), won: sum("won") }
        : null,
      exclusions: [],
    };
  },
};
