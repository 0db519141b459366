import { sql } from "drizzle-orm";
import type { Db } from "../../client";
import { rowsOf } from "../panel-search/fields";

/** Job time allocations per staff user per work day within the days `from`..`to` (decision 245). */
export async function rosterRows(
  db: Db,
  f: { from?: string; to?: string; username?: string },
  page: { start: number; length: number },
) {
  const where = sql.join(
    [
      sql`a.work_date is not null`,
      ...(f.from ? [sql`a.work_date >= ${f.from}`] : []),
      ...(f.to ? [sql`a.work_date <= ${f.to}`] : []),
      ...(f.username ? [sql`a.username = ${f.username}`] : []),
    ],
    sql` and `,
  );
  const grouped = sql`select a.username, a.work_date::text as day,
      string_agg(distinct j.job_number, ', ') as jobs,
      sum(a.allocated_minutes)::int as allocated, sum(a.spent_minutes)::int as spent
    from job_time_allocations a join jobs j on j.id = a.job_id
    where ${where} group by a.username, a.work_date`;
  const [count] = rowsOf(await db.execute(sql`select count(*)::int as n from (${grouped}) g`));
  const rows = rowsOf(
    await db.execute(sql`select g.*, coalesce(nullif(trim(s.first_name || ' ' || s.last_name), ''), g.username) as name
      from (${grouped}) g left join staff_users s on s.username = g.username
      order by g.day, name limit ${page.length} offset ${page.start}`),
  );
  return { total: Number(count?.n ?? 0), rows };
}
