import { sql } from "drizzle-orm";
import type { Logger } from "../logger";
import type { DbHandle } from "./client";

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 6 * 60 * 60_000;

/** Every table of the database, schema-qualified and quoted: the queue's tables too. */
const TABLES = sql`select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables order by relname`;

/**
 * PGlite runs no autovacuum. Without VACUUM the visibility map goes stale (list counts stop
 * using index-only scans) and without ANALYZE the planner's row estimates drift as data grows.
 * So a PGlite server vacuums a minute after start and every six hours. PostgreSQL servers
 * have autovacuum: nothing to do. Returns a stop function.
 *
 * One table per statement: PGlite has one connection, and requests wait behind whatever runs on
 * it. A database-wide `vacuum analyze` held every request for its whole length (minutes at a
 * million members); table by table, requests run between tables.
 */
export function startPgliteMaintenance(handle: DbHandle, log: Pick<Logger, "info" | "error">): () => void {
  if (handle.kind !== "pglite") return () => {};
  const run = async () => {
    const started = Date.now();
    let longest = { table: "", ms: 0 };
    try {
      const result = (await handle.db.execute(TABLES)) as { rows?: { name: string }[] };
      const tables = (result.rows ?? []).map((r) => r.name);
      for (const table of tables) {
        const t = Date.now();
        // The name comes from the catalogue, quoted by format('%I.%I').
        await handle.db.execute(sql.raw(`vacuum analyze ${table}`));
        if (Date.now() - t > longest.ms) longest = { table, ms: Date.now() - t };
      }
      log.info("pglite vacuum analyze done", { ms: Date.now() - started, tables: tables.length, longest });
    } catch (error) {
      log.error("pglite vacuum analyze failed", { error: String(error) });
    }
  };
  const first = setTimeout(run, FIRST_RUN_MS);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
