import { sql } from "drizzle-orm";
import type { TestServer } from "./server";

/** Every row of every table, as JSON text keyed by the row's id (or by the text itself when it has none). */
export type DbSnapshot = Map<string, Map<string, string>>;

async function rowsOf<T>(server: TestServer, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Reads every table of the public schema except `skip` (tables any request may legitimately change). */
export async function snapshotDatabase(server: TestServer, skip: readonly string[]): Promise<DbSnapshot> {
  const tables = await rowsOf<{ name: string }>(
    server,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: DbSnapshot = new Map();
  for (const { name } of tables) {
    if (skip.includes(name)) continue;
    const rows = await rowsOf<{ r: string }>(
      server,
      sql`select row_to_json(t)::text as r from ${sql.identifier(name)} t`,
    );
    const byKey = new Map<string, string>();
    for (const { r } of rows) {
      const id = (JSON.parse(r) as { id?: unknown }).id;
      byKey.set(id === undefined ? r : String(id), r);
    }
    snapshot.set(name, byKey);
  }
  return snapshot;
}

/**
 * What changed in the rows of `before`: rows deleted or altered (rows added since are allowed,
 * e.g. an update call without an id creates a record). Answers readable lines, empty when intact.
 */
export function changedRows(before: DbSnapshot, after: DbSnapshot): string[] {
  const changes: string[] = [];
  for (const [table, rows] of before) {
    const now = after.get(table) ?? new Map<string, string>();
    for (const [key, row] of rows) {
      const current = now.get(key);
      if (current === undefined) changes.push(`${table} ${key.slice(0, 80)}: deleted`);
      else if (current !== row)
        changes.push(`${table} ${key}: changed ${row.slice(0, 300)} → ${current.slice(0, 300)}`);
    }
  }
  return changes;
}
