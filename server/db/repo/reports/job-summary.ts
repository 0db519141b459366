import { type SQL, sql } from "drizzle-orm";
import { JOB_STATUS_COLUMNS } from "../../../contracts/reports/job-reports";
import type { Db } from "../../client";
import { rowsOf } from "../panel-search/fields";
import { HELD_PLACE, keptCountsOf, sumIn, TURNED_UP } from "./booking-groups";
import {
  COUNTED_INVOICE,
  type JobScope,
  jobScopeWhere,
  money,
  num,
  staffName,
  startsWithin,
} from "./job-scope";

/**
 * PM Job Summary and PM Job Detail (decision 241): the jobs of the period, their sessions
 * starting in it, quote values and invoicing. A summary row is the sum of its detail rows.
 */

/**
 * Per job of a set `j0` (id, …): its sessions in the period, their bookings (counted by status per
 * session in session_status_counts, decision 306), and its invoicing.
 */
const perJob = (f: JobScope) => sql`
  s as (select g.job_id, count(*)::int as sessions, coalesce(sum(g.required_places), 0)::int as required
    from job_groups g join j0 on j0.id = g.job_id where ${startsWithin("g", f)} group by g.job_id),
  b as (select g.job_id, ${sumIn("c", HELD_PLACE)} as held, ${sumIn("c", TURNED_UP)} as attended
    from job_groups g join j0 on j0.id = g.job_id
      cross join ${keptCountsOf(sql`g.id`)}
    where ${startsWithin("g", f)} group by g.job_id),
  i as (select v.job_id, sum(v.amount) as invoiced from invoices v join j0 on j0.id = v.job_id
    where ${COUNTED_INVOICE} group by v.job_id)`;

const statusCounts = sql.join(
  Object.entries(JOB_STATUS_COLUMNS).map(
    ([key, status]) => sql`count(*) filter (where j0.status = ${status})::int as ${sql.identifier(key)}`,
  ),
  sql`, `,
);

const SUMS = sql`count(*)::int as jobs, ${statusCounts},
  coalesce(sum(s.sessions), 0)::int as sessions, coalesce(sum(j0.quote_value), 0) as quoted_value,
  coalesce(sum(i.invoiced), 0) as invoiced`;

const sumsOf = (r: Record<string, unknown>) => ({
  jobs: num(r.jobs),
  ...Object.fromEntries(Object.keys(JOB_STATUS_COLUMNS).map((k) => [k, num(r[k])])),
  sessions: num(r.sessions),
  quotedValue: money(r.quoted_value),
  invoiced: money(r.invoiced),
});

/** The key of a project manager's row; jobs without one share "(none)". */
export const NO_PM = "(none)";

/** One page of project managers with their sums. */
export async function pmSummaryPage(db: Db, f: JobScope, page: { start: number; length: number }) {
  const rows = rowsOf(
    await db.execute(sql`with j0 as (select j.id, coalesce(j.project_manager, '') as pm, j.status, j.quote_value
        from jobs j where ${jobScopeWhere(f)}), ${perJob(f)}
      select j0.pm, ${staffName(sql`j0.pm`)} as pm_name, ${SUMS}
      from j0 left join s on s.job_id = j0.id left join i on i.job_id = j0.id
      group by j0.pm order by j0.pm = '', j0.pm
      limit ${page.length} offset ${page.start}`),
  );
  return rows.map((r) => ({
    pmKey: String(r.pm) || NO_PM,
    projectManager: String(r.pm) ? String(r.pm_name) : NO_PM,
    ...sumsOf(r),
  }));
}

export async function pmSummaryTotals(db: Db, f: JobScope) {
  const [r] = rowsOf(
    await db.execute(sql`with j0 as (select j.id, coalesce(j.project_manager, '') as pm, j.status, j.quote_value
        from jobs j where ${jobScopeWhere(f)}), ${perJob(f)}
      select count(distinct j0.pm)::int as managers, ${SUMS}
      from j0 left join s on s.job_id = j0.id left join i on i.job_id = j0.id`),
  );
  return { managers: num(r?.managers), ...sumsOf(r ?? {}) };
}

