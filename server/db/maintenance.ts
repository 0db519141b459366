import { sql } from "drizzle-orm";
import type { Logger } from "../logger";
import type { DbHandle } from "./client";

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 6 * 60 * 60_000;

/**
 * PGlite runs no autovacuum. Without VACUUM the visibility map goes stale (list counts stop
 * using index-only scans) and without ANALYZE the planner's row estimates drift as data grows.
 * So a PGlite server vacuums a minute after start and every six hours. PostgreSQL servers
 * have autovacuum: nothing to do. Returns a stop function.
 */
export function startPgliteMaintenance(handle: DbHandle, log: Pick<Logger, "info" | "error">): () => void {
  if (handle.kind !== "pglite") return () => {};
  const run = async () => {
    const started = Date.now();
    try {
      await handle.db.execute(sql`vacuum analyze`);
      log.info("pglite vacuum analyze done", { ms: Date.now() - started });
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
