import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  clientAddresses,
  clientContactTerms,
  clientFeedback,
  clientNotes,
  clientPurchaseOrders,
  venues,
} from "../schema/client-details";
import { clientContacts, clients } from "../schema/clients";
import { jobContacts } from "../schema/job-details";
import { jobGroups, jobs } from "../schema/jobs";
import { crud } from "./crud";

export const clientsTable = crud(clients);
export const clientContactsTable = crud(clientContacts);
export const clientNotesTable = crud(clientNotes);
export const clientFeedbackTable = crud(clientFeedback);
export const venuesTable = crud(venues);
export const clientAddressesTable = crud(clientAddresses);
export const clientPosTable = crud(clientPurchaseOrders);

export type ClientRow = typeof clients.$inferSelect;
export type ClientContactRow = typeof clientContacts.$inferSelect;

export const listClientOptions = (db: Db, activeOnly: boolean) =>
  db
    .select({ id: clients.id, name: clients.name, status: clients.status })
    .from(clients)
    .where(activeOnly ? eq(clients.status, "Active") : undefined)
    .orderBy(asc(clients.name));

/** A client's notes, newest first; `externalOnly` for what its contacts may read (decision 214). */
export const notesOfClient = (db: Db, clientId: number, notesType?: string, externalOnly = false) =>
  db
    .select()
    .from(clientNotes)
    .where(
      and(
        eq(clientNotes.clientId, clientId),
        notesType ? eq(clientNotes.notesType, notesType) : undefined,
        externalOnly ? eq(clientNotes.isExternal, true) : undefined,
      ),
    )
    .orderBy(desc(clientNotes.createdAt), desc(clientNotes.id));

/**
 * Feedback of one client (or every client), newest first, with the job's and session's labels;
 * `portalOnly` keeps what the client's contacts gave in the portal (decision 214).
 */
export const feedbackOf = (db: Db, clientId?: number, portalOnly = false) =>
  db
    .select({
      f: clientFeedback,
      clientName: clients.name,
      jobLabel: sql<
        string | null
      >`case when ${jobs.id} is null then null else ${jobs.jobNumber} || ' - ' || ${jobs.name} end`,
      sessionLabel: sql<
        string | null
      >`case when ${jobGroups.id} is null then null else trim('Session ' || ${jobGroups.sessionNumber} || ' ' || coalesce(${jobGroups.name}, '')) end`,
    })
    .from(clientFeedback)
    .innerJoin(clients, eq(clients.id, clientFeedback.clientId))
    .leftJoin(jobs, eq(jobs.id, clientFeedback.jobId))
    .leftJoin(jobGroups, eq(jobGroups.id, clientFeedback.jobGroupId))
    .where(
      and(
        clientId ? eq(clientFeedback.clientId, clientId) : undefined,
        portalOnly ? isNotNull(clientFeedback.clientContactId) : undefined,
      ),
    )
    .orderBy(desc(clientFeedback.createdAt), desc(clientFeedback.id))
    .limit(1000);

export const venuesOfClient = (db: Db, clientId: number, withGlobal: boolean) =>
  db
    .select()
    .from(venues)
    .where(
      withGlobal ? or(eq(venues.clientId, clientId), isNull(venues.clientId)) : eq(venues.clientId, clientId),
    )
    .orderBy(asc(venues.name));

export const contactsOfClient = (db: Db, clientId: number) =>
  db
    .select()
    .from(clientContacts)
    .where(eq(clientContacts.clientId, clientId))
    .orderBy(asc(clientContacts.lastName), asc(clientContacts.firstName));

/** Contacts of the clients having any of the contact types (array overlap). */
export const contactsByType = (db: Db, clientIds: number[], types: string[]) =>
  db
    .select()
    .from(clientContacts)
    .where(
      and(
        inArray(clientContacts.clientId, clientIds),
        types.length > 0 ? sql`${clientContacts.contactTypes} && ${sql.param(types)}::text[]` : undefined,
      ),
    )
    .orderBy(asc(clientContacts.lastName));

export async function clientIdOfContact(db: Db, contactId: number): Promise<number | undefined> {
  const rows = await db
    .select({ clientId: clientContacts.clientId })
    .from(clientContacts)
    .where(eq(clientContacts.id, contactId));
  return rows[0]?.clientId;
}

export const addressesOfClient = (db: Db, clientId: number) =>
  db
    .select()
    .from(clientAddresses)
    .where(eq(clientAddresses.clientId, clientId))
    .orderBy(asc(clientAddresses.id));

export const posOfClient = (db: Db, clientId: number) =>
  db
    .select()
    .from(clientPurchaseOrders)
    .where(eq(clientPurchaseOrders.clientId, clientId))
    .orderBy(desc(clientPurchaseOrders.id));

export async function upsertContactTerms(db: Db, values: typeof clientContactTerms.$inferInsert) {
  const match = and(
    eq(clientContactTerms.clientId, values.clientId),
    values.clientContactId
      ? eq(clientContactTerms.clientContactId, values.clientContactId)
      : isNull(clientContactTerms.clientContactId),
  );
  const existing = await db
    .select({ id: clientContactTerms.id })
    .from(clientContactTerms)
    .where(match)
    .limit(1);
  const first = existing[0];
  if (first) {
    const rows = await db
      .update(clientContactTerms)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(clientContactTerms.id, first.id))
      .returning();
    return rows[0];
  }
  const rows = await db.insert(clientContactTerms).values(values).returning();
  return rows[0];
}

/** A job as a client's lists show it. */
export const JOB_SUMMARY = {
  id: jobs.id,
  jobNumber: jobs.jobNumber,
  name: jobs.name,
  status: jobs.status,
  startDate: jobs.startDate,
  endDate: jobs.endDate,
  projectManager: jobs.projectManager,
};

export const jobsOfClient = (db: Db, clientId: number, limit: number) =>
  db
    .select(JOB_SUMMARY)
    .from(jobs)
    .where(eq(jobs.clientId, clientId))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);

/** Jobs a client contact is linked to: as the job's contact or through job_contacts. */
export function jobsOfContact(db: Db, contactId: number) {
  return db
    .selectDistinct(JOB_SUMMARY)
    .from(jobs)
    .leftJoin(jobContacts, eq(jobContacts.jobId, jobs.id))
    .where(or(eq(jobs.clientContactId, contactId), eq(jobContacts.clientContactId, contactId)))
    .orderBy(desc(jobs.id));
}

export async function clientHasJobs(db: Db, clientId: number): Promise<boolean> {
  const rows = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.clientId, clientId)).limit(1);
  return rows.length > 0;
}
