import { wallDay } from "../../contracts/agency-time";
import { BOOKING_COLUMN_STATUSES } from "../../db/repo/reports/booking-groups";
import { bookingDrillPage } from "../../db/repo/reports/drill-rows";
import { jobKpis } from "../../db/repo/reports/job-recruitment";
import { bookingDrillAnswer } from "./drill";
import { jobScopeOf, pageOf, pickedJob } from "./job-recruitment";
import { jobTotalsHead, type ReportSource, ratio } from "./source";

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/** Job KPI Report (staff-calls §7.13, decision 240): days to fill, show rate, over-recruitment. */
export const jobKpi: ReportSource = {
  async page(ctx, q) {
    const jobs = await jobKpis(ctx.deps.db, jobScopeOf(q.filters), q.dir);
    const rows = jobs.map((j) => {
      const filledOn = j.filledAt ? wallDay(j.filledAt, q.zone) : null;
      // The day its recruitment began (the first move of a booking), or else its start date.
      const from = j.firstAt ? wallDay(j.firstAt, q.zone) : j.startDate;
      return {
        jobId: j.jobId,
        jobNumber: j.jobNumber,
        jobName: j.jobName,
        required: j.required,
        held: j.held,
        filledOn,
        daysToFill: filledOn && from ? daysBetween(from, filledOn) : null,
        showRate: ratio(j.attended, j.attended + j.noShow),
        overRecruited: j.held - j.required,
        cancelled: j.cancelled,
      };
    });
    const page = pageOf(rows, q);
    if (!q.withTotals) return { rows: page, total: 0, totals: null, exclusions: [] };
    const sum = (pick: (j: (typeof jobs)[number]) => number) => jobs.reduce((n, j) => n + pick(j), 0);
    const filled = rows.flatMap((r) => (r.daysToFill === null ? [] : [r.daysToFill]));
    const attended = sum((j) => j.attended);
    return {
      rows: page,
      total: rows.length,
      totals: {
        ...jobTotalsHead(rows.length),
        required: sum((j) => j.required),
        held: sum((j) => j.held),
        filledOn: null,
        daysToFill: filled.length ? Math.round(filled.reduce((a, b) => a + b, 0) / filled.length) : null,
        showRate: ratio(attended, attended + sum((j) => j.noShow)),
        overRecruited: sum((j) => j.held - j.required),
        cancelled: sum((j) => j.cancelled),
      },
      exclusions: [
        {
          label: "Jobs whose places were never all taken (no days to fill)",
          count: rows.length - filled.length,
        },
      ],
    };
  },

  async drill(ctx, q, pick) {
    const statuses =
      pick.column === "held" || pick.column === "cancelled" ? BOOKING_COLUMN_STATUSES[pick.column] : null;
    const job = pickedJob(pick.key);
    if (!statuses || !job) return null;
    const page = await bookingDrillPage(
      ctx.deps.db,
      { scope: { ...jobScopeOf(q.filters), ...job }, statuses },
      { start: q.start, length: q.length },
    );
    return bookingDrillAnswer(page, q.zone, pick.column, job.jobId ? page.rows[0]?.jobNumber : undefined);
  },
};
