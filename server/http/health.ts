import { readFileSync } from "node:fs";
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { appliedMigrations, pingDatabase } from "../db/repo/health";
import { fromRoot } from "../project-root";
import { MESSAGES_QUEUE, queueFor } from "../services/messaging/queue";
import { lifecycle } from "./lifecycle";

/** How many migrations this build carries (drizzle's journal), read once. */
const migrationCount = (() => {
  const journal = fromRoot("server/db/migrations/meta/_journal.json");
  return (JSON.parse(readFileSync(journal, "utf8")) as { entries: unknown[] }).entries.length;
})();

/** How long a readiness check may take before the load balancer is told "not ready". */
const READY_TIMEOUT_MS = 2000;

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);

/**
 * For load balancers and orchestrators (issue 22): `/healthz` answers while the process runs
 * (liveness: restart it when this fails); `/readyz` answers 200 only when the database answers,
 * every migration of this build is applied and the message queue takes jobs (readiness: send it
 * traffic). Neither needs a sign-in nor says more than which check failed.
 */
export function healthRoutes(app: Hono<AppEnv>) {
  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" });
  });
  app.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    if (lifecycle.draining()) return c.json({ status: "shutting down", checks: {} }, 503);
    const deps = c.get("deps");
    const checks: Record<string, string> = {};
    try {
      await within(READY_TIMEOUT_MS, pingDatabase(deps.db));
      checks.database = "ok";
      const applied = await within(READY_TIMEOUT_MS, appliedMigrations(deps.db));
      checks.migrations = applied >= migrationCount ? "ok" : `${applied} of ${migrationCount} applied`;
      const queue = await within(READY_TIMEOUT_MS, queueFor(deps));
      checks.queue = (await within(READY_TIMEOUT_MS, queue.getQueue(MESSAGES_QUEUE))) ? "ok" : "missing";
    } catch (error) {
      const failed = !checks.database ? "database" : !checks.migrations ? "migrations" : "queue";
      checks[failed] = error instanceof Error ? error.message : String(error);
    }
    const ready = ["database", "migrations", "queue"].every((k) => checks[k] === "ok");
    return c.json({ status: ready ? "ready" : "not ready", checks }, ready ? 200 : 503);
  });
}
