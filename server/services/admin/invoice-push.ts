import type { Deps } from "../../context";
import type { JobQueue, QueueJob } from "../../db/job-queue";
import { unpushedInvoicesOfJob } from "../../db/repo/admin/accounting";
import { invoicesTable } from "../../db/repo/jobs";
import { accountingAdapter } from "../jobs/accounting";
import { sendInvoice } from "../jobs/invoices";
import { queueFor } from "../messaging/queue";
import { accountingAdapters } from "./myob-adapter";

/**
 * Invoices pushed as queued jobs (decision 279): one job per invoice, its singleton key the
 * invoice id ('stately' policy: at most one waiting and one running per invoice), so pushing a
 * job's invoices twice queues nothing new. The worker sends with an idempotency key and records
 * the reference only while the invoice is unpushed, so a worker that dies after the system
 * accepted the invoice, and is retried, never creates a second one.
 */
const INVOICE_PUSH_QUEUE = "invoice-pushes";

interface PushJob {
  invoiceId: number;
}

const wakers = new WeakMap<object, () => void>();

async function ensurePushQueue(boss: JobQueue) {
  if (await boss.getQueue(INVOICE_PUSH_QUEUE)) return;
  const settings = {
    name: INVOICE_PUSH_QUEUE,
    policy: "stately" as const,
    retryLimit: 8,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 300,
  };
  // Two processes may race here; the loser's error only says the queue exists.
  await boss.createQueue(INVOICE_PUSH_QUEUE, settings).catch(async (error: unknown) => {
    if (!(await boss.getQueue(INVOICE_PUSH_QUEUE))) throw error;
  });
}

/** Queues a push for each invoice of the job not pushed yet; answers those invoices. */
export async function queueJobInvoices(deps: Pick<Deps, "db" | "env">, jobId: number) {
  const rows = await unpushedInvoicesOfJob(deps.db, jobId);
  if (rows.length === 0) return [];
  const boss = await queueFor(deps);
  await ensurePushQueue(boss);
  for (const row of rows) {
    const job: PushJob = { invoiceId: row.id };
    await boss.send(INVOICE_PUSH_QUEUE, job, { singletonKey: `invoice:${row.id}` });
  }
  wakers.get(deps.db)?.();
  return rows.map((r) => ({ id: r.id, invoiceNumber: r.invoiceNumber }));
}

/** Runs one push (the worker's body; tests call it to play a retry). */
export async function runInvoicePush(deps: Pick<Deps, "db" | "env" | "now">, job: PushJob): Promise<void> {
  const row = await invoicesTable.get(deps.db, job.invoiceId);
  if (!row || row.pushedAt) return;
  const choice = accountingAdapter(process.env.ACCOUNTING_SYSTEM, accountingAdapters(deps));
  if (!choice.ok) throw new Error(choice.error);
  await sendInvoice(deps, row, choice.adapter);
}

/** Starts this process's push worker; returns a stop function. */
export async function startInvoicePushWorker(deps: Deps): Promise<() => Promise<void>> {
  const boss = await queueFor(deps);
  await ensurePushQueue(boss);
  const workerId = await boss.work<PushJob>(
    INVOICE_PUSH_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 2 },
    async (jobs: QueueJob<PushJob>[]) => {
      for (const job of jobs) {
        await runInvoicePush(deps, job.data).catch((error: unknown) => {
          deps.log.error("invoice push failed", { invoiceId: job.data.invoiceId, error: String(error) });
          throw error;
        });
      }
    },
  );
  wakers.set(deps.db, () => boss.notifyWorker(workerId));
  return async () => {
    wakers.delete(deps.db);
    await boss.offWork(INVOICE_PUSH_QUEUE);
  };
}
