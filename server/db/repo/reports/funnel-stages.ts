import { type SQL, sql } from "drizzle-orm";
import { BOOKING_STATUS as S } from "../../../contracts/sessions/booking-states";
import { sqlList, TURNED_UP } from "./booking-groups";

/**
 * The recruitment funnel (decision 240): invited 1 → screened 2 → qualified 3 → booked 4 →
 * confirmed 5 → attended 6. A booking's stage is the furthest it ever reached: the stage its
 * current status implies, or the furthest stage a row of its booking_history moved it to. So a
 * booking cancelled after confirming still counts as confirmed, and every stage counts at most
 * the bookings of the one before it. Attended is the recorded outcome only (history is capped at
 * confirmed): an outcome corrected from Attended to No show is not an attendance.
 */
export const FUNNEL_STAGE = {
  invited: 1,
  screened: 2,
  qualified: 3,
  booked: 4,
  confirmed: 5,
  attended: 6,
} as const;
export type FunnelStage = keyof typeof FUNNEL_STAGE;

/** The stage a status implies; a status not listed (Invited, Declined, Cancelled) implies 1. */
const IMPLIED: readonly [number, readonly string[]][] = [
  [6, TURNED_UP],
  [5, [S.Confirmed]],
  // A no-show held a place; a client-cancelled or replaced booking was at least qualified.
  [4, [S.Booked, S.NoShow]],
  [3, [S.Qualified, S.Standby, S.ClientCancelled, S.Replaced]],
  [2, [S.Screened, S.Terminated, S.OverQuota]],
];

/** The moves of the recruitment process whose history rows raise a booking's stage. */
const PROCESS: readonly string[] = [
  S.Screened,
  S.Terminated,
  S.OverQuota,
  S.Qualified,
  S.Standby,
  S.Booked,
  S.Confirmed,
];

const stageOf = (column: SQL): SQL =>
  sql`(case ${sql.join(
    IMPLIED.map(([n, statuses]) => sql`when ${column} in (${sqlList(statuses)}) then ${sql.raw(String(n))}`),
    sql` `,
  )} else 1 end)`;

/**
 * The furthest stage of booking `x` (respondent_events). Its history is read only when the
 * current status is below confirmed (a confirmed or turned-up booking is past every process
 * move), one index lookup per booking (booking_history_event_idx).
 */
export const furthestStage = (alias = "x"): SQL => {
  const now = stageOf(sql.raw(`${alias}.status`));
  return sql`(case when ${now} >= 5 then ${now} else greatest(${now}, coalesce((
      select max(${stageOf(sql.raw("fh.to_status"))}) from booking_history fh
      where fh.event_id = ${sql.raw(alias)}.id and fh.to_status in (${sqlList(PROCESS)})), 0)) end)`;
};

/** `count(*) filter (where <column> >= n)::int as <stage>` for every stage, over a computed stage column. */
export const stageCounts = (column: string): SQL =>
  sql.join(
    Object.entries(FUNNEL_STAGE).map(([key, n]) =>
      sql.raw(`count(*) filter (where ${column} >= ${n})::int as ${key}`),
    ),
    sql`, `,
  );
