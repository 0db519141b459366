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

function jobScopeWhere(f: JobScope): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.from) parts.push(sql`${jobDay(f.zone)} >= ${f.from}::date`);
  if (f.to) parts.push(sql`${jobDay(f.zone)} <= ${f.to}::date`);
  if (f.clientId) parts.push(sql`j.client_id = ${f.clientId}`);
  if (f.projectManager) parts.push(sql`j.project_manager = ${f.projectManager}`);
  if (f.jobNumber) parts.push(sql`j.job_number = ${f.jobNumber}`);
  if (f.jobStatus) parts.push(sql`j.status = ${f.jobStatus}`);
  return sql.join(parts, sql` and `);
}

/**
 * The sessions of the jobs of `jj` with their incentive per head: the session's first incentive,
 * else its job's first (the amount a booking is paid when it carries none, repo/bookings.ts
 * defaultIncentive). The firsts are picked once per session and job, not looked up per session.
 */
const SESSIONS = sql`gfirst as (select distinct on (gi.job_group_id) gi.job_group_id, gi.amount
      from job_group_incentives gi join job_groups g on g.id = gi.job_group_id
      where g.job_id in (select id from jj) order by gi.job_group_id, gi.id),
    jfirst as (select distinct on (ji.job_id) ji.job_id, ji.amount from job_incentives ji
      where ji.job_id in (select id from jj) order by ji.job_id, ji.id),
    gg as materialized (select g.id, g.job_id, g.required_places, coalesce(gfirst.amount, jfirst.amount, 0) as per_head
      from job_groups g left join gfirst on gfirst.job_group_id = g.id left join jfirst on jfirst.job_id = g.job_id
      where g.job_id in (select id from jj))`;

/**
 * The booking money of the jobs of `jj` from job_booking_money (decision 246: kept by triggers per
 * job and session), a few rows a job instead of its bookings and their payments.
 */
const BOOKING_MONEY = sql`paid as (select m.job_id, sum(m.paid) as paid from job_booking_money m
      where m.job_id in (select id from jj) group by m.job_id),
    owed as (select m.job_id, sum(m.unpaid_incentive + m.unpaid_plain * gg.per_head) as owed
      from job_booking_money m join gg on gg.id = m.job_group_id
      where m.job_id in (select id from jj) group by m.job_id)`;

/**
 * The money figures of the jobs of `jj` (a CTE of job ids), one grouped pass per source table
 * instead of a lookup per job: the page asks for its jobs only, the totals for every scoped job.
 */
const FIGURES = (f: JobScope) => sql`${SESSIONS},
    ${BOOKING_MONEY},
    budget as (select gg.job_id, sum(gg.required_places * gg.per_head) as budgeted from gg group by gg.job_id),
    invoiced as (select i.job_id, sum(i.amount) as invoiced from invoices i
      where i.job_id in (select id from jj) and i.status not in ('Draft', 'Void') group by i.job_id),
    spent as (select a.job_id, sum(a.spent_minutes) as minutes,
        sum(a.spent_minutes * coalesce(u.cost_rate, ${f.hourlyCost}::numeric) / 60) as staff_cost
      from job_time_allocations a left join staff_users u on lower(u.username) = lower(a.username)
      where a.job_id in (select id from jj) group by a.job_id)`;

/** The figures of FIGURES beside each job of `jj`, zero where a job has none. */
const FIGURE_COLUMNS = sql`coalesce(budget.budgeted, 0)::float8 as budgeted, coalesce(paid.paid, 0)::float8 as paid,
  coalesce(owed.owed, 0)::float8 as owed, coalesce(invoiced.invoiced, 0)::float8 as invoiced,
  coalesce(spent.minutes, 0)::int as minutes, coalesce(spent.staff_cost, 0)::float8 as staff_cost`;
const FIGURE_JOINS = sql`left join budget on budget.job_id = jj.id left join paid on paid.job_id = jj.id
  left join owed on owed.job_id = jj.id left join invoiced on invoiced.job_id = jj.id
  left join spent on spent.job_id = jj.id`;

const SCOPED = (f: JobScope) => sql`select j.id, j.job_number, j.name, j.client_id, ${jobDay(f.zone)} as day
  from jobs j where ${jobScopeWhere(f)}`;

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
    await db.execute(sql`with jj as materialized (${SCOPED(f)}
        order by day desc nulls last, j.id desc limit ${page.length} offset ${page.start}), ${FIGURES(f)}
      select jj.id, jj.job_number, jj.name, c.name as client, ${FIGURE_COLUMNS}
      from jj left join clients c on c.id = jj.client_id ${FIGURE_JOINS} order by jj.day desc nulls last, jj.id desc`),
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
    await db.execute(sql`with jj as materialized (${SCOPED(f)}), ${FIGURES(f)}, fig as (select ${FIGURE_COLUMNS} from jj ${FIGURE_JOINS})
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
