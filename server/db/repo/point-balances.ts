import { sql } from "drizzle-orm";
import type { Db } from "../client";

const SUMS = sql`coalesce(sum(points) filter (where kind = 'earned'), 0)::int,
  coalesce(sum(points) filter (where kind = 'adjustment'), 0)::int,
  coalesce(-sum(points) filter (where kind = 'paid'), 0)::int,
  coalesce(sum(points), 0)::int,
  max(created_at)`;

/**
 * Recomputes the ledger sums of these respondents from `respondent_points` (decision 242): every
 * write of the ledger calls it in the same transaction, so the balances the Member Profile Points
 * report reads never drift from the ledger. A respondent with no ledger rows has no balance row.
 */
export async function refreshPointBalances(db: Db, respondentIds: readonly number[]) {
  const ids = [...new Set(respondentIds)];
  if (ids.length === 0) return;
  const list = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  await db.execute(sql`delete from respondent_point_balances where respondent_id = any(${list})`);
  await db.execute(sql`insert into respondent_point_balances (respondent_id, earned, adjusted, paid, balance, last_at)
    select respondent_id, ${SUMS} from respondent_points
    where respondent_id = any(${list}) group by respondent_id`);
}

/** Rebuilds every balance from the ledger: the seeds' bulk inserts, once at their end. */
export async function rebuildPointBalances(db: Db) {
  await db.execute(sql`delete from respondent_point_balances`);
  await db.execute(sql`insert into respondent_point_balances (respondent_id, earned, adjusted, paid, balance, last_at)
    select respondent_id, ${SUMS} from respondent_points group by respondent_id`);
}
