import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../client";
import { rateLimitWindows } from "../schema/rate-limits";

/**
 * Counts one attempt in the key's window (a new window when none runs), atomically across
 * processes, on the database's clock; answers the count within the window.
 */
export async function countAttempt(db: Db, key: string, windowMs: number): Promise<number> {
  const resetAt = sql`now() + ${`${windowMs} milliseconds`}::interval`;
  const expired = sql`${rateLimitWindows.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitWindows.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitWindows.resetAt} end`,
      },
    })
    .returning({ count: rateLimitWindows.count });
  return row?.count ?? 1;
}

/** The attempts counted in the key's running window (0 when none runs). */
export async function attemptsInWindow(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimitWindows.count })
    .from(rateLimitWindows)
    .where(and(eq(rateLimitWindows.key, key), gt(rateLimitWindows.resetAt, sql`now()`)));
  return row?.count ?? 0;
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
}

/** Drops windows that have ended. */
export async function sweepAttempts(db: Db): Promise<void> {
  await db.delete(rateLimitWindows).where(lte(rateLimitWindows.resetAt, sql`now()`));
}
