import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import { rowsOf } from "./panel-search/fields";

/**
 * A statement's rows read as one JSON value (`json_agg` over it, in its order), for pages of
 * thousands of rows: PGlite's driver converts one value far faster than every field of every row
 * (decision 044; an export's ledger pages: 30% less time). Each row comes back as its columns by
 * name, as `rowsOf` gives them, but timestamps as ISO text and numeric columns as numbers.
 */
export async function jsonRowsOf(db: Db, statement: SQL): Promise<Record<string, unknown>[]> {
  const [row] = rowsOf(
    await db.execute(sql`select coalesce(json_agg(t), '[]') as rows from (${statement}) t`),
  );
  const raw = row?.rows;
  if (typeof raw === "string") return JSON.parse(raw) as Record<string, unknown>[];
  return Array.isArray(raw) ? (raw as Record<string, unknown>[]) : [];
}
