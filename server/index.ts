import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { startPgliteMaintenance } from "./db/maintenance";
import { isSeeded } from "./db/seed-marker";
import { DEMO_LOGINS } from "./demo-logins";
import { createDeps } from "./deps";
import { readEnv } from "./env";
import { startInvoicePushWorker } from "./services/admin/invoice-push";
import { startEventArchiver } from "./services/event-archive";
import { startListImportWorker } from "./services/list-import/job";
import { startReminders } from "./services/messaging/reminders";
import { startMessagingWorker } from "./services/messaging/worker";
import { startReportSchedules } from "./services/reports/schedules";
import { loadRevocations, startRevocationRefresh, startTokenCleanup } from "./services/sign-in/revocations";

async function main() {
  const env = readEnv();
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const deps = createDeps(handle.db, env);
  // The seed steps (and faker) load only when the database still needs demo data.
  let seeded = false;
  if (!(await isSeeded(handle.db))) {
    const { seedDemoData } = await import("./db/seed");
    seeded = await seedDemoData(handle.db, (m) => deps.log.info(m));
  }
  const stopWorkers = await startWorkers(deps);
  const stopMaintenance = startPgliteMaintenance(handle, deps.log);
  const staticDir = process.env.BUILD_DIR ?? fileURLToPath(new URL("../dist", import.meta.url));
  const app = createApp(deps, { staticDir });
  const server = serve({ fetch: app.fetch, port: env.port }, (info) => {
    const where = env.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${env.dataDir}`;
    console.log(`\nRecruitment workspace running at http://localhost:${info.port}  (database: ${where})`);
    if (seeded) console.log("Demo data seeded.");
    console.log("Demo logins:");
    for (const l of DEMO_LOGINS) console.log(`  ${l.role.padEnd(10)} ${l.username}  /  ${l.password}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.log.info("shutting down", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await stopWorkers();
      stopMaintenance();
      await handle.close();
      process.exit(0);
    });
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
    await stopMessaging();
  };
}

void main();
