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

/**
 * The stage a history row's move implies (`booking_funnel_stage` in migration 0024, which keeps
 * respondent_events.history_stage, decision 238): the moves of the recruitment process only.
 */
export const HISTORY_STAGE: Readonly<Record<string, number>> = {
  [S.Screened]: 2,
  [S.Terminated]: 2,
  [S.OverQuota]: 2,
  [S.Qualified]: 3,
  [S.Standby]: 3,
  [S.Booked]: 4,
  [S.Confirmed]: 5,
};

const stageOf = (column: SQL): SQL =>
  sql`(case ${sql.join(
    IMPLIED.map(([n, statuses]) => sql`when ${column} in (${sqlList(statuses)}) then ${sql.raw(String(n))}`),
    sql` `,
  )} else 1 end)`;

/**
 * The furthest stage of booking `x` (respondent_events): the stage its current status implies or
 * the furthest its history moved it to, kept in `history_stage` by a trigger on booking_history
 * (decision 238), so no history row is read. History stops at confirmed, so a confirmed or
 * turned-up booking's stage is its current status's.
 */
export const furthestStage = (alias = "x"): SQL =>
  sql`greatest(${stageOf(sql.raw(`${alias}.status`))}, ${sql.raw(alias)}.history_stage)`;

/**
 * `sum(<weight>) filter (where <column> >= n)::int as <stage>` for every stage, over a computed
 * stage column; `weight` is a row's count of bookings (1 when each row is a booking).
 */
export const stageCounts = (column: string, weight = "1"): SQL =>
  sql.join(
    Object.entries(FUNNEL_STAGE).map(([key, n]) =>
      sql.raw(`coalesce(sum(${weight}) filter (where ${column} >= ${n}), 0)::int as ${key}`),
    ),
    sql`, `,
  );
