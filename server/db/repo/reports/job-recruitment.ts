import { sql } from "drizzle-orm";
import type { Db } from "../../client";
import { rowsOf } from "../panel-search/fields";
import { CANCELLED, HELD_PLACE, keptCountsOf, NO_SHOW, sumIn, TURNED_UP } from "./booking-groups";
import { furthestStage, stageCounts } from "./funnel-stages";
import { type SessionScope, sessionScopeWhere } from "./session-recruitment";

/**
 * The job reports (decision 240): a row per job with a session in the scope, counting only the
 * bookings of those sessions. One statement answers every job of the scope (a period holds a few
 * hundred jobs; the bookings are what costs), so the page and the totals read the same figures.
 */
const num = (v: unknown) => Number(v ?? 0);

/** The scope's sessions with their job (aliases g, j as sessionScopeWhere expects). */
const scopedSessions = (f: SessionScope) =>
  sql`select g.id, g.job_id, g.starts_at, g.required_places from job_groups g join jobs j on j.id = g.job_id
    where ${sessionScopeWhere(f)}`;

const jobLabels = sql`select j.id, j.job_number, j.name, j.start_date, c.name as client
  from jobs j left join clients c on c.id = j.client_id`;

/** Each job's funnel: bookings at or past every stage. */
export async function jobFunnels(db: Db, f: SessionScope, dir: "asc" | "desc") {
  const order = sql.raw(dir);
  const rows = rowsOf(
    await db.execute(sql`with s as (${scopedSessions(f)}),
      -- The sessions' kept counts by status and history stage (decision 306; a few dozen groups
      -- a job), so a stage is worked out per group, not per booking.
      g as (select s.job_id, c.status, c.history_stage, sum(c.n)::int as n
        from s cross join ${keptCountsOf(sql`s.id`)}
        group by s.job_id, c.status, c.history_stage),
      b as (select g.job_id, g.n, ${furthestStage("g")} as f from g),
      n as (select job_id, count(*)::int as sessions from s group by job_id),
      c as (select job_id, ${stageCounts("b.f", "b.n")} from b group by job_id)
      select l.*, n.sessions, c.invited, c.screened, c.qualified, c.booked, c.confirmed, c.attended
      from n join (${jobLabels}) l on l.id = n.job_id left join c on c.job_id = n.job_id
      order by l.job_number ${order}, l.id ${order}`),
  );
  return rows.map((r) => ({
    jobId: num(r.id),
    jobNumber: String(r.job_number),
    jobName: String(r.name),
    client: r.client === null ? null : String(r.client),
    sessions: num(r.sessions),
    invited: num(r.invited),
    screened: num(r.screened),
    qualified: num(r.qualified),
    booked: num(r.booked),
    confirmed: num(r.confirmed),
    attended: num(r.attended),
  }));
}

/** The funnel condition of a drill: bookings `x` at or past stage `n`. */
export const reachedStage = (n: number) => sql`${furthestStage("x")} >= ${sql.raw(String(n))}`;

/**
 * Each job's KPI figures. `filled_at`: the moment the job's first session of the scope first had
 * its required places held at once, replaying its booking history in order (+1 when a move takes a
 * place, −1 when it gives one up); `first_at`: the first move of any of the job's bookings (its
 * recruitment began). Both read from job_group_fill, the replay kept per session by triggers
 * (decision 300): a few rows a session instead of every move of the scope.
 */
export async function jobKpis(db: Db, f: SessionScope, dir: "asc" | "desc") {
  const order = sql.raw(dir);
  const rows = rowsOf(
    await db.execute(sql`with s as (${scopedSessions(f)}),
      -- A session's kept replay by its key (a few thousand lookups), not a pass over the table.
      req as (select s.job_id, sum(s.required_places)::int as required,
          min((select r.first_move_at from job_group_fill r where r.job_group_id = s.id)) as first_at
        from s group by s.job_id),
      fs as (select distinct on (job_id) id, job_id, required_places from s
        order by job_id, starts_at, id),
      fill as (select fs.job_id,
          (select r.fill_at[fs.required_places] from job_group_fill r where r.job_group_id = fs.id) as filled_at
        from fs where fs.required_places > 0),
      -- The sessions' counts by status (decision 306), then grouped into the figures.
      n as (select s.job_id, c.status, sum(c.n)::int as n
        from s cross join ${keptCountsOf(sql`s.id`)}
        group by s.job_id, c.status),
      c as (select n.job_id, ${sumIn("n", HELD_PLACE)} as held, ${sumIn("n", TURNED_UP)} as attended,
          ${sumIn("n", NO_SHOW)} as no_show, ${sumIn("n", CANCELLED)} as cancelled
        from n group by n.job_id)
      select l.id, l.job_number, l.name, l.start_date, req.required, c.held, c.attended, c.no_show, c.cancelled,
        fill.filled_at, req.first_at
      from req join (${jobLabels}) l on l.id = req.job_id left join c on c.job_id = req.job_id
        left join fill on fill.job_id = req.job_id
      order by l.job_number ${order}, l.id ${order}`),
  );
  const instant = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return rows.map((r) => ({
    jobId: num(r.id),
    jobNumber: String(r.job_number),
    jobName: String(r.name),
    startDate: r.start_date === null ? null : String(r.start_date).slice(0, 10),
    required: num(r.required),
    held: num(r.held),
    attended: num(r.attended),
    noShow: num(r.no_show),
    cancelled: num(r.cancelled),
    filledAt: instant(r.filled_at),
    firstAt: instant(r.first_at),
  }));
}
