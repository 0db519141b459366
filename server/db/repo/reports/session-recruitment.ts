import { type SQL, sql } from "drizzle-orm";
import { BOOKING_STATUS as S } from "../../../contracts/sessions/booking-states";
import type { Db } from "../../client";
import { rowsOf } from "../panel-search/fields";
import { CANCELLED, HELD_PLACE, keptCountsOf, NO_SHOW, sumIn, TURNED_UP } from "./booking-groups";

/** The sessions a session report covers: starting within [start, end), with the job's filters. */
export interface SessionScope {
  start?: Date;
  end?: Date;
  projectManager?: string;
  jobNumber?: string;
  sessionStatus?: string;
  jobId?: number;
  clientId?: number;
}

export function sessionScopeWhere(f: SessionScope): SQL {
  const parts: SQL[] = [sql`g.starts_at is not null`];
  if (f.start) parts.push(sql`g.starts_at >= ${f.start.toISOString()}`);
  if (f.end) parts.push(sql`g.starts_at < ${f.end.toISOString()}`);
  if (f.projectManager) parts.push(sql`j.project_manager = ${f.projectManager}`);
  if (f.jobNumber) parts.push(sql`j.job_number = ${f.jobNumber}`);
  if (f.jobId) parts.push(sql`j.id = ${f.jobId}`);
  if (f.clientId) parts.push(sql`j.client_id = ${f.clientId}`);
  if (f.sessionStatus) parts.push(sql`g.status = ${f.sessionStatus}`);
  return sql.join(parts, sql` and `);
}

/** The figures from the sessions' counts by status (`c`, session_status_counts; decision 306). */
const COUNTS = sql`${sumIn("c", [S.Booked])} as booked,
  ${sumIn("c", [S.Confirmed])} as confirmed,
  ${sumIn("c", [S.Standby])} as standby,
  ${sumIn("c", TURNED_UP)} as attended,
  ${sumIn("c", NO_SHOW)} as no_show,
  ${sumIn("c", CANCELLED)} as cancelled,
  ${sumIn("c", HELD_PLACE)} as held`;

const num = (v: unknown) => Number(v ?? 0);

export interface SessionCounts {
  booked: number;
  confirmed: number;
  standby: number;
  attended: number;
  noShow: number;
  cancelled: number;
  held: number;
}

const countsOf = (r: Record<string, unknown>): SessionCounts => ({
  booked: num(r.booked),
  confirmed: num(r.confirmed),
  standby: num(r.standby),
  attended: num(r.attended),
  noShow: num(r.no_show),
  cancelled: num(r.cancelled),
  held: num(r.held),
});

/** One page of sessions with their booking counts: the page first, then one grouped count. */
export async function sessionRecruitmentPage(
  db: Db,
  f: SessionScope,
  page: { start: number; length: number; dir: "asc" | "desc" },
) {
  const dir = sql.raw(page.dir);
  const rows = rowsOf(
    await db.execute(sql`with s as (
        select g.id, j.job_number, g.session_number, g.name, g.status, g.starts_at, g.required_places
        from job_groups g join jobs j on j.id = g.job_id
        where ${sessionScopeWhere(f)}
        order by g.starts_at ${dir}, g.id ${dir}
        limit ${page.length} offset ${page.start})
      select s.*, ${COUNTS}
      from s left join ${keptCountsOf(sql`s.id`)} on true
      group by s.id, s.job_number, s.session_number, s.name, s.status, s.starts_at, s.required_places
      order by s.starts_at ${dir}, s.id ${dir}`),
  );
  return rows.map((r) => ({
    sessionId: num(r.id),
    jobNumber: String(r.job_number),
    sessionNumber: num(r.session_number),
    sessionName: String(r.name),
    status: String(r.status),
    startsAt: new Date(r.starts_at as string),
    required: num(r.required_places),
    ...countsOf(r),
  }));
}

/**
 * The whole period: how many sessions, their required places and counts, and the bookings of
 * sessions already started whose outcome is not recorded (left out of the show rate).
 */
export async function sessionRecruitmentTotals(db: Db, f: SessionScope, now: Date) {
  const [r] = rowsOf(
    await db.execute(sql`with s as (
        select g.id, g.starts_at, g.required_places from job_groups g join jobs j on j.id = g.job_id
        where ${sessionScopeWhere(f)})
      select (select count(*) from s)::int as sessions,
        (select coalesce(sum(required_places), 0) from s)::int as required,
        ${COUNTS},
        coalesce(sum(c.n) filter (where c.status in (${sql`${S.Booked}`}, ${sql`${S.Confirmed}`})
          and s.starts_at < ${now.toISOString()}), 0)::int as unrecorded
      from s cross join ${keptCountsOf(sql`s.id`)}`),
  );
  const row = r ?? {};
  return {
    sessions: num(row.sessions),
    required: num(row.required),
    unrecorded: num(row.unrecorded),
    ...countsOf(row),
  };
}
