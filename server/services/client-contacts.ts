import type { z } from "zod";
import type { Actor } from "../auth/tokens";
import type { ClientContact, clientContactSaveSchema } from "../contracts/client-contacts";
import type { Db } from "../db/client";
import {
  type ClientContactRow,
  clientContactsTable,
  clientsTable,
  contactsByType,
  contactsOfClient,
  jobsOfContact,
} from "../db/repo/clients";
import { notFound } from "../http/errors";
import { assertClientVisible, assertSelfOrStaff } from "./access";

const toContact = (r: ClientContactRow): ClientContact => {
  const { createdAt: _c, ...rest } = r;
  return rest;
};

export async function listContacts(db: Db, actor: Actor, clientId: number, contactType?: string) {
  if (!(await clientsTable.get(db, clientId))) throw notFound("Client not found.");
  await assertClientVisible(db, actor, clientId);
  const rows = (await contactsOfClient(db, clientId)).map(toContact);
  return contactType ? rows.filter((r) => r.contactTypes.includes(contactType)) : rows;
}

export async function getContact(db: Db, actor: Actor, id: number) {
  const row = await clientContactsTable.get(db, id);
  if (!row) throw notFound("Contact not found.");
  await assertClientVisible(db, actor, row.clientId);
  return toContact(row);
}

export async function saveContact(db: Db, input: z.infer<typeof clientContactSaveSchema>) {
  const { id, ...values } = input;
  if (!(await clientsTable.get(db, values.clientId))) throw notFound("Client not found.");
  if (id) {
    const before = await clientContactsTable.get(db, id);
    if (!before || before.clientId !== values.clientId) throw notFound("Contact not found.");
    return toContact((await clientContactsTable.update(db, id, values)) as ClientContactRow);
  }
  return toContact(await clientContactsTable.insert(db, values));
}

export async function deleteContacts(db: Db, ids: number[]) {
  const rows = await clientContactsTable.getMany(db, ids);
  if (rows.length !== ids.length) throw notFound("Contact not found.");
  return clientContactsTable.remove(db, ids);
}

export async function contactsOfType(db: Db, clientIds: number[], types: string[]) {
  if (clientIds.length === 0) return [];
  return (await contactsByType(db, clientIds, types)).map(toContact);
}

export async function jobsOfClientContact(db: Db, actor: Actor, contactId: number) {
  assertSelfOrStaff(actor, contactId);
  if (!(await clientContactsTable.get(db, contactId))) throw notFound("Contact not found.");
  return jobsOfContact(db, contactId);
}
