import type { z } from "zod";
import type { Actor } from "../auth/tokens";
import type {
  Client,
  clientAddressSaveSchema,
  clientMainAddressSchema,
  clientNoteSaveSchema,
  clientPoSaveSchema,
  clientSaveSchema,
  contactTermsSaveSchema,
  feedbackSaveSchema,
  venueSaveSchema,
} from "../contracts/clients";
import type { Db } from "../db/client";
import {
  addressesOfClient,
  type ClientRow,
  clientAddressesTable,
  clientFeedbackTable,
  clientHasJobs,
  clientNotesTable,
  clientPosTable,
  clientsTable,
  feedbackOf,
  jobsOfClient,
  notesOfClient,
  posOfClient,
  upsertContactTerms,
  venuesOfClient,
  venuesTable,
} from "../db/repo/clients";
import { jobsTable } from "../db/repo/jobs";
import { forbidden, notFound } from "../http/errors";
import { assertClientVisible } from "./access";
import { iso, type Outcome, refusal, success } from "./outcome";

type In<S extends z.ZodType> = z.infer<S>;

const toClient = (r: ClientRow): Client => {
  const { createdAt: _c, updatedAt: _u, ...rest } = r;
  return rest;
};

async function existingClient(db: Db, id: number): Promise<ClientRow> {
  const row = await clientsTable.get(db, id);
  if (!row) throw notFound("Client not found.");
  return row;
}

export async function getClient(db: Db, actor: Actor, id: number): Promise<Client> {
  const row = await existingClient(db, id);
  await assertClientVisible(db, actor, id);
  return toClient(row);
}

export async function saveClient(db: Db, input: In<typeof clientSaveSchema>): Promise<Outcome<Client>> {
  const { id, ...values } = input;
  if (id) {
    await existingClient(db, id);
    const row = await clientsTable.update(db, id, { ...values, updatedAt: new Date() });
    return row ? success(toClient(row)) : refusal("Client not found.");
  }
  return success(toClient(await clientsTable.insert(db, values)));
}

export async function saveMainAddress(db: Db, input: In<typeof clientMainAddressSchema>) {
  const { id, ...values } = input;
  await existingClient(db, id);
  const row = await clientsTable.update(db, id, { ...values, updatedAt: new Date() });
  return toClient(row as ClientRow);
}

export async function deleteClients(db: Db, ids: number[]): Promise<Outcome<number>> {
  for (const id of ids) {
    const row = await existingClient(db, id);
    if (await clientHasJobs(db, id)) {
      return refusal(`${row.name} has jobs and cannot be deleted. Make the client Inactive instead.`);
    }
  }
  return success(await clientsTable.remove(db, ids));
}

const noteOut = (n: Awaited<ReturnType<typeof notesOfClient>>[number]) => ({
  ...n,
  createdAt: iso(n.createdAt) ?? "",
});

export async function listNotes(db: Db, clientId: number, notesType?: string) {
  await existingClient(db, clientId);
  return (await notesOfClient(db, clientId, notesType)).map(noteOut);
}

/** External notes (and turning a note external) need ClientExternalNotes. */
export async function saveNote(
  db: Db,
  actor: Actor,
  input: In<typeof clientNoteSaveSchema>,
  canExternal: boolean,
  canInternal: boolean,
) {
  const { id, ...values } = input;
  await existingClient(db, values.clientId);
  const before = id ? await clientNotesTable.get(db, id) : undefined;
  if (id && (!before || before.clientId !== values.clientId)) throw notFound("Note not found.");
  const external = values.isExternal || before?.isExternal === true;
  if (external ? !canExternal : !canInternal) throw forbidden();
  const row = id
    ? await clientNotesTable.update(db, id, values)
    : await clientNotesTable.insert(db, { ...values, createdBy: actor.name });
  return noteOut(row as NonNullable<typeof row>);
}

export async function deleteNotes(db: Db, ids: number[], canExternal: boolean, canInternal: boolean) {
  const rows = await clientNotesTable.getMany(db, ids);
  if (rows.length !== ids.length) throw notFound("Note not found.");
  for (const n of rows) if (n.isExternal ? !canExternal : !canInternal) throw forbidden();
  return clientNotesTable.remove(db, ids);
}

