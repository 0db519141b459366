import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../client";
import { staffUsers } from "../schema/accounts";
import { venues } from "../schema/client-details";
import { clientContacts, clients } from "../schema/clients";
import {
  invoices,
  jobContacts,
  jobDurations,
  jobIncentives,
  jobTimeAllocations,
  jobVenues,
  quotas,
} from "../schema/job-details";
import { jobGroups, jobs } from "../schema/jobs";
import { crud } from "./crud";

export const jobsTable = crud(jobs);
export const jobIncentivesTable = crud(jobIncentives);
export const jobContactsTable = crud(jobContacts);
export const jobVenuesTable = crud(jobVenues);
export const jobGroupsTable = crud(jobGroups);
export const quotasTable = crud(quotas);
export const invoicesTable = crud(invoices);

export type JobRow = typeof jobs.$inferSelect;

export async function getJobWithClient(db: Db, id: number) {
  const rows = await db
    .select({ job: jobs, clientName: clients.name })
    .from(jobs)
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .where(eq(jobs.id, id));
  return rows[0];
}

export const listJobsBrief = (db: Db, limit: number) =>
  db
    .select({ job: jobs, clientName: clients.name })
    .from(jobs)
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .orderBy(desc(jobs.id))
    .limit(limit);

/** Jobs with nobody allocated yet (no project manager and no recruiter), open ones first. */
export const jobsToBeAllocated = (db: Db) =>
  db
    .select({ job: jobs, clientName: clients.name })
    .from(jobs)
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .where(and(isNull(jobs.projectManager), sql`cardinality(${jobs.recruiters}) = 0`))
    .orderBy(desc(jobs.id))
    .limit(500);

