import { sql } from "drizzle-orm";
import type { Db } from "../../client";
import { lookupItems } from "../../schema/lookups";

/** Items per lookup list. */
export async function lookupCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ list: lookupItems.list, n: sql<number>`count(*)::int` })
    .from(lookupItems)
    .groupBy(lookupItems.list);
  return new Map(rows.map((r) => [r.list, Number(r.n)]));
}