export async function listFeedback(db: Db, clientId?: number) {
  if (clientId) await existingClient(db, clientId);
  return (await feedbackOf(db, clientId)).map((r) => ({
    ...r.f,
    clientName: r.clientName,
    createdAt: iso(r.f.createdAt) ?? "",
  }));
}

export async function saveFeedback(db: Db, actor: Actor, input: In<typeof feedbackSaveSchema>) {
  const { id, ...values } = input;
  await existingClient(db, values.clientId);
  if (values.jobId) {
    const job = await jobsTable.get(db, values.jobId);
    if (!job || job.clientId !== values.clientId) return refusal("The job does not belong to this client.");
  }
  const row = id
    ? await checkedUpdate(clientFeedbackTable, db, id, values.clientId, values)
    : await clientFeedbackTable.insert(db, { ...values, jobId: values.jobId ?? null, createdBy: actor.name });
  return success({ ...row, createdAt: iso(row.createdAt) ?? "" });
}

/** Updates a child row only when it belongs to the given client (else 404). */
async function checkedUpdate<R extends { clientId: number | null }, V extends object>(
  table: {
    get(db: Db, id: number): Promise<R | undefined>;
    update(db: Db, id: number, v: V): Promise<R | undefined>;
  },
  db: Db,
  id: number,
  clientId: number | null,
  values: V,
): Promise<R> {
  const before = await table.get(db, id);
  if (!before || before.clientId !== clientId) throw notFound("Record not found.");
  return (await table.update(db, id, values)) as R;
}

export async function listVenues(db: Db, clientId: number, withGlobal: boolean) {
  await existingClient(db, clientId);
  return venuesOfClient(db, clientId, withGlobal);
}

export async function saveVenue(db: Db, input: In<typeof venueSaveSchema>) {
  const { id, ...values } = input;
  if (values.clientId) await existingClient(db, values.clientId);
  return id ? checkedUpdate(venuesTable, db, id, values.clientId, values) : venuesTable.insert(db, values);
}

export async function listAddresses(db: Db, clientId: number) {
  await existingClient(db, clientId);
  return addressesOfClient(db, clientId);
}

export async function saveAddress(db: Db, input: In<typeof clientAddressSaveSchema>) {
  const { id, ...values } = input;
  await existingClient(db, values.clientId);
  return id
    ? checkedUpdate(clientAddressesTable, db, id, values.clientId, values)
    : clientAddressesTable.insert(db, values);
}

export async function listPos(db: Db, clientId: number) {
  await existingClient(db, clientId);
  return posOfClient(db, clientId);
}

export async function savePo(db: Db, input: In<typeof clientPoSaveSchema>): Promise<Outcome<unknown>> {
  const { id, ...values } = input;
  await existingClient(db, values.clientId);
  if (values.jobId) {
    const job = await jobsTable.get(db, values.jobId);
    if (!job || job.clientId !== values.clientId) return refusal("The job does not belong to this client.");
  }
  return success(
    id
      ? await checkedUpdate(clientPosTable, db, id, values.clientId, values)
      : await clientPosTable.insert(db, values),
  );
}

export async function saveContactTerms(db: Db, input: In<typeof contactTermsSaveSchema>) {
  await existingClient(db, input.clientId);
  const row = await upsertContactTerms(db, input);
  if (!row) throw notFound();
  const { updatedAt: _u, ...rest } = row;
  return rest;
}

export async function quoteInvoiceNotes(db: Db, clientId: number) {
  const c = await existingClient(db, clientId);
  return { quoteNotes: c.quoteNotes, invoiceNotes: c.invoiceNotes };
}

export async function clientJobs(db: Db, actor: Actor, clientId: number, limit: number) {
  await existingClient(db, clientId);
  await assertClientVisible(db, actor, clientId);
  return jobsOfClient(db, clientId, limit);
}

/** Deletes child rows after checking each exists (404 otherwise). */
export async function deleteChildren(
  table: {
    getMany(db: Db, ids: number[]): Promise<unknown[]>;
    remove(db: Db, ids: number[]): Promise<number>;
  },
  db: Db,
  ids: number[],
) {
  const rows = await table.getMany(db, ids);
  if (rows.length !== ids.length) throw notFound("Record not found.");
  return table.remove(db, ids);
}
