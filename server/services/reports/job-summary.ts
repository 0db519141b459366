import { JOB_STATUS_COLUMNS } from "../../contracts/reports/job-reports";
import { BOOKING_COLUMN_STATUSES } from "../../db/repo/reports/booking-groups";
import { bookingDrillPage, jobDrillPage } from "../../db/repo/reports/drill-rows";
import type { JobScope } from "../../db/repo/reports/job-scope";
import {
  jobDetailPage,
  jobDetailTotals,
  NO_PM,
  pmJobsWhere,
  pmSummaryPage,
  pmSummaryTotals,
} from "../../db/repo/reports/job-summary";
import { bookingDrillAnswer, jobDrillAnswer } from "./drill";
import type { ReportQuery, ReportSource } from "./source";

const scopeOf = (q: ReportQuery): JobScope => ({
  from: q.filters.from,
  to: q.filters.to,
  start: q.filters.start,
  end: q.filters.end,
  zone: q.zone,
  projectManager: q.filters.projectManager,
  clientId: q.filters.clientId,
  jobStatus: q.filters.jobStatus,
  jobNumber: q.filters.jobNumber,
});

const STATUS_OF: Record<string, string | undefined> = JOB_STATUS_COLUMNS;

/** PM Job Summary (decision 241): a row per project manager. */
export const jobSummary: ReportSource = {
  async page(ctx, q) {
    const { db } = ctx.deps;
    const scope = scopeOf(q);
    const rows = await pmSummaryPage(db, scope, { start: q.start, length: q.length });
    if (!q.withTotals) return { rows, total: 0, totals: null, exclusions: [] };
    const t = await pmSummaryTotals(db, scope);
    const { managers, ...sums } = t;
    return {
      rows,
      total: managers,
      totals: { pmKey: "total", projectManager: "Total", ...sums },
      exclusions: [],
    };
  },

  async drill(ctx, q, pick) {
    const status = STATUS_OF[pick.column];
    if (pick.column !== "jobs" && !status) return null;
    const pm = pick.key === "total" ? undefined : pick.key;
    const page = await jobDrillPage(ctx.deps.db, pmJobsWhere(scopeOf(q), pm, status), q);
    const who = pm === undefined ? "every project manager" : pm === NO_PM ? "no project manager" : pm;
    return jobDrillAnswer(page, `${status ? `${status} jobs` : "Jobs"}: ${who}`);
  },
};

/** PM Job Detail (decision 241): a row per job of the period. */
export const jobDetail: ReportSource = {
  async page(ctx, q) {
    const { db } = ctx.deps;
    const scope = scopeOf(q);
    const rows = await jobDetailPage(db, scope, { start: q.start, length: q.length });
    if (!q.withTotals) return { rows, total: 0, totals: null, exclusions: [] };
    const { jobs, ...sums } = await jobDetailTotals(db, scope);
    return {
      rows,
      total: jobs,
      totals: {
        jobId: "total",
        jobNumber: "Total",
        name: `${jobs} jobs`,
        client: null,
        projectManager: null,
        status: null,
        startDate: null,
        endDate: null,
        ...sums,
      },
      exclusions: [],
    };
  },

  /** Places taken and attended are bookings of the job's sessions starting in the period. */
  async drill(ctx, q, pick) {
    const statuses = BOOKING_COLUMN_STATUSES[pick.column];
    if (!statuses) return null;
    const jobId = pick.key === "total" ? undefined : Number(pick.key);
    if (jobId !== undefined && !(Number.isInteger(jobId) && jobId > 0)) return null;
    const f = q.filters;
    const page = await bookingDrillPage(
      ctx.deps.db,
      {
        scope: {
          start: f.start,
          end: f.end,
          projectManager: f.projectManager,
          jobNumber: f.jobNumber,
          jobId,
        },
        statuses,
        ...(jobId ? {} : { where: pmJobsWhere(scopeOf(q), undefined, undefined) }),
      },
      { start: q.start, length: q.length },
    );
    return bookingDrillAnswer(page, q.zone, pick.column, jobId ? page.rows[0]?.jobNumber : undefined);
  },
};
