import { sql } from "drizzle-orm";
import type { Db } from "../../client";
import { rowsOf } from "../panel-search/fields";
import { type StaffScope, staffScopeWhere } from "./staff-attendance";

const num = (v: unknown) => Number(v ?? 0);

export interface StaffPerson {
  staffUserId: number;
  staffName: string;
  username: string;
}

const personOf = (r: Record<string, unknown>): StaffPerson => ({
  staffUserId: num(r.staff_user_id),
  staffName: `${r.first_name} ${r.last_name}`.trim(),
  username: String(r.username),
});

/** Clocked seconds per staff user per agency day (closed entries), and the open entries left out. */
export async function workedDays(db: Db, f: StaffScope) {
  const rows = rowsOf(
    await db.execute(sql`select e.staff_user_id, e.day::text as day, u.first_name, u.last_name, u.username,
        coalesce(sum(extract(epoch from e.clock_off - e.clock_on)) filter (where e.clock_off is not null), 0)::float8 as seconds,
        count(*) filter (where e.clock_off is null)::int as open_entries
      from clock_entries e join staff_users u on u.id = e.staff_user_id
      where ${staffScopeWhere(f)}
      group by e.staff_user_id, e.day, u.first_name, u.last_name, u.username`),
  );
  return rows.map((r) => ({
    ...personOf(r),
    day: String(r.day),
    seconds: num(r.seconds),
    openEntries: num(r.open_entries),
  }));
}

/** Seconds tracked on jobs per staff user: stopped entries started within [start, end). */
export async function trackedSeconds(db: Db, range: { start: Date; end: Date; username?: string }) {
  const rows = rowsOf(
    await db.execute(sql`select t.staff_user_id, u.first_name, u.last_name, u.username,
        sum(extract(epoch from t.stopped_at - t.started_at))::float8 as seconds
      from time_entries t join staff_users u on u.id = t.staff_user_id
      where t.stopped_at is not null and t.started_at >= ${range.start.toISOString()}::timestamptz
        and t.started_at < ${range.end.toISOString()}::timestamptz
        ${range.username ? sql`and lower(u.username) = lower(${range.username})` : sql``}
      group by t.staff_user_id, u.first_name, u.last_name, u.username`),
  );
  return rows.map((r) => ({ ...personOf(r), seconds: num(r.seconds) }));
}
