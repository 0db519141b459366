import type { Deps } from "../../context";
import { BULK_UNDO_HOURS } from "../../contracts/admin/bulk-data-fields";
import type { JobQueue, QueueJob } from "../../db/job-queue";
import { claimOperation, findOperation, runChunk, undoChunk } from "../../db/repo/admin/bulk-data";
import { queueFor } from "../messaging/queue";
import { type BulkSnapshot, selectionOf, targetOf } from "./bulk-selection";

/**
 * Bulk changes run on the durable queue (decision 281, as list imports do: decision 217). A job
 * carries the operation's id and what to do (run or undo); one job per operation and action
 * (pg-boss 'stately' singleton), so a double click queues nothing new. The worker changes CHUNK
 * rows per transaction; a chunk's rows stop matching the selection (they hold the new value and
 * are recorded), so a job killed half way and retried carries on where it stopped.
 */
const BULK_QUEUE = "bulk-changes";
const CHUNK = 500;

export interface BulkJob {
  operationId: number;
  action: "run" | "undo";
}

const wakers = new WeakMap<object, () => void>();

async function ensureBulkQueue(boss: JobQueue) {
  if (await boss.getQueue(BULK_QUEUE)) return;
  const settings = {
    name: BULK_QUEUE,
    policy: "stately" as const,
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 900,
  };
  // Two processes may race here; the loser's error only says the queue exists.
  await boss.createQueue(BULK_QUEUE, settings).catch(async (error: unknown) => {
    if (!(await boss.getQueue(BULK_QUEUE))) throw error;
  });
}

/** Queues a run or an undo of an operation. */
export async function queueBulkJob(deps: Pick<Deps, "db" | "env">, job: BulkJob) {
  const boss = await queueFor(deps);
  await ensureBulkQueue(boss);
  await boss.send(BULK_QUEUE, job, { singletonKey: `bulk:${job.operationId}:${job.action}` });
  wakers.get(deps.db)?.();
}

/**
 * Runs (or resumes) one job. `maxChunks` stops early, as a killed worker would, and `chunk` sets
 * the rows per transaction (tests); answers whether the job finished.
 */
export async function runBulkJob(
  deps: Pick<Deps, "db" | "now">,
  job: BulkJob,
  options: { maxChunks?: number; chunk?: number } = {},
): Promise<boolean> {
  const { db } = deps;
  const row = await findOperation(db, job.operationId);
  if (!row) return true;
  const snapshot = row.params as BulkSnapshot;
  const size = options.chunk ?? CHUNK;
  if (job.action === "run") {
    if (!(await claimOperation(db, row.id, ["queued", "running"], { status: "running", error: null })))
      return true;
    const selection = await selectionOf(db, snapshot);
    // A retried job starts from the first id again: rows already changed no longer match.
    let lastId = 0;
    for (let chunks = 0; ; chunks++) {
      if (options.maxChunks !== undefined && chunks >= options.maxChunks) return false;
      const step = await runChunk(db, row.id, selection, size, lastId);
      if (step.picked === 0) break;
      lastId = step.lastId;
    }
    const now = deps.now();
    await claimOperation(db, row.id, ["running"], {
      status: "done",
      finishedAt: now,
      undoUntil: new Date(now.getTime() + BULK_UNDO_HOURS * 3_600_000),
    });
    return true;
  }
  if (row.status !== "undoing") return true;
  const target = targetOf(snapshot);
  for (let chunks = 0; ; chunks++) {
    if (options.maxChunks !== undefined && chunks >= options.maxChunks) return false;
    if ((await undoChunk(db, row.id, target, size)) === 0) break;
  }
  await claimOperation(db, row.id, ["undoing"], { status: "undone", undoneAt: deps.now(), error: null });
  return true;
}

/** Starts this process's bulk worker on the queue; returns a stop function. */
export async function startBulkWorker(deps: Deps): Promise<() => Promise<void>> {
  const boss = await queueFor(deps);
  await ensureBulkQueue(boss);
  const workerId = await boss.work<BulkJob>(
    BULK_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1 },
    async (jobs: QueueJob<BulkJob>[]) => {
      for (const job of jobs) {
        await runBulkJob(deps, job.data).catch(async (error: unknown) => {
          deps.log.error("bulk change failed", { ...job.data, error: String(error) });
          const status = job.data.action === "run" ? "running" : "undoing";
          await claimOperation(deps.db, job.data.operationId, [status], {
            status,
            error: "The change stopped; it is retried.",
          });
          throw error;
        });
      }
    },
  );
  wakers.set(deps.db, () => boss.notifyWorker(workerId));
  return async () => {
    wakers.delete(deps.db);
    await boss.offWork(BULK_QUEUE);
  };
}
