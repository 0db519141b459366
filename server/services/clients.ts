import type { z } from "zod";
import { assertClientVisible, callerOf, holds, isStaff } from "../auth/guard";
import type { UseCaseContext } from "../context";
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
  listClientOptions,
  notesOfClient,
  posOfClient,
  upsertContactTerms,
  venuesOfClient,
  venuesTable,
} from "../db/repo/clients";
import { jobsTable } from "../db/repo/jobs";
import { forbidden, notFound } from "../http/errors";
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

/** Picker options of every client (or only the active ones). */
export function clientOptions(ctx: UseCaseContext, input: { activeOnly: boolean }) {
  return listClientOptions(ctx.deps.db, input.activeOnly);
}

export async function getClient(ctx: UseCaseContext, id: number): Promise<Client> {
  const row = await existingClient(ctx.deps.db, id);
  await assertClientVisible(ctx, id);
  const client = toClient(row);
  // The agency's own notes on quoting and invoicing the company are not for its contacts (decision 211).
  return isStaff(ctx) ? client : { ...client, quoteNotes: null, invoiceNotes: null };
}

export async function saveClient(
  ctx: UseCaseContext,
  input: In<typeof clientSaveSchema>,
): Promise<Outcome<Client>> {
  const { db } = ctx.deps;
  const { id, ...values } = input;
  if (id) {
    await existingClient(db, id);
    const row = await clientsTable.update(db, id, { ...values, updatedAt: ctx.deps.now() });
    return row ? success(toClient(row)) : refusal("Client not found.");
  }
  return success(toClient(await clientsTable.insert(db, values)));
}

export async function saveMainAddress(ctx: UseCaseContext, input: In<typeof clientMainAddressSchema>) {
  const { db } = ctx.deps;
  const { id, ...values } = input;
  await existingClient(db, id);
  const row = await clientsTable.update(db, id, { ...values, updatedAt: ctx.deps.now() });
  return success(toClient(row as ClientRow));
}

