import { bookingDrillPage } from "../../db/repo/reports/drill-rows";
import { type MadeScope, scorecardDrill, scorecards } from "../../db/repo/reports/scorecard";
import type { SessionScope } from "../../db/repo/reports/session-recruitment";
import { bookingDrillAnswer } from "./drill";
import { pageOf } from "./job-recruitment";
import { type ReportSource, type ResolvedFilters, ratio } from "./source";

const madeOf = (f: ResolvedFilters, recruiter?: string): MadeScope => ({
  start: f.start,
  end: f.end,
  recruiter: recruiter ?? f.staffUser,
});
/** The period is the day a booking was made, so the sessions are not limited by date. */
const jobsOf = (f: ResolvedFilters): SessionScope => ({
  projectManager: f.projectManager,
  clientId: f.clientId,
});

const COUNTED = ["made", "confirmed", "attended", "noShow", "cancelled"];

/** Scorecard Report (staff-calls §7.13, decision 240): a row per recruiter. */
export const scorecard: ReportSource = {
  async page(ctx, q) {
    const all = await scorecards(ctx.deps.db, madeOf(q.filters), jobsOf(q.filters), q.dir);
    const rows = all.map((r) => ({ ...r, showRate: ratio(r.attended, r.attended + r.noShow) }));
    const page = pageOf(rows, q);
    if (!q.withTotals) return { rows: page, total: 0, totals: null, exclusions: [] };
    const sum = (key: (typeof COUNTED)[number]) =>
      rows.reduce((n, r) => n + Number(r[key as keyof typeof r] ?? 0), 0);
    return {
      rows: page,
      total: rows.length,
      totals: {
        recruiter: `Total (${rows.length} recruiters)`,
        ...Object.fromEntries(COUNTED.map((k) => [k, sum(k)])),
        showRate: ratio(sum("attended"), sum("attended") + sum("noShow")),
      },
      exclusions: [],
    };
  },

  async drill(ctx, q, pick) {
    const recruiter = pick.key === "total" ? undefined : pick.key;
    const which = scorecardDrill(madeOf(q.filters, recruiter), pick.column);
    if (!which) return null;
    const page = await bookingDrillPage(
      ctx.deps.db,
      { scope: jobsOf(q.filters), ...which },
      { start: q.start, length: q.length },
    );
    return bookingDrillAnswer(page, q.zone, pick.column, recruiter);
  },
};