/** The jobs behind a summary number: the scope, one manager (or all) and the column's status. */
export function pmJobsWhere(f: JobScope, pmKey: string | undefined, status: string | undefined): SQL {
  const parts = [jobScopeWhere(f)];
  if (pmKey !== undefined)
    parts.push(
      pmKey === NO_PM ? sql`coalesce(j.project_manager, '') = ''` : sql`j.project_manager = ${pmKey}`,
    );
  if (status) parts.push(sql`j.status = ${status}`);
  return sql.join(parts, sql` and `);
}

const DETAIL_SUMS = sql`coalesce(s.sessions, 0)::int as sessions, coalesce(s.required, 0)::int as required,
  coalesce(b.held, 0)::int as held, coalesce(b.attended, 0)::int as attended,
  coalesce(j0.quote_value, 0) as quoted_value, coalesce(i.invoiced, 0) as invoiced`;

/** One page of the period's jobs, each with its sums. */
export async function jobDetailPage(db: Db, f: JobScope, page: { start: number; length: number }) {
  const rows = rowsOf(
    await db.execute(sql`with j0 as (select j.id, j.job_number, j.name, j.status, j.client_id, j.project_manager,
          j.start_date, j.end_date, j.quote_value, j.created_at
        from jobs j where ${jobScopeWhere(f)}
        order by coalesce(j.start_date, (j.created_at at time zone ${f.zone})::date), j.id
        limit ${page.length} offset ${page.start}), ${perJob(f)}
      select j0.id, j0.job_number, j0.name, j0.status, c.name as client,
        case when j0.project_manager is null then null else ${staffName(sql`j0.project_manager`)} end as pm,
        to_char(j0.start_date, 'YYYY-MM-DD') as start_day, to_char(j0.end_date, 'YYYY-MM-DD') as end_day,
        ${DETAIL_SUMS}
      from j0 left join clients c on c.id = j0.client_id left join s on s.job_id = j0.id
        left join b on b.job_id = j0.id left join i on i.job_id = j0.id
      order by coalesce(j0.start_date, (j0.created_at at time zone ${f.zone})::date), j0.id`),
  );
  return rows.map((r) => ({
    jobId: num(r.id),
    jobNumber: String(r.job_number),
    name: String(r.name),
    client: (r.client as string | null) ?? null,
    projectManager: (r.pm as string | null) ?? null,
    status: String(r.status),
    startDate: (r.start_day as string | null) ?? null,
    endDate: (r.end_day as string | null) ?? null,
    sessions: num(r.sessions),
    required: num(r.required),
    held: num(r.held),
    attended: num(r.attended),
    quotedValue: money(r.quoted_value),
    invoiced: money(r.invoiced),
  }));
}

export async function jobDetailTotals(db: Db, f: JobScope) {
  const [r] = rowsOf(
    await db.execute(sql`with j0 as (select j.id, j.quote_value from jobs j where ${jobScopeWhere(f)}), ${perJob(f)}
      select count(*)::int as jobs, coalesce(sum(s.sessions), 0)::int as sessions,
        coalesce(sum(s.required), 0)::int as required, coalesce(sum(b.held), 0)::int as held,
        coalesce(sum(b.attended), 0)::int as attended, coalesce(sum(j0.quote_value), 0) as quoted_value,
        coalesce(sum(i.invoiced), 0) as invoiced
      from j0 left join s on s.job_id = j0.id left join b on b.job_id = j0.id left join i on i.job_id = j0.id`),
  );
  const row = r ?? {};
  return {
    jobs: num(row.jobs),
    sessions: num(row.sessions),
    required: num(row.required),
    held: num(row.held),
    attended: num(row.attended),
    quotedValue: money(row.quoted_value),
    invoiced: money(row.invoiced),
  };
}
