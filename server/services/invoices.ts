import type { z } from "zod";
import type { Invoice, invoiceSaveSchema } from "../contracts/invoices";
import type { Db } from "../db/client";
import { clientsTable } from "../db/repo/clients";
import { invoiceNumberTaken, invoicesOfJob, invoicesTable, nextInvoiceNumber } from "../db/repo/jobs";
import { notFound } from "../http/errors";
import type { AccountingAdapter, AdapterChoice } from "./accounting";
import { existingJob } from "./jobs";
import { iso, type Outcome, refusal, success } from "./outcome";

type InvoiceRow = typeof import("../db/schema/job-details").invoices.$inferSelect;
const toInvoice = (r: InvoiceRow): Invoice => ({ ...r, pushedAt: iso(r.pushedAt) });

export async function listInvoices(db: Db, jobId: number) {
  await existingJob(db, jobId);
  return (await invoicesOfJob(db, jobId)).map(toInvoice);
}

export async function saveInvoices(
  db: Db,
  items: z.infer<typeof invoiceSaveSchema>,
): Promise<Outcome<Invoice[]>> {
  const saved: Invoice[] = [];
  for (const item of items) {
    const { id, invoiceNumber, ...values } = item;
    await existingJob(db, values.jobId);
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

export async function deleteInvoice(db: Db, id: number): Promise<Outcome<number>> {
  const row = await invoicesTable.get(db, id);
  if (!row) throw notFound("Invoice not found.");
  if (row.pushedAt)
    return refusal(`Invoice ${row.invoiceNumber} was pushed to accounting and cannot be deleted.`);
  return success(await invoicesTable.remove(db, [id]));
}

export async function pushInvoice(
  db: Db,
  id: number,
  choice: AdapterChoice,
  now: Date,
): Promise<Outcome<Invoice>> {
  const row = await invoicesTable.get(db, id);
  if (!row) throw notFound("Invoice not found.");
  if (!choice.ok) return refusal(choice.error);
  if (row.pushedAt) return refusal(`Invoice ${row.invoiceNumber} was already pushed.`);
  return push(db, row, choice.adapter, now);
}

async function push(
  db: Db,
  row: InvoiceRow,
  adapter: AccountingAdapter,
  now: Date,
): Promise<Outcome<Invoice>> {
  const job = await existingJob(db, row.jobId);
  const client = job.clientId ? await clientsTable.get(db, job.clientId) : undefined;
  try {
    const { externalRef } = await adapter.pushInvoice({
      invoiceNumber: row.invoiceNumber,
      amount: row.amount,
      issuedDate: row.issuedDate,
      dueDate: row.dueDate,
      description: row.description,
      clientName: client?.name ?? null,
      jobNumber: job.jobNumber,
    });
    const updated = await invoicesTable.update(db, row.id, { externalRef, pushedAt: now, status: "Sent" });
    return success(toInvoice(updated as InvoiceRow));
  } catch (error) {
    return refusal(
      `${adapter.name} refused the invoice: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
