import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { rowsOf } from "../panel-search/fields";

/** The jobs a money report covers (decision 242): by their day, client, manager, number, status. */
export interface JobScope {
  /** Agency days, inclusive. */
  from?: string;
  to?: string;
  zone: string;
  clientId?: number;
  projectManager?: string;
  jobNumber?: string;
  jobStatus?: string;
  /** What an hour of a staff member without a cost rate costs (configuration's staffHourlyCost). */
  hourlyCost: number;
}

/** A job's day: its start date, else its first session's agency day. */
const jobDay = (zone: string) =>
  sql`coalesce(j.start_date, (select (min(g0.starts_at) at time zone ${zone})::date from job_groups g0 where g0.job_id = j.id))`;

/** `day` (an SQL expression) within the period. */
function inPeriod(f: JobScope, day: SQL): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.from) parts.push(sql`${day} >= ${f.from}::date`);
  if (f.to) parts.push(sql`${day} <= ${f.to}::date`);
  return sql.join(parts, sql` and `);
}

/** The scope's filters but the period. */
function jobFilters(f: JobScope): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.clientId) parts.push(sql`j.client_id = ${f.clientId}`);
  if (f.projectManager) parts.push(sql`j.project_manager = ${f.projectManager}`);
  if (f.jobNumber) parts.push(sql`j.job_number = ${f.jobNumber}`);
  if (f.jobStatus) parts.push(sql`j.status = ${f.jobStatus}`);
  return sql.join(parts, sql` and `);
}

/**
 * The scoped jobs in two parts (decision 301): those with a start date, found by it through
 * jobs_start_idx, and the few without one, by their first session's day.
 */
const DATED = (f: JobScope) =>
  sql`from jobs j where j.start_date is not null and ${inPeriod(f, sql`j.start_date`)} and ${jobFilters(f)}`;
const UNDATED = (f: JobScope) =>
  sql`from jobs j where j.start_date is null and ${inPeriod(f, jobDay(f.zone))} and ${jobFilters(f)}`;

/**
 * The figures of each job of `jj` from job_money_sums (decision 301: kept by triggers from the
 * sessions and their incentives, job_booking_money, invoices, time allocations and staff cost
 * rates, with decision 242's definitions), zero where a job has none. Staff time of people
 * without a cost rate is priced here at the configured hourly cost.
 */
const FIGURE_COLUMNS = (
  f: JobScope,
) => sql`coalesce(ms.budgeted, 0)::float8 as budgeted, coalesce(ms.paid, 0)::float8 as paid,
  coalesce(ms.owed, 0)::float8 as owed, coalesce(ms.invoiced, 0)::float8 as invoiced,
  coalesce(ms.minutes, 0)::int as minutes,
  coalesce(ms.rated_cost + ms.unrated_minutes * ${f.hourlyCost}::numeric / 60, 0)::float8 as staff_cost`;
const FIGURE_JOINS = sql`left join job_money_sums ms on ms.job_id = jj.id`;

/** The scoped jobs' ids. */
const SCOPED_IDS = (f: JobScope) => sql`select j.id ${DATED(f)} union all select j.id ${UNDATED(f)}`;

/**
 * One page of the scoped jobs, latest day first: each part's first `start + length` in that
 * order (the dated ones walk jobs_start_idx backwards), then the page of the two merged.
 */
const SCOPED_PAGE = (f: JobScope, page: { start: number; length: number }) => {
  const upTo = page.start + page.length;
  return sql`select * from (
      (select j.id, j.job_number, j.name, j.client_id, j.start_date as day ${DATED(f)}
        order by j.start_date desc, j.id desc limit ${upTo})
      union all
      (select j.id, j.job_number, j.name, j.client_id, ${jobDay(f.zone)} as day ${UNDATED(f)}
        order by day desc nulls last, j.id desc limit ${upTo})
    ) u order by day desc nulls last, id desc limit ${page.length} offset ${page.start}`;
};

export interface JobMoney {
  jobId: number;
  jobNumber: string;
  jobName: string;
  client: string | null;
  budgeted: number;
  paid: number;
  owed: number;
  invoiced: number;
  minutes: number;
  /** Each person's minutes × their cost rate (the configured hourly cost when they have none). */
  staffCost: number;
}

const num = (v: unknown) => Number(v ?? 0);
const cents = (v: unknown) => Math.round(num(v) * 100) / 100;

/** One page of jobs (latest day first) with their money figures. */
export async function jobMoneyPage(db: Db, f: JobScope, page: { start: number; length: number }) {
  const rows = rowsOf(
    await db.execute(sql`with jj as materialized (${SCOPED_PAGE(f, page)})
      select jj.id, jj.job_number, jj.name, c.name as client, ${FIGURE_COLUMNS(f)}
      from jj left join clients c on c.id = jj.client_id
        left join lateral (select * from job_money_sums m where m.job_id = jj.id) ms on true order by jj.day desc nulls last, jj.id desc`),
  );
  return rows.map(
    (r): JobMoney => ({
      jobId: num(r.id),
      jobNumber: String(r.job_number),
      jobName: String(r.name),
      client: r.client === null ? null : String(r.client),
      budgeted: cents(r.budgeted),
      paid: cents(r.paid),
      owed: cents(r.owed),
      invoiced: cents(r.invoiced),
      minutes: num(r.minutes),
      staffCost: cents(r.staff_cost),
    }),
  );
}

/** Every scoped job's figures summed, and how many jobs. */
export async function jobMoneyTotals(db: Db, f: JobScope) {
  const [r] = rowsOf(
    await db.execute(sql`with jj as materialized (${SCOPED_IDS(f)}), fig as (select ${FIGURE_COLUMNS(f)} from jj ${FIGURE_JOINS})
      select (select count(*) from jj)::int as jobs, sum(budgeted)::float8 as budgeted, sum(paid)::float8 as paid,
        sum(owed)::float8 as owed, sum(invoiced)::float8 as invoiced, sum(minutes)::int as minutes,
        sum(staff_cost)::float8 as staff_cost from fig`),
  );
  const row = r ?? {};
  return {
    jobs: num(row.jobs),
    budgeted: cents(row.budgeted),
    paid: cents(row.paid),
    owed: cents(row.owed),
    invoiced: cents(row.invoiced),
    minutes: num(row.minutes),
    staffCost: cents(row.staff_cost),
  };
}
