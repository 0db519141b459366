import type { z } from "zod";
import type { Deps, UseCaseContext } from "../../context";
import type { Invoice, invoiceSaveSchema } from "../../contracts/invoices";
import { recordPushed } from "../../db/repo/admin/accounting";
import {
  getJobWithClient,
  invoiceNumberTaken,
  invoicesOfJob,
  invoicesTable,
  nextInvoiceNumber,
} from "../../db/repo/jobs";
import { notFound } from "../../http/errors";
import { accountingAdapters } from "../admin/myob-adapter";
import { iso, type Outcome, refusal, success } from "../outcome";
import { type AccountingAdapter, accountingAdapter } from "./accounting";
import { existingJob } from "./jobs";

type InvoiceRow = typeof import("../../db/schema/job-details").invoices.$inferSelect;
const toInvoice = (r: InvoiceRow): Invoice => ({ ...r, pushedAt: iso(r.pushedAt) });

export async function listInvoices(ctx: UseCaseContext, jobId: number) {
  await existingJob(ctx, jobId);
  return (await invoicesOfJob(ctx.deps.db, jobId)).map(toInvoice);
}

export async function saveInvoices(
  ctx: UseCaseContext,
  items: z.infer<typeof invoiceSaveSchema>,
): Promise<Outcome<Invoice[]>> {
  const { db } = ctx.deps;
  const saved: Invoice[] = [];
  for (const item of items) {
    const { id, invoiceNumber, ...values } = item;
    await existingJob(ctx, values.jobId);
    if (invoiceNumber && (await invoiceNumberTaken(db, invoiceNumber, id))) {
      return refusal(`Invoice number ${invoiceNumber} is already used.`);
    }
    if (values.issuedDate && values.dueDate && values.dueDate < values.issuedDate) {
      return refusal("The due date must not be before the issue date.");
    }
    if (id) {
      const before = await invoicesTable.get(db, id);
      if (!before || before.jobId !== values.jobId) throw notFound("Invoice not found.");
      if (before.pushedAt)
        return refusal(`Invoice ${before.invoiceNumber} was pushed to accounting and cannot change.`);
      const row = await invoicesTable.update(db, id, {
        ...values,
        ...(invoiceNumber ? { invoiceNumber } : {}),
      });
      saved.push(toInvoice(row as InvoiceRow));
    } else {
      const number = invoiceNumber ?? (await nextInvoiceNumber(db));
      saved.push(toInvoice(await invoicesTable.insert(db, { ...values, invoiceNumber: number })));
    }
  }
  return success(saved);
}

export async function deleteInvoice(ctx: UseCaseContext, id: number): Promise<Outcome<number>> {
  const { db } = ctx.deps;
  const row = await invoicesTable.get(db, id);
  if (!row) throw notFound("Invoice not found.");
  if (row.pushedAt)
    return refusal(`Invoice ${row.invoiceNumber} was pushed to accounting and cannot be deleted.`);
  return success(await invoicesTable.remove(db, [id]));
}

/** Pushes an invoice to the accounting system ACCOUNTING_SYSTEM names. */
export async function pushInvoice(ctx: UseCaseContext, id: number): Promise<Outcome<Invoice>> {
  const row = await invoicesTable.get(ctx.deps.db, id);
  if (!row) throw notFound("Invoice not found.");
  const choice = accountingAdapter(process.env.ACCOUNTING_SYSTEM, accountingAdapters(ctx.deps));
  if (!choice.ok) return refusal(choice.error);
  if (row.pushedAt) return refusal(`Invoice ${row.invoiceNumber} was already pushed.`);
  try {
    await sendInvoice(ctx.deps, row, choice.adapter);
  } catch (error) {
    return refusal(
      `${choice.adapter.name} refused the invoice: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return success(toInvoice((await invoicesTable.get(ctx.deps.db, id)) as InvoiceRow));
}

/**
 * Sends one invoice and records the system's reference once (decision 279): the key is the same
 * on every retry, and the reference is written only while the invoice is not pushed yet.
 */
export async function sendInvoice(
  deps: Pick<Deps, "db" | "now">,
  row: InvoiceRow,
  adapter: AccountingAdapter,
): Promise<void> {
  const found = await getJobWithClient(deps.db, row.jobId);
  if (!found) throw notFound("Job not found.");
  const { externalRef } = await adapter.pushInvoice(
    {
      invoiceNumber: row.invoiceNumber,
      amount: row.amount,
      issuedDate: row.issuedDate,
      dueDate: row.dueDate,
      description: row.description,
      clientName: found.clientName ?? null,
      jobNumber: found.job.jobNumber,
    },
    { idempotencyKey: `invoice-${row.id}-${row.invoiceNumber}` },
  );
  await recordPushed(deps.db, row.id, externalRef, deps.now());
}
