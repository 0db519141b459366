import type { UseCaseContext } from "../../context";
import { wallDay } from "../../contracts/agency-time";
import { EFT_POINTS } from "../../contracts/reports/money-reports";
import {
  type JobPointsCursor,
  type LedgerCursor,
  memberPointsPage,
  memberPointsTotals,
  pointReportJobs,
  pointsByJobPage,
  pointsByJobTotals,
  pointsLedgerPage,
  pointsLedgerTotals,
} from "../../db/repo/reports/points";
import type { ReportCursor, ReportSource, ResolvedFilters } from "./source";

const minOf = (f: ResolvedFilters) => f.minPoints ?? EFT_POINTS;
const day = (d: Date | null, zone: string) => (d ? wallDay(d, zone) : null);

/** Member Profile Points (decision 242): a row per member holding at least the minimum points. */
export const memberPoints: ReportSource = {
  async page(ctx, q) {
    const { db } = ctx.deps;
    const members = await memberPointsPage(db, { minPoints: minOf(q.filters) }, q);
    const rows = members.map((m) => ({
      respondentId: m.respondentId,
      respondentName: m.respondentName,
      current: m.balance,
      earned: m.earned,
      adjusted: m.adjusted,
      paid: m.paid,
      total: m.earned + m.adjusted,
      due: m.balance >= EFT_POINTS ? "Due" : "",
      lastAt: day(m.lastAt, q.zone),
    }));
    if (!q.withTotals) return { rows, total: 0, totals: null, exclusions: [] };
    const t = await memberPointsTotals(db, minOf(q.filters));
    return {
      rows,
      total: t.members,
      totals: {
        respondentId: null,
        respondentName: `${t.members} members`,
        current: t.balance,
        earned: null,
        adjusted: null,
        paid: null,
        total: null,
        due: null,
        lastAt: null,
      },
      exclusions: [],
    };
  },

  // The member behind a row, or every member of the report (key "total"), to select and act on.
  async drill(ctx, q, pick) {
    if (pick.column !== "current") return null;
    const respondentId = pick.key === "total" ? undefined : Number(pick.key);
    if (respondentId !== undefined && !(Number.isInteger(respondentId) && respondentId > 0)) return null;
    const minPoints = minOf(q.filters);
    const members = await memberPointsPage(ctx.deps.db, { minPoints, respondentId }, q);
    const total = respondentId ? members.length : (await memberPointsTotals(ctx.deps.db, minPoints)).members;
    return {
      kind: "respondents",
      title: respondentId
        ? `Points of ${members[0]?.respondentName ?? `member ${respondentId}`}`
        : `Members with at least ${minPoints} points`,
      total,
      rows: members.map((m) => ({
        respondentId: m.respondentId,
        respondentName: m.respondentName,
        points: m.balance,
      })),
    };
  },
};

const ledgerScope = (f: ResolvedFilters) => ({
  start: f.start,
  end: f.end,
  jobId: f.jobId,
});

/** The cursors these sources hand out (decision 307), read back from the next batch's query. */
const ledgerAfter = (c?: ReportCursor): LedgerCursor | undefined =>
  c && typeof c.at === "string" && typeof c.id === "number" ? { at: c.at, id: c.id } : undefined;
const jobPointsAfter = (c?: ReportCursor): JobPointsCursor | undefined =>
  c && typeof c.jobNumber === "string" && typeof c.jobId === "number" && typeof c.respondentId === "number"
    ? { jobNumber: c.jobNumber, jobId: c.jobId, respondentId: c.respondentId }
    : undefined;

/** Member Points Detail (decision 242): the ledger's movements in the period. */
export const memberPointsDetail: ReportSource = {
  async page(ctx, q) {
    const { db } = ctx.deps;
    const scope = ledgerScope(q.filters);
    const moves = await pointsLedgerPage(db, scope, { ...q, after: ledgerAfter(q.after) });
    const rows = moves.map((m) => ({
      pointId: m.pointId,
      day: wallDay(m.createdAt, q.zone),
      respondentId: m.respondentId,
      respondentName: m.respondentName,
      kind: m.kind,
      points: m.points,
      reason: m.reason,
      jobNumber: m.jobNumber,
    }));
    const next = moves.at(-1)?.cursor;
    if (!q.withTotals) return { rows, total: 0, totals: null, exclusions: [], next };
    const t = await pointsLedgerTotals(db, scope);
    return {
      rows,
      total: t.movements,
      totals: {
        pointId: "total",
        day: null,
        respondentId: null,
        respondentName: `${t.movements} movements`,
        kind: null,
        points: t.points,
        reason: null,
        jobNumber: null,
      },
      exclusions: [],
      next,
    };
  },
};

/** Respondent points by job (decision 242): the route-less points call of staff-calls §7.13. */
export const respondentPoints: ReportSource = {
  async page(ctx, q) {
    const { db } = ctx.deps;
    const scope = ledgerScope(q.filters);
    const found = await pointsByJobPage(db, scope, { ...q, after: jobPointsAfter(q.after) });
    const rows = found.map((r) => ({
      key: `${r.respondentId}-${r.jobId}`,
      respondentId: r.respondentId,
      respondentName: r.respondentName,
      jobNumber: r.jobNumber,
      points: r.points,
      movements: r.movements,
      lastAt: day(r.lastAt, q.zone),
    }));
    const next = found.at(-1)?.cursor;
    if (!q.withTotals) return { rows, total: 0, totals: null, exclusions: [], next };
    const t = await pointsByJobTotals(db, scope);
    return {
      rows,
      total: t.rows,
      totals: {
        key: "total",
        respondentId: null,
        respondentName: "Total",
        jobNumber: null,
        points: t.points,
        movements: t.movements,
        lastAt: null,
      },
      exclusions: [],
      next,
    };
  },
};

/** The jobs whose events earned points, newest first (the points reports' job picker). */
export const pointJobs = (ctx: UseCaseContext) => pointReportJobs(ctx.deps.db, POINT_JOBS);
const POINT_JOBS = 500;