export async function deleteClients(ctx: UseCaseContext, ids: number[]): Promise<Outcome<number>> {
  const { db } = ctx.deps;
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

export async function listNotes(ctx: UseCaseContext, input: { clientId: number; notesType?: string }) {
  await existingClient(ctx.deps.db, input.clientId);
  return (await notesOfClient(ctx.deps.db, input.clientId, input.notesType)).map(noteOut);
}

/** External notes (and turning a note external) need ClientExternalNotes, internal ones ClientAdmin. */
const mayTouchNote = (ctx: UseCaseContext, external: boolean) => holds(ctx, external ? "CEN" : "CLI");

export async function saveNote(ctx: UseCaseContext, input: In<typeof clientNoteSaveSchema>) {
  const { db } = ctx.deps;
  const { id, ...values } = input;
  await existingClient(db, values.clientId);
  const before = id ? await clientNotesTable.get(db, id) : undefined;
  if (id && (!before || before.clientId !== values.clientId)) throw notFound("Note not found.");
  const external = values.isExternal || before?.isExternal === true;
  if (!mayTouchNote(ctx, external)) throw forbidden();
  const row = id
    ? await clientNotesTable.update(db, id, values)
    : await clientNotesTable.insert(db, { ...values, createdBy: callerOf(ctx).name });
  return success(noteOut(row as NonNullable<typeof row>));
}

export async function deleteNotes(ctx: UseCaseContext, ids: number[]) {
  const mayTouch = (rows: { isExternal: boolean | null }[]) => {
    for (const n of rows) if (!mayTouchNote(ctx, n.isExternal === true)) throw forbidden();
  };
  return success(await clientNotesTable.removeExisting(ctx.deps.db, ids, "Note not found.", mayTouch));
}

/** Feedback of one client, or of every client when clientId is absent. */
export async function listFeedback(ctx: UseCaseContext, clientId?: number) {
  const { db } = ctx.deps;
  if (clientId) await existingClient(db, clientId);
  return (await feedbackOf(db, clientId)).map((r) => ({
    ...r.f,
    clientName: r.clientName,
    jobLabel: r.jobLabel,
    sessionLabel: r.sessionLabel,
    createdAt: iso(r.f.createdAt) ?? "",
  }));
}

export async function saveFeedback(ctx: UseCaseContext, input: In<typeof feedbackSaveSchema>) {
  const { db } = ctx.deps;
  const { id, ...values } = input;
  await existingClient(db, values.clientId);
  const refused = await foreignJob(db, values);
  if (refused) return refused;
  const row = id
    ? await checkedUpdate(clientFeedbackTable, db, id, values.clientId, values)
    : await clientFeedbackTable.insert(db, {
        ...values,
        jobId: values.jobId ?? null,
        createdBy: callerOf(ctx).name,
      });
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

/** Adds a child row of a client (id 0) or updates it when it belongs to that client. */
function saveOfClient<R extends { clientId: number | null }, V extends object>(
  table: Parameters<typeof checkedUpdate<R, V>>[0] & { insert(db: Db, v: V): Promise<R> },
  db: Db,
  id: number | undefined,
  clientId: number | null,
  values: V,
): Promise<R> {
  return id ? checkedUpdate(table, db, id, clientId, values) : table.insert(db, values);
}

/**
 * Saves a child row of a client: 404 when the client is missing or the row is another client's;
 * `refuse` may turn the save down first (a refusal) once the client is known.
 */
async function saveUnderClient<
  R extends { clientId: number | null },
  I extends { id?: number | undefined; clientId: number },
>(
  ctx: UseCaseContext,
  table: Parameters<typeof saveOfClient<R, Omit<I, "id">>>[0],
  input: I,
  refuse?: (db: Db, values: Omit<I, "id">) => Promise<Outcome<never> | undefined>,
) {
  const { db } = ctx.deps;
  const { id, ...values } = input;
  await existingClient(db, values.clientId);
  const refused = await refuse?.(db, values);
  return refused ?? success(await saveOfClient(table, db, id, values.clientId, values));
}

/** Feedback and POs may name a job: it must be one of their client's. */
async function foreignJob(db: Db, values: { clientId: number; jobId?: number | null | undefined }) {
  if (!values.jobId) return undefined;
  const job = await jobsTable.get(db, values.jobId);
  return !job || job.clientId !== values.clientId
    ? refusal("The job does not belong to this client.")
    : undefined;
}

/** A list under a client: 404 when the client is missing. */
const listOfClient =
  <R>(read: (db: Db, clientId: number) => Promise<R>) =>
  async (ctx: UseCaseContext, clientId: number) => {
    await existingClient(ctx.deps.db, clientId);
    return read(ctx.deps.db, clientId);
  };

export async function listVenues(ctx: UseCaseContext, input: { clientId: number; withGlobal: boolean }) {
  await existingClient(ctx.deps.db, input.clientId);
  return venuesOfClient(ctx.deps.db, input.clientId, input.withGlobal);
}

export async function saveVenue(ctx: UseCaseContext, input: In<typeof venueSaveSchema>) {
  const { db } = ctx.deps;
  const { id, ...values } = input;
  if (values.clientId) await existingClient(db, values.clientId);
  return success(await saveOfClient(venuesTable, db, id, values.clientId, values));
}

export const listAddresses = listOfClient(addressesOfClient);

export const saveAddress = (ctx: UseCaseContext, input: In<typeof clientAddressSaveSchema>) =>
  saveUnderClient(ctx, clientAddressesTable, input);

export const listPos = listOfClient(posOfClient);

export const savePo = (ctx: UseCaseContext, input: In<typeof clientPoSaveSchema>) =>
  saveUnderClient(ctx, clientPosTable, input, foreignJob);

export async function saveContactTerms(ctx: UseCaseContext, input: In<typeof contactTermsSaveSchema>) {
  await existingClient(ctx.deps.db, input.clientId);
  const row = await upsertContactTerms(ctx.deps.db, input);
  if (!row) throw notFound();
  const { updatedAt: _u, ...rest } = row;
  return success(rest);
}

export async function quoteInvoiceNotes(ctx: UseCaseContext, clientId: number) {
  const c = await existingClient(ctx.deps.db, clientId);
  return { quoteNotes: c.quoteNotes, invoiceNotes: c.invoiceNotes };
}

export async function clientJobs(ctx: UseCaseContext, input: { clientId: number; limit: number }) {
  await existingClient(ctx.deps.db, input.clientId);
  await assertClientVisible(ctx, input.clientId);
  return jobsOfClient(ctx.deps.db, input.clientId, input.limit);
}

/** The client's child lists whose rows are deleted by id alone (each must exist, else 404). */
const CHILD_TABLES = {
  feedback: clientFeedbackTable,
  venue: venuesTable,
  address: clientAddressesTable,
  po: clientPosTable,
} as const;

export async function deleteChildren(
  ctx: UseCaseContext,
  input: { kind: keyof typeof CHILD_TABLES; ids: number[] },
) {
  const table: { removeExisting(db: Db, ids: number[], notFoundText: string): Promise<number> } =
    CHILD_TABLES[input.kind];
  return success(await table.removeExisting(ctx.deps.db, input.ids, "Record not found."));
}
