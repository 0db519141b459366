import type { Deps, UseCaseContext } from "../../context";
import type { ImportStatus } from "../../contracts/list-import";
import type { JobQueue, QueueJob } from "../../db/job-queue";
import {
  analyzeImportedTables,
  claimImport,
  findImport,
  importBatch,
  updateImport,
} from "../../db/repo/list-imports";
import { badRequest } from "../../http/errors";
import { queueFor } from "../messaging/queue";
import { ownerOf, visibleImport } from "./access";
import { importStatus } from "./report";

/**
 * Step three (decision 217): "Import valid rows" queues a job on the durable queue (pg-boss, as
 * messaging does: decisions 160–164). The job carries only the import's id; the worker claims the
 * import, then stores batches of 1,000 rows, each in one transaction that also records every
 * staged row's member, so a job killed half way and run again stores no row twice.
 */

const LIST_IMPORT_QUEUE = "list-imports";
const BATCH = 1000;
/** Imports at least this large refresh the planner statistics of the tables they wrote. */
const ANALYZE_AFTER_ROWS = 1000;

interface ImportJob {
  importId: number;
  by: string;
}

async function ensureImportQueue(boss: JobQueue) {
  if (await boss.getQueue(LIST_IMPORT_QUEUE)) return;
  const settings = {
    name: LIST_IMPORT_QUEUE,
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 900,
  };
  // Two processes may race here; the loser's error only says the queue exists.
  await boss.createQueue(LIST_IMPORT_QUEUE, settings).catch(async (error: unknown) => {
    if (!(await boss.getQueue(LIST_IMPORT_QUEUE))) throw error;
  });
}

/** POST /api/list-import/start: queues the import of a checked list. */
export async function startImport(ctx: UseCaseContext, importId: number): Promise<ImportStatus> {
  const row = await visibleImport(ctx, importId);
  if (row.status !== "checked") throw badRequest("Check the list before importing it.");
  if (row.toImport === 0) throw badRequest("The list has no rows to import.");
  const boss = await queueFor(ctx.deps);
  await ensureImportQueue(boss);
  if (!(await claimImport(ctx.deps.db, row.id, ["checked"], "queued")))
    throw badRequest("This list is already being imported.");
  const job: ImportJob = { importId: row.id, by: ownerOf(ctx) };
  await boss.send(LIST_IMPORT_QUEUE, job);
  ctx.deps.notifyImports?.();
  return importStatus(ctx, row.id);
}

/**
 * Runs (or resumes) one import. `maxBatches` stops early, as a killed worker would, for tests and
 * the bench; answers whether the import finished.
 */
export async function runImport(
  deps: Pick<Deps, "db">,
  job: ImportJob,
  options: { maxBatches?: number } = {},
): Promise<boolean> {
  const row = await findImport(deps.db, job.importId);
  if (!row || row.status === "done") return true;
  if (!(await claimImport(deps.db, row.id, ["queued", "importing"], "importing"))) return false;
  let imported = 0;
  for (let batches = 0; ; batches++) {
    if (options.maxBatches !== undefined && batches >= options.maxBatches) return false;
    const done = await importBatch(deps.db, { importId: row.id, listId: row.listId, by: job.by }, BATCH);
    if (done === 0) break;
    imported += done;
  }
  // PGlite has no autovacuum and PostgreSQL's analyzes a table only after a tenth of it changed:
  // until then the planner plans panel searches for the panel before the import.
  if (imported >= ANALYZE_AFTER_ROWS) await analyzeImportedTables(deps.db);
  await updateImport(deps.db, row.id, { status: "done", error: null });
  return true;
}

/** Starts this process's import worker on the queue; returns a stop function. */
export async function startListImportWorker(deps: Deps): Promise<() => Promise<void>> {
  const boss = await queueFor(deps);
  await ensureImportQueue(boss);
  const workerId = await boss.work<ImportJob>(
    LIST_IMPORT_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1 },
    async (jobs: QueueJob<ImportJob>[]) => {
      for (const job of jobs) {
        await runImport(deps, job.data).catch(async (error: unknown) => {
          deps.log.error("list import failed", { importId: job.data.importId, error: String(error) });
          await updateImport(deps.db, job.data.importId, { error: "The import stopped; it is retried." });
          throw error;
        });
      }
    },
  );
  deps.notifyImports = () => boss.notifyWorker(workerId);
  return async () => {
    deps.notifyImports = () => {};
    await boss.offWork(LIST_IMPORT_QUEUE);
  };
}
