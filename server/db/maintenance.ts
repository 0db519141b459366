import { sql } from "drizzle-orm";
import type { Logger } from "../logger";
import type { Db, DbHandle } from "./client";

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 6 * 60 * 60_000;

/** Every table of the database, schema-qualified and quoted: the queue's tables too. */
const TABLES = sql`select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables order by relname`;

/**
 * `vacuum analyze` one table per statement, answering how long each took. PGlite has one
 * connection and requests wait behind whatever runs on it: table by table, they run between
 * tables instead of behind the whole database's vacuum (minutes at a million members).
 */
export async function vacuumEachTable(db: Db): Promise<{ table: string; ms: number }[]> {
  const result = (await db.execute(TABLES)) as { rows?: { name: string }[] };
  const times: { table: string; ms: number }[] = [];
  for (const { name } of result.rows ?? []) {
    const started = Date.now();
    // The name comes from the catalogue, quoted by format('%I.%I').
    await db.execute(sql.raw(`vacuum analyze ${name}`));
    times.push({ table: name, ms: Date.now() - started });
  }
  return times;
}

/**
 * PGlite runs no autovacuum. Without VACUUM the visibility map goes stale (list counts stop
 * using index-only scans) and without ANALYZE the planner's row estimates drift as data grows.
 * So a PGlite server vacuums, table by table, a minute after start and every six hours.
 * PostgreSQL servers have autovacuum: nothing to do. Returns a stop function.
 */
export function startPgliteMaintenance(handle: DbHandle, log: Pick<Logger, "info" | "error">): () => void {
  if (handle.kind !== "pglite") return () => {};
  const run = async () => {
    const started = Date.now();
    try {
      const times = await vacuumEachTable(handle.db);
      const longest = times.reduce((a, b) => (b.ms > a.ms ? b : a), { table: "", ms: 0 });
      log.info("pglite vacuum analyze done", { ms: Date.now() - started, tables: times.length, longest });
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
