import { and, count, desc, eq, gte, inArray, max, sql, sum } from "drizzle-orm";
import type { Db } from "../client";
import { venues } from "../schema/client-details";
import { jobGroups, jobs } from "../schema/jobs";
import { jobGroupTimes } from "../schema/sessions";
import { refreshPointBalances } from "./point-balances";

const asDate = (v: unknown) => (v === null ? null : new Date(v as string));

import {
  contactRequests,
  respondentBankDetails,
  respondentChildren,
  respondentEvents,
  respondentNotes,
  respondentPayments,
  respondentPoints,
  respondentReferenceItems,
} from "../schema/respondents";

export type ChildRow = typeof respondentChildren.$inferSelect;

// ---------------------------------------------------------------- children

export async function listChildren(db: Db, respondentId: number): Promise<ChildRow[]> {
  return db
    .select()
    .from(respondentChildren)
    .where(eq(respondentChildren.respondentId, respondentId))
    .orderBy(respondentChildren.id);
}

export async function findChildren(db: Db, ids: number[]): Promise<ChildRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(respondentChildren).where(inArray(respondentChildren.id, ids));
}

export async function insertChild(db: Db, values: typeof respondentChildren.$inferInsert): Promise<ChildRow> {
  const rows = await db.insert(respondentChildren).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error("insert child returned no row");
  return row;
}

export async function updateChild(
  db: Db,
  id: number,
  values: Pick<ChildRow, "firstName" | "gender" | "yearOfBirth" | "monthOfBirth">,
) {
  const rows = await db
    .update(respondentChildren)
    .set(values)
    .where(eq(respondentChildren.id, id))
    .returning();
  return rows[0];
}

export async function deleteChildren(db: Db, ids: number[]) {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(respondentChildren)
    .where(inArray(respondentChildren.id, ids))
    .returning({ id: respondentChildren.id });
  return rows.length;
}

// ---------------------------------------------------------------- events, payments

export async function listEvents(db: Db, respondentId: number, kind?: string) {
  const where = kind
    ? and(eq(respondentEvents.respondentId, respondentId), eq(respondentEvents.kind, kind))
    : eq(respondentEvents.respondentId, respondentId);
  return db
    .select({
      event: respondentEvents,
      jobNumber: jobs.jobNumber,
      jobName: jobs.name,
      jobType: jobs.jobType,
      sessionName: jobGroups.name,
      // A booking's time is its slot's, else its session's (decision 130).
      startsAt: sql<string | null>`coalesce(${jobGroupTimes.startsAt}, ${jobGroups.startsAt})`.mapWith(
        asDate,
      ),
      endsAt: sql<string | null>`coalesce(${jobGroupTimes.endsAt}, ${jobGroups.endsAt})`.mapWith(asDate),
      venueName: venues.name,
      venueAddress: sql<
        string | null
      >`nullif(concat_ws(', ', ${venues.address}, ${venues.suburb}, ${venues.state}, ${venues.postcode}), '')`,
    })
    .from(respondentEvents)
    .leftJoin(jobs, eq(jobs.id, respondentEvents.jobId))
    .leftJoin(jobGroups, eq(jobGroups.id, respondentEvents.jobGroupId))
    .leftJoin(jobGroupTimes, eq(jobGroupTimes.id, respondentEvents.jobGroupTimeId))
    .leftJoin(venues, eq(venues.id, jobGroups.venueId))
    .where(where)
    .orderBy(desc(respondentEvents.at), desc(respondentEvents.id));
}

/** The next session (from `from`) of each job, with its venue: where and when an invitation is. */
export async function nextSessionsOfJobs(db: Db, jobIds: number[], from: Date) {
  if (jobIds.length === 0) return new Map<number, { startsAt: Date | null; venueName: string | null }>();
  const rows = await db
    .selectDistinctOn([jobGroups.jobId], {
      jobId: jobGroups.jobId,
      startsAt: jobGroups.startsAt,
      venueName: venues.name,
    })
    .from(jobGroups)
    .leftJoin(venues, eq(venues.id, jobGroups.venueId))
    .where(and(inArray(jobGroups.jobId, jobIds), gte(jobGroups.startsAt, from)))
    .orderBy(jobGroups.jobId, jobGroups.startsAt);
  return new Map(rows.map((r) => [r.jobId, { startsAt: r.startsAt, venueName: r.venueName }]));
}

export async function insertEvent(db: Db, values: typeof respondentEvents.$inferInsert) {
  const rows = await db.insert(respondentEvents).values(values).returning();
  return rows[0];
}

