import type { JobMoney, JobScope } from "../../db/repo/reports/job-profit";
import { jobMoneyPage, jobMoneyTotals } from "../../db/repo/reports/job-profit";
import { staffHourlyCost } from "../config";
import { jobTotalsHead, type ReportQuery, type ReportSource, ratio } from "./source";

const scopeOf = (q: ReportQuery, hourlyCost: number): JobScope => ({
  hourlyCost,
  from: q.filters.from,
  to: q.filters.to,
  zone: q.zone,
  clientId: q.filters.clientId,
  projectManager: q.filters.projectManager,
  jobNumber: q.filters.jobNumber,
  jobStatus: q.filters.jobStatus,
});

const dollars = (n: number) => Math.round(n * 100) / 100;
type Figures = Omit<JobMoney, "jobId" | "jobNumber" | "jobName" | "client">;

/** Job Incentive Profit and Loss (decision 242): budget, paid, owed, charged, margin per job. */
const incentiveCells = (m: Figures) => ({
  budgeted: m.budgeted,
  paid: m.paid,
  owed: m.owed,
  charged: m.invoiced,
  margin: dollars(m.invoiced - m.paid - m.owed),
});

/**
 * Job Profit and Loss (decisions 242, 261): invoiced − incentives paid − staff cost, each person's
 * time at their cost rate (the configured hourly cost when they have none).
 */
const profitCells = (m: Figures) => {
  const hours = Math.round((m.minutes / 60) * 100) / 100;
  const staffCost = dollars(m.staffCost);
  const profit = dollars(m.invoiced - m.paid - staffCost);
  return {
    invoiced: m.invoiced,
    incentives: m.paid,
    hours,
    staffCost,
    profit,
    margin: ratio(profit, m.invoiced),
  };
};

function jobMoneySource(cells: (m: Figures) => Record<string, number | null>): ReportSource {
  return {
    async page(ctx, q) {
      const { db } = ctx.deps;
      const scope = scopeOf(q, await staffHourlyCost(ctx));
      const jobs = await jobMoneyPage(db, scope, q);
      const rows = jobs.map((m) => ({
        jobId: m.jobId,
        jobNumber: m.jobNumber,
        jobName: m.jobName,
        client: m.client,
        ...cells(m),
      }));
      if (!q.withTotals) return { rows, total: 0, totals: null, exclusions: [] };
      const t = await jobMoneyTotals(db, scope);
      return {
        rows,
        total: t.jobs,
        totals: {
          ...jobTotalsHead(t.jobs),
          client: null,
          ...cells(t),
        },
        exclusions: [],
      };
    },
  };
}

export const incentiveReport = jobMoneySource(incentiveCells);
export const incentiveToInvoice = jobMoneySource(profitCells);
