import { callerOf, holds } from "../auth/guard";
import type { UseCaseContext } from "../context";
import { addDays, dayStart, wallDay } from "../contracts/agency-time";
import type { CurrentJob, DashStat, DashStatKey, DashStats, SalesMonth } from "../contracts/dashboard";
import { RIGHTS } from "../contracts/rights-codes";
import { jobSuggestionSchema, respondentSuggestionSchema, type SearchKind } from "../contracts/search";
import * as repo from "../db/repo/dashboard";
import { NO_SHOW, TURNED_UP } from "../db/repo/reports/booking-groups";
import { staffUsername } from "../db/repo/sessions";
import { agencyTimeZone } from "./config";
import { staffKpi } from "./reports/staff-kpi-metrics";
import { search } from "./search";

/** The staff dashboard's calls of staff-calls §7.6 (decision 233). */

const CURRENT_JOBS_MAX = 100;
const KPI_DAYS = 14;
const KPI_WEEKS = 12;
const SALES_MONTHS = 12;

/** The show rate's denominator (decision 231): turned up or no show; no outcome yet is left out. */
const EXPECTED = [...TURNED_UP, ...NO_SHOW];

const DEFINITIONS: Record<DashStatKey, { label: string; format: DashStat["format"]; definition: string }> = {
  sessionsHeld: {
    label: "Sessions held",
    format: "count",
    definition: "Sessions that started in the period (agency clock), not cancelled.",
  },
  respondentsAttended: {
    label: "Respondents attended",
    format: "count",
    definition:
      "Bookings of those sessions whose respondent turned up: Attended, Completed, Showed but not used, Late and not used or Wrong profile.",
  },
  showRate: {
    label: "Show rate",
    format: "percent",
    definition:
      "Attended ÷ (attended + no-show), as in the Session Recruitment Report. A cancelled, declined, replaced or client-cancelled booking is never a no-show; bookings with no outcome recorded yet are left out.",
  },
  bookingsMade: {
    label: "Bookings made",
    format: "count",
    definition: "Respondents moved into Booked or Confirmed from a status holding no place, by anyone.",
  },
  newMembers: { label: "New members", format: "count", definition: "Respondents who joined the panel." },
  invoiced: {
    label: "Invoiced",
    format: "money",
    definition: "Invoices issued in the period, neither Draft nor Void (issued date).",
  },
};

/** The default period: this month to date, against the same days of last month (agency days). */
function defaultPeriods(today: string) {
  const from = `${today.slice(0, 8)}01`;
  const day = Number(today.slice(8, 10));
  const previousFrom = `${addDays(from, -1).slice(0, 8)}01`;
  const lastOfPrevious = addDays(from, -1);
  const sameDay = addDays(previousFrom, day - 1);
  return { from, to: today, previousFrom, previousTo: sameDay < lastOfPrevious ? sameDay : lastOfPrevious };
}

