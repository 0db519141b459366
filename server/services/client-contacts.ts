import type { z } from "zod";
import { assertClientVisible, assertSelfOrStaff } from "../auth/guard";
import type { UseCaseContext } from "../context";
import type {
  ClientContact,
  clientContactSaveSchema,
  jobScheduleRequestSchema,
} from "../contracts/client-contacts";
import {
  type ClientContactRow,
  clientContactsTable,
  clientsTable,
  contactsByType,
  contactsOfClient,
  jobsOfContact,
} from "../db/repo/clients";
import { badRequest, notFound } from "../http/errors";
import { success } from "./outcome";
import { jobScheduleBySession } from "./sessions/client-schedule";

const toContact = (r: ClientContactRow): ClientContact => {
  const { createdAt: _c, ...rest } = r;
  return rest;
};

export async function listContacts(ctx: UseCaseContext, input: { clientId: number; contactType?: string }) {
  const { db } = ctx.deps;
  if (!(await clientsTable.get(db, input.clientId))) throw notFound("Client not found.");
  await assertClientVisible(ctx, input.clientId);
  const rows = (await contactsOfClient(db, input.clientId)).map(toContact);
  const { contactType } = input;
  return contactType ? rows.filter((r) => r.contactTypes.includes(contactType)) : rows;
}

export async function getContact(ctx: UseCaseContext, id: number) {
  const row = await clientContactsTable.get(ctx.deps.db, id);
  if (!row) throw notFound("Contact not found.");
  await assertClientVisible(ctx, row.clientId);
  return toContact(row);
}

export async function saveContact(ctx: UseCaseContext, input: z.infer<typeof clientContactSaveSchema>) {
  const { db } = ctx.deps;
  const { id, ...values } = input;
  if (!(await clientsTable.get(db, values.clientId))) throw notFound("Client not found.");
  if (id) {
    const before = await clientContactsTable.get(db, id);
    if (!before || before.clientId !== values.clientId) throw notFound("Contact not found.");
    return success(toContact((await clientContactsTable.update(db, id, values)) as ClientContactRow));
  }
  return success(toContact(await clientContactsTable.insert(db, values)));
}

export async function deleteContacts(ctx: UseCaseContext, ids: number[]) {
  return success(await clientContactsTable.removeExisting(ctx.deps.db, ids, "Contact not found."));
}

export async function contactsOfType(
  ctx: UseCaseContext,
  input: { clientIds: number[]; contactTypes: string[] },
) {
  if (input.clientIds.length === 0) return [];
  return (await contactsByType(ctx.deps.db, input.clientIds, input.contactTypes)).map(toContact);
}

export async function jobsOfClientContact(ctx: UseCaseContext, contactId: number) {
  assertSelfOrStaff(ctx, contactId);
  if (!(await clientContactsTable.get(ctx.deps.db, contactId))) throw notFound("Contact not found.");
  return jobsOfContact(ctx.deps.db, contactId);
}

/** client-contact-jobschedule-by-session: the job is named `jobid` (the spec) or `jobId`. */
export function scheduleOfJob(ctx: UseCaseContext, input: z.infer<typeof jobScheduleRequestSchema>) {
  const jobId = input.jobid ?? input.jobId;
  if (!jobId) throw badRequest("jobid: Required");
  return jobScheduleBySession(ctx, { ...input, jobId });
}
