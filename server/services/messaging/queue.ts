import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { type JobQueue, openJobQueue } from "../../db/job-queue";

/** The queue that carries deliveries; one job = a chunk of delivery ids. */
export const MESSAGES_QUEUE = "messages";

/** A job's payload: the deliveries it sends (each claimed on its own). */
export interface DeliveryChunk {
  campaignId: number;
  deliveryIds: number[];
  /** The request that queued the campaign (decision 288): every log line of the job carries it. */
  requestId?: string;
}

/** Attempts before a transient failure becomes 'failed'. */
export const MAX_ATTEMPTS = 5;

const queues = new WeakMap<Db, Promise<JobQueue>>();

/**
 * The process's queue for this database. API-only processes (and tests) open one without the
 * supervisor, just to insert jobs; the worker registers its supervised one with `registerQueue`.
 */
export function queueFor(deps: Pick<Deps, "db" | "env">): Promise<JobQueue> {
  let queue = queues.get(deps.db);
  if (!queue) {
    queue = openJobQueue(deps.db, {
      supervise: false,
      expireInSeconds: deps.env.messaging.jobExpireSeconds,
      maintenanceIntervalSeconds: deps.env.messaging.maintenanceSeconds,
      // This queue only inserts jobs; nothing is lost when one of its idle connections ends.
      onError: (error) => console.error(`job queue: an idle connection failed (${error.message})`),
    }).then(async (boss) => {
      await ensureQueue(boss, deps.env.messaging);
      return boss;
    });
    queues.set(deps.db, queue);
    queue.catch(() => queues.delete(deps.db));
  }
  return queue;
}

export function registerQueue(db: Db, queue: JobQueue) {
  queues.set(db, Promise.resolve(queue));
}

export function forgetQueue(db: Db) {
  queues.delete(db);
}

/** Stops and forgets the queue of this database (server shutdown, test teardown). */
export async function closeQueue(db: Db) {
  const queue = queues.get(db);
  queues.delete(db);
  if (queue) await (await queue).stop({ graceful: false, wait: true });
}

/**
 * Creates the messages queue, or brings its settings up to this process's environment: retries
 * with backoff, and jobs of dead workers expire after MESSAGING_JOB_EXPIRE_SECONDS.
 */
export async function ensureQueue(
  boss: JobQueue,
  { jobExpireSeconds, retryDelaySeconds }: { jobExpireSeconds: number; retryDelaySeconds: number },
) {
  const settings = {
    name: MESSAGES_QUEUE,
    retryLimit: MAX_ATTEMPTS + 2,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: jobExpireSeconds,
  };
  if (await boss.getQueue(MESSAGES_QUEUE)) return boss.updateQueue(MESSAGES_QUEUE, settings);
  // Two processes may race here; the loser's error only says the queue exists.
  await boss.createQueue(MESSAGES_QUEUE, settings).catch(async (error: unknown) => {
    if (!(await boss.getQueue(MESSAGES_QUEUE))) throw error;
  });
}
