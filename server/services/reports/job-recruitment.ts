import { bookingDrillPage } from "../../db/repo/reports/drill-rows";
import { FUNNEL_STAGE, type FunnelStage } from "../../db/repo/reports/funnel-stages";
import { jobFunnels, reachedStage } from "../../db/repo/reports/job-recruitment";
import type { SessionScope } from "../../db/repo/reports/session-recruitment";
import { bookingDrillAnswer } from "./drill";
import { jobTotalsHead, type ReportQuery, type ReportSource, type ResolvedFilters, ratio } from "./source";

/** The jobs of a job report: those with a session starting in the period (decision 240). */
export const jobScopeOf = (f: ResolvedFilters): SessionScope => ({
  start: f.start,
  end: f.end,
  projectManager: f.projectManager,
  clientId: f.clientId,
  jobNumber: f.jobNumber,
});

/** The job a drill picked ("total" = every job of the scope), or null when the key is no id. */
export function pickedJob(key: string): { jobId?: number } | null {
  if (key === "total") return {};
  const jobId = Number(key);
  return Number.isInteger(jobId) && jobId > 0 ? { jobId } : null;
}

/** A slice of all rows as one page (the figures are read for the whole scope at once). */
export function pageOf<T>(rows: T[], q: ReportQuery): T[] {
  return rows.slice(q.start, q.start + q.length);
}

const STAGES = Object.keys(FUNNEL_STAGE) as FunnelStage[];

/** Job Recruitment Report (staff-calls §7.13, decision 240): each job's funnel. */
export const jobRecruitment: ReportSource = {
  async page(ctx, q) {
    const jobs = await jobFunnels(ctx.deps.db, jobScopeOf(q.filters), q.dir);
    const rows = jobs.map((j) => ({ ...j, conversion: ratio(j.attended, j.invited) }));
    const page = pageOf(rows, q);
    if (!q.withTotals) return { rows: page, total: 0, totals: null, exclusions: [] };
    const sum = (key: FunnelStage | "sessions") => jobs.reduce((n, j) => n + j[key], 0);
    const stages = Object.fromEntries(STAGES.map((s) => [s, sum(s)]));
    return {
      rows: page,
      total: rows.length,
      totals: {
        ...jobTotalsHead(rows.length),
        client: null,
        sessions: sum("sessions"),
        ...stages,
        conversion: ratio(sum("attended"), sum("invited")),
      },
      exclusions: [],
    };
  },

  async drill(ctx, q, pick) {
    if (!(STAGES as string[]).includes(pick.column)) return null;
    const job = pickedJob(pick.key);
    if (!job) return null;
    const page = await bookingDrillPage(
      ctx.deps.db,
      {
        scope: { ...jobScopeOf(q.filters), ...job },
        where: reachedStage(FUNNEL_STAGE[pick.column as FunnelStage]),
      },
      { start: q.start, length: q.length },
    );
    return bookingDrillAnswer(page, q.zone, pick.column, job.jobId ? page.rows[0]?.jobNumber : undefined);
  },
};
