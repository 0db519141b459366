import { sql } from "drizzle-orm";
import type { Db } from "../../client";
import { rowsOf } from "../panel-search/fields";

/**
 * Per staff user per agency day within `from`..`to` (decisions 245, 250): their job time
 * allocations (jobs, allocated and spent minutes) beside the hours of their published shifts
 * (counted on the day each shift starts, real hours across daylight saving). Drafts are not the
 * roster yet and are left out.
 */
export async function rosterRows(
  db: Db,
  f: { from?: string; to?: string; username?: string; zone: string },
  page: { start: number; length: number },
) {
  const allocWhere = sql.join(
    [
      sql`a.work_date is not null`,
      ...(f.from ? [sql`a.work_date >= ${f.from}`] : []),
      ...(f.to ? [sql`a.work_date <= ${f.to}`] : []),
      ...(f.username ? [sql`a.username = ${f.username}`] : []),
    ],
    sql` and `,
  );
  const shiftDay = sql`(sh.starts_at at time zone ${f.zone})::date`;
  const shiftWhere = sql.join(
    [
      sql`sh.status = 'published'`,
      ...(f.from ? [sql`${shiftDay} >= ${f.from}::date`] : []),
      ...(f.to ? [sql`${shiftDay} <= ${f.to}::date`] : []),
      ...(f.username ? [sql`u.username = ${f.username}`] : []),
    ],
    sql` and `,
  );
  const grouped = sql`select coalesce(al.username, sf.username) as username,
      coalesce(al.day, sf.day)::text as day, al.jobs,
      coalesce(al.allocated, 0) as allocated, coalesce(al.spent, 0) as spent,
      coalesce(sf.rostered, 0) as rostered
    from (select a.username, a.work_date as day, string_agg(distinct j.job_number, ', ') as jobs,
        sum(a.allocated_minutes)::int as allocated, sum(a.spent_minutes)::int as spent
      from job_time_allocations a join jobs j on j.id = a.job_id
      where ${allocWhere} group by 1, 2) al
    full outer join (select u.username, ${shiftDay} as day,
        sum(extract(epoch from (sh.ends_at - sh.starts_at)) / 60)::int as rostered
      from staff_shifts sh join staff_users u on u.id = sh.staff_user_id
      where ${shiftWhere} group by 1, 2) sf
    on sf.username = al.username and sf.day = al.day`;
  const [count] = rowsOf(await db.execute(sql`select count(*)::int as n from (${grouped}) g`));
  const rows = rowsOf(
    await db.execute(sql`select g.*, coalesce(nullif(trim(s.first_name || ' ' || s.last_name), ''), g.username) as name
      from (${grouped}) g left join staff_users s on s.username = g.username
      order by g.day, name limit ${page.length} offset ${page.start}`),
  );
  return { total: Number(count?.n ?? 0), rows };
}