export async function listPayments(db: Db, respondentId: number) {
  return db
    .select({ payment: respondentPayments, jobNumber: jobs.jobNumber, jobName: jobs.name })
    .from(respondentPayments)
    .leftJoin(respondentEvents, eq(respondentEvents.id, respondentPayments.eventId))
    .leftJoin(jobs, eq(jobs.id, respondentEvents.jobId))
    .where(eq(respondentPayments.respondentId, respondentId))
    .orderBy(desc(respondentPayments.paidAt), desc(respondentPayments.id));
}

/**
 * Records a payment and, in the same transaction, deletes the bank details it used (product §4:
 * "Banking details are deleted after a payment is made").
 */
export async function insertPaymentAndForgetBank(db: Db, values: typeof respondentPayments.$inferInsert) {
  return db.transaction(async (tx) => {
    const rows = await tx.insert(respondentPayments).values(values).returning();
    await tx.delete(respondentBankDetails).where(eq(respondentBankDetails.respondentId, values.respondentId));
    return rows[0];
  });
}

// ---------------------------------------------------------------- notes, contact requests

export async function insertNote(db: Db, values: typeof respondentNotes.$inferInsert) {
  await db.insert(respondentNotes).values(values);
}

export async function listNotes(db: Db, respondentId: number) {
  return db
    .select()
    .from(respondentNotes)
    .where(eq(respondentNotes.respondentId, respondentId))
    .orderBy(desc(respondentNotes.id));
}

export async function insertContactRequest(db: Db, values: typeof contactRequests.$inferInsert) {
  await db.insert(contactRequests).values(values);
}

// ---------------------------------------------------------------- summary

export async function recordCounts(db: Db, respondentId: number) {
  const [events] = await db
    .select({ n: count(), last: max(respondentEvents.at) })
    .from(respondentEvents)
    .where(eq(respondentEvents.respondentId, respondentId));
  const [payments] = await db
    .select({ n: count(), total: sum(respondentPayments.amount) })
    .from(respondentPayments)
    .where(eq(respondentPayments.respondentId, respondentId));
  const [children] = await db
    .select({ n: count() })
    .from(respondentChildren)
    .where(eq(respondentChildren.respondentId, respondentId));
  const [bank] = await db
    .select({ n: count() })
    .from(respondentBankDetails)
    .where(eq(respondentBankDetails.respondentId, respondentId));
  return {
    events: events?.n ?? 0,
    lastEventAt: events?.last ?? null,
    payments: payments?.n ?? 0,
    totalPaid: payments?.total ?? "0",
    children: children?.n ?? 0,
    hasBankDetails: (bank?.n ?? 0) > 0,
  };
}

// ---------------------------------------------------------------- merge

/**
 * Moves every dependent row of `fromId` onto `toId` (decision 063). Reference selections that
 * both hold are de-duplicated rather than moved. Returns how many rows moved per kind.
 */
export async function moveDependents(db: Db, fromId: number, toId: number) {
  const move = async <
    T extends typeof respondentEvents | typeof respondentPayments | typeof respondentPoints,
  >(
    table: T,
  ) => {
    const rows = await db
      .update(table)
      .set({ respondentId: toId } as never)
      .where(eq(table.respondentId, fromId))
      .returning({ id: table.id });
    return rows.length;
  };
  const events = await move(respondentEvents);
  const payments = await move(respondentPayments);
  const points = await move(respondentPoints);
  await refreshPointBalances(db, [fromId, toId]);
  const children = (
    await db
      .update(respondentChildren)
      .set({ respondentId: toId })
      .where(eq(respondentChildren.respondentId, fromId))
      .returning({ id: respondentChildren.id })
  ).length;
  const notes = (
    await db
      .update(respondentNotes)
      .set({ respondentId: toId })
      .where(eq(respondentNotes.respondentId, fromId))
      .returning({ id: respondentNotes.id })
  ).length;
  await db
    .update(contactRequests)
    .set({ subjectId: toId })
    .where(and(eq(contactRequests.role, "Respondent"), eq(contactRequests.subjectId, fromId)));
  const refs = await db
    .insert(respondentReferenceItems)
    .select(
      db
        .select({
          respondentId: sql<number>`${toId}`.as("respondent_id"),
          list: respondentReferenceItems.list,
          code: respondentReferenceItems.code,
        })
        .from(respondentReferenceItems)
        .where(eq(respondentReferenceItems.respondentId, fromId)),
    )
    .onConflictDoNothing()
    .returning({ code: respondentReferenceItems.code });
  await db.delete(respondentReferenceItems).where(eq(respondentReferenceItems.respondentId, fromId));
  return { events, payments, points, children, referenceItems: refs.length, notes };
}

/** Moves bank details from one record to another (merge, when the survivor has none). */
export async function moveBankDetails(db: Db, fromId: number, toId: number) {
  await db
    .update(respondentBankDetails)
    .set({ respondentId: toId })
    .where(eq(respondentBankDetails.respondentId, fromId));
}