/** A chosen period against the same number of days right before it. */
function chosenPeriods(from: string, to: string) {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return { from, to, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

async function figures(ctx: UseCaseContext, from: string, to: string, zone: string, withMoney: boolean) {
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  const range = { start: dayStart(from, zone), end: dayStart(addDays(to, 1), zone) };
  const [held, att, made, joined, invoiced] = await Promise.all([
    repo.sessionsHeld(db, range, now),
    repo.attendance(db, range, now, { turnedUp: TURNED_UP, expected: EXPECTED }),
    repo.bookingsMade(db, range),
    repo.newMembers(db, range),
    withMoney ? repo.invoicedBetween(db, from, to) : Promise.resolve(0),
  ]);
  const figures: Partial<Record<DashStatKey, number | null>> = {
    sessionsHeld: held,
    respondentsAttended: att.turnedUp,
    showRate: att.expected > 0 ? round((att.turnedUp / att.expected) * 100, 1) : null,
    bookingsMade: made,
    newMembers: joined,
  };
  if (withMoney) figures.invoiced = round(invoiced, 2);
  return figures;
}

/** GET /api/dash-stats/: the agency's KPI cards for a period against the previous one. */
export async function dashStats(ctx: UseCaseContext, q: { from?: string; to?: string }): Promise<DashStats> {
  const zone = await agencyTimeZone(ctx);
  const p = q.from && q.to ? chosenPeriods(q.from, q.to) : defaultPeriods(wallDay(ctx.deps.now(), zone));
  // Money is the sales right's (SLRPT): staff without it see the counts only.
  const withMoney = holds(ctx, RIGHTS.SalesReport);
  const [now, before] = await Promise.all([
    figures(ctx, p.from, p.to, zone, withMoney),
    figures(ctx, p.previousFrom, p.previousTo, zone, withMoney),
  ]);
  const stats = (Object.keys(now) as DashStatKey[]).map((key): DashStat => {
    const value = now[key] ?? null;
    const previous = before[key] ?? null;
    const places = DEFINITIONS[key].format === "count" ? 0 : DEFINITIONS[key].format === "percent" ? 1 : 2;
    const change = value === null || previous === null ? null : round(value - previous, places);
    return { key, ...DEFINITIONS[key], value, previous, change };
  });
  return { ...p, stats };
}

/** GET /api/current-jobs: the caller's jobs as project manager or recruiter, still running. */
export async function currentJobs(ctx: UseCaseContext): Promise<CurrentJob[]> {
  const me = await staffUsername(ctx.deps.db, callerOf(ctx).id);
  const rows = await repo.currentJobs(ctx.deps.db, me, CURRENT_JOBS_MAX);
  return rows.map(({ projectManager, ...r }) => ({
    ...r,
    myRole: projectManager === me ? "Project manager" : "Recruiter",
  }));
}

/** GET /api/report/daily-staff-kpi-report: the last 14 agency days. */
export const dailyStaffKpi = (ctx: UseCaseContext) => staffKpi(ctx, "day", KPI_DAYS);
/** GET /api/report/weekly-staff-kpi-report: the last 12 weeks from Monday. */
export const weeklyStaffKpi = (ctx: UseCaseContext) => staffKpi(ctx, "week", KPI_WEEKS);

/** The last `n` agency months up to this one, oldest first (YYYY-MM). */
function lastMonths(today: string, n: number): string[] {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * GET /api/report/dashboard-sales-report: per month of the last 12, invoiced (issued, neither
 * Draft nor Void), quoted (quotes Sent, Accepted or Declined) and won (Accepted), by the month the
 * job was created.
 */
export async function dashboardSales(ctx: UseCaseContext): Promise<SalesMonth[]> {
  const zone = await agencyTimeZone(ctx);
  const months = lastMonths(wallDay(ctx.deps.now(), zone), SALES_MONTHS);
  const first = `${months[0]}-01`;
  const [invoiced, quoted] = await Promise.all([
    repo.invoicedByMonth(ctx.deps.db, first),
    repo.quotedByMonth(
      ctx.deps.db,
      dayStart(first, zone),
      zone,
      ["Sent", "Accepted", "Declined"],
      "Accepted",
    ),
  ]);
  const inv = new Map(invoiced.map((r) => [r.month, Number(r.total)]));
  const quo = new Map(quoted.map((r) => [r.month, r]));
  return months.map((month) => ({
    month,
    invoiced: round(inv.get(month) ?? 0, 2),
    quoted: round(Number(quo.get(month)?.quoted ?? 0), 2),
    won: round(Number(quo.get(month)?.won ?? 0), 2),
  }));
}

/** POST /api/job-quick-search: the autocomplete of the field's kind (min 4 characters, at most 5). */
export async function jobQuickSearch(ctx: UseCaseContext, input: { field: SearchKind; searchtext: string }) {
  const found = await search(ctx, { kind: input.field, keyword: input.searchtext });
  return found.map((f) => jobSuggestionSchema.parse(f));
}

/** POST /api/job-respondent-search: respondents by id (min 1), mobile or e-mail (min 4), at most 5. */
export async function respondentQuickSearch(
  ctx: UseCaseContext,
  input: { field: SearchKind; searchtext: string },
) {
  const found = await search(ctx, { kind: input.field, keyword: input.searchtext });
  return found.map((f) => respondentSuggestionSchema.parse(f));
}