/** The next free job number J{yy}-{nnnnn}. */
export async function nextJobNumber(db: Db, year: number): Promise<string> {
  const prefix = `J${String(year % 100).padStart(2, "0")}-`;
  const rows = await db
    .select({ n: sql<string | null>`max(${jobs.jobNumber})` })
    .from(jobs)
    .where(sql`${jobs.jobNumber} like ${`${prefix}%`}`);
  const last = rows[0]?.n;
  const next = last ? Number(last.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(Number.isFinite(next) ? next : 1).padStart(5, "0")}`;
}

export async function jobNumberTaken(db: Db, jobNumber: string, exceptId?: number) {
  const rows = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.jobNumber, jobNumber));
  return rows.some((r) => r.id !== exceptId);
}

export const incentivesOfJob = (db: Db, jobId: number) =>
  db.select().from(jobIncentives).where(eq(jobIncentives.jobId, jobId)).orderBy(asc(jobIncentives.id));

export const contactsOfJob = (db: Db, jobId: number) =>
  db
    .select({
      id: jobContacts.id,
      jobId: jobContacts.jobId,
      clientContactId: jobContacts.clientContactId,
      contactType: jobContacts.contactType,
      name: sql<string>`${clientContacts.firstName} || ' ' || ${clientContacts.lastName}`,
      email: clientContacts.email,
    })
    .from(jobContacts)
    .innerJoin(clientContacts, eq(clientContacts.id, jobContacts.clientContactId))
    .where(eq(jobContacts.jobId, jobId))
    .orderBy(asc(jobContacts.id));

export const venuesOfJob = (db: Db, jobId: number) =>
  db
    .select({
      id: jobVenues.id,
      jobId: jobVenues.jobId,
      venueId: jobVenues.venueId,
      venueName: venues.name,
      notes: jobVenues.notes,
    })
    .from(jobVenues)
    .innerJoin(venues, eq(venues.id, jobVenues.venueId))
    .where(eq(jobVenues.jobId, jobId))
    .orderBy(asc(jobVenues.id));

export const durationsOfJob = (db: Db, jobId: number) =>
  db.select().from(jobDurations).where(eq(jobDurations.jobId, jobId)).orderBy(asc(jobDurations.minutes));

/** Replaces a job's durations with the given list in one transaction. */
export async function replaceDurations(
  db: Db,
  jobId: number,
  items: {
    id?: number | undefined;
    minutes: number;
    description: string | null;
    incentiveAmount: number | null;
  }[],
) {
  return db.transaction(async (tx) => {
    const keep = items.map((i) => i.id).filter((id): id is number => !!id);
    const existing = await tx
      .select({ id: jobDurations.id })
      .from(jobDurations)
      .where(eq(jobDurations.jobId, jobId));
    const drop = existing.map((e) => e.id).filter((id) => !keep.includes(id));
    if (drop.length > 0) await tx.delete(jobDurations).where(inArray(jobDurations.id, drop));
    for (const item of items) {
      const values = {
        jobId,
        minutes: item.minutes,
        description: item.description,
        incentiveAmount: item.incentiveAmount,
      };
      if (item.id && existing.some((e) => e.id === item.id)) {
        await tx.update(jobDurations).set(values).where(eq(jobDurations.id, item.id));
      } else {
        await tx.insert(jobDurations).values(values);
      }
    }
    return tx
      .select()
      .from(jobDurations)
      .where(eq(jobDurations.jobId, jobId))
      .orderBy(asc(jobDurations.minutes));
  });
}

export const timeAllocationsOfJob = (db: Db, jobId: number) =>
  db
    .select()
    .from(jobTimeAllocations)
    .where(eq(jobTimeAllocations.jobId, jobId))
    .orderBy(asc(jobTimeAllocations.username), asc(jobTimeAllocations.id));

export const timeSummaryOfJob = (db: Db, jobId: number) =>
  db
    .select({
      username: jobTimeAllocations.username,
      allocatedMinutes: sql<number>`coalesce(sum(${jobTimeAllocations.allocatedMinutes}), 0)::int`,
      spentMinutes: sql<number>`coalesce(sum(${jobTimeAllocations.spentMinutes}), 0)::int`,
    })
    .from(jobTimeAllocations)
    .where(eq(jobTimeAllocations.jobId, jobId))
    .groupBy(jobTimeAllocations.username)
    .orderBy(asc(jobTimeAllocations.username));

export async function totalTimeOfJob(db: Db, jobId: number) {
  const rows = await db
    .select({
      allocatedMinutes: sql<number>`coalesce(sum(${jobTimeAllocations.allocatedMinutes}), 0)::int`,
      spentMinutes: sql<number>`coalesce(sum(${jobTimeAllocations.spentMinutes}), 0)::int`,
    })
    .from(jobTimeAllocations)
    .where(eq(jobTimeAllocations.jobId, jobId));
  return rows[0] ?? { allocatedMinutes: 0, spentMinutes: 0 };
}

export const quotasOfJob = (db: Db, jobId: number, jobGroupId?: number | null) =>
  db
    .select()
    .from(quotas)
    .where(
      jobGroupId === undefined
        ? eq(quotas.jobId, jobId)
        : and(
            eq(quotas.jobId, jobId),
            jobGroupId === null ? isNull(quotas.jobGroupId) : eq(quotas.jobGroupId, jobGroupId),
          ),
    )
    .orderBy(asc(quotas.sortOrder), asc(quotas.id));

export const quotasOfGroup = (db: Db, jobGroupId: number) =>
  db
    .select()
    .from(quotas)
    .where(eq(quotas.jobGroupId, jobGroupId))
    .orderBy(asc(quotas.sortOrder), asc(quotas.id));

export async function clearQuotas(db: Db, jobId: number, jobGroupId: number | null) {
  const where = jobGroupId
    ? and(eq(quotas.jobId, jobId), eq(quotas.jobGroupId, jobGroupId))
    : eq(quotas.jobId, jobId);
  const rows = await db.delete(quotas).where(where).returning({ id: quotas.id });
  return rows.length;
}

export const invoicesOfJob = (db: Db, jobId: number) =>
  db.select().from(invoices).where(eq(invoices.jobId, jobId)).orderBy(desc(invoices.id));

/** INV-{next id}, stepping past numbers typed by hand. */
export async function nextInvoiceNumber(db: Db): Promise<string> {
  const rows = await db.select({ n: sql<number>`coalesce(max(${invoices.id}), 0)::int` }).from(invoices);
  let n = (rows[0]?.n ?? 0) + 1;
  while (await invoiceNumberTaken(db, `INV-${String(n).padStart(6, "0")}`)) n += 1;
  return `INV-${String(n).padStart(6, "0")}`;
}

export async function invoiceNumberTaken(db: Db, number: string, exceptId?: number) {
  const rows = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.invoiceNumber, number));
  return rows.some((r) => r.id !== exceptId);
}

export const staffByUsernames = (db: Db, usernames: string[]) =>
  usernames.length === 0
    ? Promise.resolve([])
    : db
        .select({
          username: staffUsers.username,
          firstName: staffUsers.firstName,
          lastName: staffUsers.lastName,
        })
        .from(staffUsers)
        .where(inArray(staffUsers.username, usernames));

export async function staffNotes(db: Db, username: string) {
  const rows = await db
    .select({ username: staffUsers.username, notes: staffUsers.notes })
    .from(staffUsers)
    .where(eq(staffUsers.username, username));
  return rows[0];
}

export async function staffExists(db: Db, username: string) {
  const rows = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, username));
  return rows.length > 0;
}

export async function usernameOfStaff(db: Db, staffId: number) {
  const rows = await db
    .select({ username: staffUsers.username })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  return rows[0]?.username;
}
