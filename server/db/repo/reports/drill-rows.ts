import { type SQL, sql } from "drizzle-orm";
import { BOOKING_KIND } from "../../../contracts/sessions/booking-states";
import type { Db } from "../../client";
import { rowsOf } from "../panel-search/fields";
import { sqlList } from "./booking-groups";
import { type SessionScope, sessionScopeWhere } from "./session-recruitment";

/**
 * The rows behind a number (decision 236): the bookings a count counted, with the same scope
 * and statuses the count used, paged. Every report whose numbers count bookings drills here.
 */
export interface BookingDrill {
  scope: SessionScope;
  sessionId?: number;
  /** The statuses counted; absent when `where` alone says which bookings (a funnel stage). */
  statuses?: readonly string[];
  /** Extra conditions over respondent_events x, job_groups g, jobs j. */
  where?: SQL;
}

const drillWhere = (d: BookingDrill) =>
  sql`${sessionScopeWhere(d.scope)} and x.kind = ${BOOKING_KIND}
    ${d.statuses ? sql`and x.status in (${sqlList(d.statuses)})` : sql``}
    ${d.sessionId ? sql`and g.id = ${d.sessionId}` : sql``} ${d.where ? sql`and ${d.where}` : sql``}`;

export async function bookingDrillPage(db: Db, d: BookingDrill, page: { start: number; length: number }) {
  const from = sql`respondent_events x join job_groups g on g.id = x.job_group_id join jobs j on j.id = g.job_id`;
  const [count] = rowsOf(
    await db.execute(sql`select count(*)::int as n from ${from} where ${drillWhere(d)}`),
  );
  const rows = rowsOf(
    await db.execute(sql`select x.id, x.respondent_id, r.first_name, r.last_name, j.job_number, g.id as session_id,
        g.name as session_name, g.starts_at, x.status, coalesce(x.updated_at, x.at) as changed
      from ${from} join respondents r on r.id = x.respondent_id
      where ${drillWhere(d)}
      order by g.starts_at, g.id, x.id
      limit ${page.length} offset ${page.start}`),
  );
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({
      bookingId: Number(r.id),
      respondentId: Number(r.respondent_id),
      respondentName: `${r.first_name} ${r.last_name}`.trim(),
      jobNumber: String(r.job_number),
      sessionId: Number(r.session_id),
      sessionName: String(r.session_name),
      sessionStart: r.starts_at as string,
      status: String(r.status),
      updatedAt: r.changed as string,
    })),
  };
}

/**
 * The jobs behind a number (decision 241): the jobs a count counted, by the same condition over
 * jobs j the count used, paged, each with its id so Enter opens the job.
 */
export async function jobDrillPage(db: Db, where: SQL, page: { start: number; length: number }) {
  const [count] = rowsOf(await db.execute(sql`select count(*)::int as n from jobs j where ${where}`));
  const rows = rowsOf(
    await db.execute(sql`select j.id, j.job_number, j.name, c.name as client, j.status,
        to_char(j.start_date, 'YYYY-MM-DD') as start_day, j.project_manager
      from jobs j left join clients c on c.id = j.client_id
      where ${where}
      order by j.job_number, j.id
      limit ${page.length} offset ${page.start}`),
  );
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({
      jobId: Number(r.id),
      jobNumber: String(r.job_number),
      name: String(r.name),
      client: (r.client as string | null) ?? null,
      status: String(r.status),
      startDate: (r.start_day as string | null) ?? null,
      projectManager: (r.project_manager as string | null) ?? null,
    })),
  };
}
