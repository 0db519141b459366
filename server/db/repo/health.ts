import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { rowsOf } from "./panel-search/fields";

/** One round trip to the database. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** How many migrations the database has applied (drizzle's own table, on both databases). */
export async function appliedMigrations(db: Db): Promise<number> {
  const rows = rowsOf(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
  return Number(rows[0]?.n ?? 0);
}
