import { type SQL, sql } from "drizzle-orm";
import { PAYABLE, BOOKING_STATUS as S } from "../../../contracts/sessions/booking-states";

/**
 * The booking statuses each report metric counts (decision 231), in one place so that every
 * report, its drill-through and its export count the same bookings.
 */
export const TURNED_UP: readonly string[] = [...PAYABLE, S.WrongProfile];
export const NO_SHOW: readonly string[] = [S.NoShow];
export const CANCELLED: readonly string[] = [S.Cancelled, S.Declined, S.ClientCancelled, S.Replaced];
/** Held a place at some point: booked or confirmed, and every outcome of someone who was. */
export const HELD_PLACE: readonly string[] = [S.Booked, S.Confirmed, ...TURNED_UP, ...NO_SHOW];

/** The statuses a drillable column of a booking report stands for. */
export const BOOKING_COLUMN_STATUSES: Readonly<Record<string, readonly string[]>> = {
  booked: [S.Booked],
  confirmed: [S.Confirmed],
  standby: [S.Standby],
  attended: TURNED_UP,
  noShow: NO_SHOW,
  cancelled: CANCELLED,
  held: HELD_PLACE,
};

export const sqlList = (values: readonly (string | number)[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** `count(*) filter (where <alias>.status in (…))::int` */
export const countIn = (alias: string, statuses: readonly string[]): SQL =>
  sql`count(*) filter (where ${sql.raw(alias)}.status in (${sqlList(statuses)}))::int`;

/** `coalesce(sum(<alias>.n) filter (where <alias>.status in (…)), 0)::int`: over rows counted by status. */
export const sumIn = (alias: string, statuses: readonly string[]): SQL =>
  sql`coalesce(sum(${sql.raw(alias)}.n) filter (where ${sql.raw(alias)}.status in (${sqlList(statuses)})), 0)::int`;

/**
 * The kept counts of session `sessionId` (session_status_counts, decision 306) as the lateral
 * subquery `c` (status, history_stage, n), read through the table's key. A plain join of a
 * period's few thousand sessions makes the planner hash the whole table (830,000 rows at a million
 * members: 250 ms on PGlite); the grouping inside keeps the subquery from being merged into one.
 */
export const keptCountsOf = (sessionId: SQL): SQL =>
  sql`lateral (select c.status, c.history_stage, sum(c.n)::int as n from session_status_counts c
    where c.job_group_id = ${sessionId} group by c.status, c.history_stage) c`;
