import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { rowsOf } from "../panel-search/fields";

/** The clock entries a staff report covers: agency days from..to (inclusive), one staff user. */
export interface StaffScope {
  from?: string;
  to?: string;
  /** A staff user's user name (any case). */
  username?: string;
}

/** The scope on a day column (an entry's day, a correction's day); `u` is the staff user. */
export function staffScopeWhere(f: StaffScope, day: SQL = sql`e.day`): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.from) parts.push(sql`${day} >= ${f.from}::date`);
  if (f.to) parts.push(sql`${day} <= ${f.to}::date`);
  if (f.username) parts.push(sql`lower(u.username) = lower(${f.username})`);
  return sql.join(parts, sql` and `);
}

const num = (v: unknown) => Number(v ?? 0);
const instant = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));

/** One entry of a day, as the correction command offers it. */
export interface DayEntry {
  id: number;
  on: Date;
  off: Date | null;
}

function entriesOf(value: unknown): DayEntry[] {
  const list = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(list)) return [];
  return list.map((e: { id: unknown; on: unknown; off: unknown }) => ({
    id: num(e.id),
    on: instant(e.on) ?? new Date(0),
    off: instant(e.off),
  }));
}

const DAYS = sql`select e.staff_user_id, e.day,
    min(e.clock_on) as first_in, max(e.clock_off) as last_out,
    count(*)::int as entries, count(*) filter (where e.clock_off is null)::int as open_entries,
    coalesce(sum(extract(epoch from e.clock_off - e.clock_on)) filter (where e.clock_off is not null), 0)::float8 as seconds,
    json_agg(json_build_object('id', e.id, 'on', e.clock_on, 'off', e.clock_off) order by e.clock_on) as list
  from clock_entries e join staff_users u on u.id = e.staff_user_id`;

/** One page of staff days (a staff user's agency day with entries), in day order then name. */
export async function attendanceDays(
  db: Db,
  f: StaffScope,
  page: { start: number; length: number; dir: "asc" | "desc" },
) {
  const dir = sql.raw(page.dir);
  const rows = rowsOf(
    await db.execute(sql`with d as (${DAYS} where ${staffScopeWhere(f)} group by e.staff_user_id, e.day)
      select d.*, d.day::text as day_text, u.first_name, u.last_name, u.username
      from d join staff_users u on u.id = d.staff_user_id
      order by d.day ${dir}, u.first_name, u.last_name, d.staff_user_id
      limit ${page.length} offset ${page.start}`),
  );
  return rows.map((r) => ({
    staffUserId: num(r.staff_user_id),
    staffName: `${r.first_name} ${r.last_name}`.trim(),
    username: String(r.username),
    day: String(r.day_text),
    firstIn: instant(r.first_in) ?? new Date(0),
    lastOut: instant(r.last_out),
    entries: num(r.entries),
    openEntries: num(r.open_entries),
    seconds: num(r.seconds),
    list: entriesOf(r.list),
  }));
}

/** The period's totals: staff days, entries, open entries, clocked seconds, corrections. */
export async function attendanceTotals(db: Db, f: StaffScope) {
  const [r] = rowsOf(
    await db.execute(sql`with d as (${DAYS} where ${staffScopeWhere(f)} group by e.staff_user_id, e.day)
      select count(*)::int as days, coalesce(sum(entries), 0)::int as entries,
        coalesce(sum(open_entries), 0)::int as open_entries, coalesce(sum(seconds), 0)::float8 as seconds,
        (select count(*)::int from clock_entry_corrections c join staff_users u on u.id = c.staff_user_id
          where c.action = 'delete' and ${staffScopeWhere(f, sql`c.before_day`)}) as deleted
      from d`),
  );
  return {
    days: num(r?.days),
    entries: num(r?.entries),
    openEntries: num(r?.open_entries),
    seconds: num(r?.seconds),
    deleted: num(r?.deleted),
  };
}

export interface CorrectionRow {
  staffUserId: number;
  beforeDay: string;
  afterDay: string | null;
  action: "update" | "delete";
  reason: string;
  correctedAt: Date;
  correctedBy: string;
}

/** The corrections touching the given staff days (before or after), oldest first. */
export async function correctionsOfDays(
  db: Db,
  days: readonly { staffUserId: number; day: string }[],
): Promise<CorrectionRow[]> {
  if (days.length === 0) return [];
  // Two array parameters, not a list of row values: an export's batch of 5,000 days as
  // `(staff, day) in (…)` twice took PGlite minutes to plan and run at a million members.
  const staff = sql.param(days.map((d) => d.staffUserId));
  const onDays = sql.param(days.map((d) => d.day));
  const rows = rowsOf(
    await db.execute(sql`select c.staff_user_id, c.before_day::text as before_day, c.after_day::text as after_day,
        c.action, c.reason, c.corrected_at, coalesce(b.first_name || ' ' || b.last_name, 'User ' || c.corrected_by) as by_name
      from clock_entry_corrections c left join staff_users b on b.id = c.corrected_by
      where exists (select 1 from unnest(${staff}::int[], ${onDays}::date[]) as d(staff_user_id, day)
        where d.staff_user_id = c.staff_user_id and (d.day = c.before_day or d.day = c.after_day))
      order by c.corrected_at, c.id`),
  );
  return rows.map((r) => ({
    staffUserId: num(r.staff_user_id),
    beforeDay: String(r.before_day),
    afterDay: r.after_day === null ? null : String(r.after_day),
    action: r.action === "delete" ? "delete" : "update",
    reason: String(r.reason),
    correctedAt: instant(r.corrected_at) ?? new Date(0),
    correctedBy: String(r.by_name),
  }));
}
