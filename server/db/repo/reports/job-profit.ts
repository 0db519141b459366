import { type SQL, sql } from "drizzle-orm";
import { BOOKING_KIND, PAYABLE } from "../../../contracts/sessions/booking-states";
import type { Db } from "../../client";
import { rowsOf } from "../panel-search/fields";
import { sqlList } from "./booking-groups";

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
 * A session's incentive per head: its first incentive, else its job's first (the amount a booking
 * is paid when it carries none, repo/bookings.ts defaultIncentive).
 */
const PER_HEAD = sql`coalesce(
  (select gi.amount from job_group_incentives gi where gi.job_group_id = g.id order by gi.id limit 1),
  (select ji.amount from job_incentives ji where ji.job_id = g.job_id order by ji.id limit 1), 0)`;

const PAID_OF_EVENT = sql`exists (select 1 from respondent_payments p2 where p2.event_id = x.id and p2.status = 'Paid')`;

/**
 * The money figures of each job of `jj` (a CTE of jobs). Bookings are reached by their job
 * (respondent_events_job_at_idx), each subquery an index probe per job.
 */
const FIGURES = (f: JobScope) => sql`
  coalesce((select sum(g.required_places * ${PER_HEAD}) from job_groups g where g.job_id = jj.id), 0)::float8 as budgeted,
  coalesce((select sum(p.amount) from respondent_events x
      join respondent_payments p on p.event_id = x.id and p.status = 'Paid'
    where x.job_id = jj.id and x.kind = ${BOOKING_KIND}), 0)::float8 as paid,
  coalesce((select sum(coalesce(x.incentive, ${PER_HEAD})) from respondent_events x
      join job_groups g on g.id = x.job_group_id
    where x.job_id = jj.id and x.kind = ${BOOKING_KIND} and x.status in (${sqlList(PAYABLE)})
      and not ${PAID_OF_EVENT}), 0)::float8 as owed,
  coalesce((select sum(i.amount) from invoices i where i.job_id = jj.id and i.status not in ('Draft', 'Void')), 0)::float8 as invoiced,
  coalesce((select sum(a.spent_minutes) from job_time_allocations a where a.job_id = jj.id), 0)::int as minutes,
  coalesce((select sum(a.spent_minutes * coalesce(u.cost_rate, ${f.hourlyCost}::numeric) / 60)
      from job_time_allocations a left join staff_users u on lower(u.username) = lower(a.username)
    where a.job_id = jj.id), 0)::float8 as staff_cost`;

const SCOPED = (
  f: JobScope,
) => sql`select j.id, j.job_number, j.name, c.name as client, ${jobDay(f.zone)} as day
  from jobs j left join clients c on c.id = j.client_id where ${jobScopeWhere(f)}`;

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
    await db.execute(sql`with jj as (${SCOPED(f)}
        order by day desc nulls last, j.id desc limit ${page.length} offset ${page.start})
      select jj.*, ${FIGURES(f)} from jj order by jj.day desc nulls last, jj.id desc`),
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
    await db.execute(sql`with jj as (${SCOPED(f)}), fig as (select ${FIGURES(f)} from jj)
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
