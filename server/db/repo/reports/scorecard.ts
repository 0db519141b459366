import { type SQL, sql } from "drizzle-orm";
import { BOOKING_KIND, BOOKING_STATUS as S } from "../../../contracts/sessions/booking-states";
import type { Db } from "../../client";
import { rowsOf } from "../panel-search/fields";
import { CANCELLED, countIn, NO_SHOW, TURNED_UP } from "./booking-groups";
import { FUNNEL_STAGE, furthestStage } from "./funnel-stages";
import { type SessionScope, sessionScopeWhere } from "./session-recruitment";

/** The moves that make a booking: the first time it takes a place. */
const PLACING: readonly string[] = [S.Booked, S.Confirmed];
/** Move `h` places a booking: as SQL literals, the predicate of the two booking_history_placed indexes. */
const placing = (h: string) => sql.raw(`${h}.to_status in (${PLACING.map((s) => `'${s}'`).join(", ")})`);

export interface MadeScope {
  /** [start, end) of the moves, on the agency's clock. */
  start?: Date;
  end?: Date;
  /** One recruiter (booking_history.by, the staff user name). */
  recruiter?: string;
}

/**
 * The bookings made in the period and who made them (decision 240): a booking's first history
 * row moving it to Booked or Confirmed, by whoever made that move, within [start, end). Read from
 * booking_history_placed_idx alone, one look per move in booking_history_placed_event_idx for an
 * earlier one (decision 307), and one in respondent_events_session_booking_id_idx for its booking
 * (decision 300).
 */
function madeBookings(m: MadeScope): SQL {
  const parts: SQL[] = [placing("h")];
  if (m.start) parts.push(sql`h.at >= ${m.start.toISOString()}`);
  if (m.end) parts.push(sql`h.at < ${m.end.toISOString()}`);
  if (m.recruiter) parts.push(sql`h.by = ${m.recruiter}`);
  return sql`select h.event_id, h.by from booking_history h
    where ${sql.join(parts, sql` and `)}
      and not exists (select 1 from booking_history e where e.event_id = h.event_id
        and ${placing("e")} and (e.at < h.at or (e.at = h.at and e.id < h.id)))`;
}

const num = (v: unknown) => Number(v ?? 0);

/** The job of each session (alias j), read only when a job filter needs it: a lookup per booking. */
const jobJoin = (f: SessionScope): SQL =>
  f.projectManager || f.jobNumber || f.jobId || f.clientId ? sql`join jobs j on j.id = g.job_id` : sql``;

/** Each recruiter's bookings made, and what became of them. */
export async function scorecards(db: Db, m: MadeScope, jobs: SessionScope, dir: "asc" | "desc") {
  const order = sql.raw(dir);
  const rows = rowsOf(
    await db.execute(sql`with b as (
        select m.by, x.status, ${furthestStage("x")} as f
        from (${madeBookings(m)}) m join respondent_events x on x.id = m.event_id and x.kind = ${BOOKING_KIND}
          join job_groups g on g.id = x.job_group_id ${jobJoin(jobs)}
        where ${sessionScopeWhere(jobs)})
      select b.by, count(*)::int as made,
        count(*) filter (where b.f >= ${sql.raw(String(FUNNEL_STAGE.confirmed))})::int as confirmed,
        ${countIn("b", TURNED_UP)} as attended, ${countIn("b", NO_SHOW)} as no_show,
        ${countIn("b", CANCELLED)} as cancelled
      from b group by b.by order by b.by ${order}`),
  );
  return rows.map((r) => ({
    recruiter: String(r.by),
    made: num(r.made),
    confirmed: num(r.confirmed),
    attended: num(r.attended),
    noShow: num(r.no_show),
    cancelled: num(r.cancelled),
  }));
}

/** The bookings behind one scorecard number: made in the scope, and the column's condition. */
export function scorecardDrill(
  m: MadeScope,
  column: string,
): { statuses?: readonly string[]; where: SQL } | null {
  const made = sql`x.id in (select event_id from (${madeBookings(m)}) m)`;
  if (column === "made") return { where: made };
  if (column === "confirmed")
    return { where: sql`${made} and ${furthestStage("x")} >= ${sql.raw(String(FUNNEL_STAGE.confirmed))}` };
  const statuses = { attended: TURNED_UP, noShow: NO_SHOW, cancelled: CANCELLED }[column];
  return statuses ? { statuses, where: made } : null;
}
