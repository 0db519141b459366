import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { startPgliteMaintenance } from "./db/maintenance";
import { isSeeded } from "./db/seed-marker";
import { DEMO_LOGINS } from "./demo-logins";
import { createDeps } from "./deps";
import { readEnv } from "./env";
import { lifecycle } from "./http/lifecycle";
import { fromRoot } from "./project-root";
import { startBulkWorker } from "./services/admin/bulk-worker";
import { startInvoicePushWorker } from "./services/admin/invoice-push";
import { startEventArchiver } from "./services/event-archive";
import { startListImportWorker } from "./services/list-import/job";
import { startReminders } from "./services/messaging/reminders";
import { startMessagingWorker } from "./services/messaging/worker";
import { startReportSchedules } from "./services/reports/schedules";
import { loadRevocations, startRevocationRefresh, startTokenCleanup } from "./services/sign-in/revocations";
import { keepHeapNearLive } from "./v8-flags";

/** How long /readyz answers 503 before the listener closes, on SIGTERM. */
const DRAIN_MS = 2000;

async function main() {
  keepHeapNearLive();
  const env = readEnv();
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase({
      databaseUrl: env.databaseUrl,
      dataDir: env.dataDir,
      poolSize: env.databasePoolSize,
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const deps = createDeps(handle.db, env);
  // The seed steps (and faker) load only when the database still needs demo data; processes
  // started together seed once (the first to hold the start-up lock).
  const seeded = await handle.exclusive(async () => {
    if (await isSeeded(handle.db)) return false;
    const { seedDemoData } = await import("./db/seed");
    return seedDemoData(handle.db, (m) => deps.log.info(m));
  });
  // The queue creates its tables and queues on start: processes started together would deadlock
  // there, so that too happens under the start-up lock.
  const stopWorkers = await handle.exclusive(() => startWorkers(deps));
  const stopMaintenance = startPgliteMaintenance(handle, deps.log);
  const staticDir = process.env.BUILD_DIR ?? fromRoot("dist");
  const app = createApp(deps, { staticDir });
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    const where = env.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${env.dataDir}`;
    const shown =
      env.host === "0.0.0.0" || env.host === "::"
        ? "localhost"
        : env.host.includes(":")
          ? `[${env.host}]`
          : env.host;
    console.log(`\nRecruitment workspace running at http://${shown}:${info.port}  (database: ${where})`);
    if (seeded) console.log("Demo data seeded.");
    console.log("Demo logins:");
    for (const l of DEMO_LOGINS) console.log(`  ${l.role.padEnd(10)} ${l.username}  /  ${l.password}`);
  }) as Server;

  let stopping = false;
  /**
   * SIGTERM (an orchestrator, a rolling deploy): /readyz turns 503 at once and, after a short
   * drain so the load balancer notices, the listener closes; requests in flight finish, idle
   * keep-alive connections close, the queue workers hand their jobs back, and the process exits
   * 0, or 1 if this takes longer than SHUTDOWN_SECONDS. SIGINT (Ctrl+C) skips the drain.
   */
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.startDraining();
    deps.log.info("shutting down", { signal });
    const force = setTimeout(() => {
      deps.log.error("shutdown took too long: exiting", { seconds: env.shutdownSeconds });
      process.exit(1);
    }, env.shutdownSeconds * 1000);
    force.unref();
    const drainMs = signal === "SIGTERM" ? Math.min(DRAIN_MS, (env.shutdownSeconds * 1000) / 4) : 0;
    setTimeout(() => {
      server.close(async () => {
        clearInterval(idleSweep);
        await stopWorkers();
        stopMaintenance();
        await handle.close();
        deps.log.info("shut down", { signal });
        process.exit(0);
      });
      // A keep-alive connection that finishes its request after close() would otherwise stay open.
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      server.closeIdleConnections();
    }, drainMs);
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

/** Background workers (messaging queue, list imports, reminders); returns a function that stops them. */
async function startWorkers(deps: ReturnType<typeof createDeps>): Promise<() => Promise<void>> {
  await loadRevocations(deps);
  const stopRevocations = startRevocationRefresh(deps);
  const stopTokenCleanup = startTokenCleanup(deps);
  const stopMessaging = await startMessagingWorker(deps);
  const stopImports = await startListImportWorker(deps);
  const stopInvoicePushes = await startInvoicePushWorker(deps);
  const stopBulk = await startBulkWorker(deps);
  const stopArchiver = startEventArchiver(deps.db, deps.log);
  const stopReminders = startReminders(deps);
  const stopSchedules = startReportSchedules(deps);
  return async () => {
    stopSchedules();
    stopRevocations();
    stopTokenCleanup();
    stopArchiver();
    stopReminders();
    await stopImports();
    await stopInvoicePushes();
    await stopBulk();
    await stopMessaging();
  };
}

void main();
