import {
  and,
  asc,
  count,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  max,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { ENDED_JOB_STATUSES } from "../../contracts/job-status";
import { HOLDS_PLACE, PAYABLE } from "../../contracts/sessions/booking-states";
import type { Db } from "../client";
import { staffUsers } from "../schema/accounts";
import { venues } from "../schema/client-details";
import { clientContacts, clients } from "../schema/clients";
import { jobGroups, jobs } from "../schema/jobs";
import { respondentEvents } from "../schema/respondents";
import {
  jobGroupContacts,
  jobGroupCustomFields,
  jobGroupDurations,
  jobGroupIncentives,
  jobGroupTimes,
  jobGroupVenues,
} from "../schema/sessions";
import { crud } from "./crud";

export const sessionsTable = crud(jobGroups);
export const timeSlotsTable = crud(jobGroupTimes);
export const sessionContactsTable = crud(jobGroupContacts);
export const sessionVenuesTable = crud(jobGroupVenues);
export const customFieldsTable = crud(jobGroupCustomFields);
export type SessionRow = typeof jobGroups.$inferSelect;
export type TimeSlotRow = typeof jobGroupTimes.$inferSelect;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const e = respondentEvents;

const sessionColumns = {
  session: jobGroups,
  jobNumber: jobs.jobNumber,
  jobName: jobs.name,
  clientId: jobs.clientId,
  clientName: clients.name,
  projectManager: jobs.projectManager,
  venueName: venues.name,
  venueAddress: sql<
    string | null
  >`nullif(concat_ws(', ', ${venues.address}, ${venues.suburb}, ${venues.state}, ${venues.postcode}), '')`,
};
export type SessionListRow = {
  session: SessionRow;
  jobNumber: string;
  jobName: string;
  clientId: number | null;
  clientName: string | null;
  projectManager: string | null;
  venueName: string | null;
  venueAddress: string | null;
};
export type SessionCounts = { booked: number; confirmed: number; standby: number; attended: number };
export const NO_COUNTS: SessionCounts = { booked: 0, confirmed: 0, standby: 0, attended: 0 };

/** Sessions with their job, client and venue, in start order. */
export async function selectSessions(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<SessionListRow[]> {
  const q = db
    .select(sessionColumns)
    .from(jobGroups)
    .innerJoin(jobs, eq(jobs.id, jobGroups.jobId))
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .leftJoin(venues, eq(venues.id, jobGroups.venueId))
    .where(where)
    .orderBy(asc(jobGroups.startsAt), asc(jobGroups.id));
  return page ? q.limit(page.limit).offset(page.offset) : q;
}

/**
 * The calendar's sessions: only the columns a day cell shows, with the booked count in the same
 * statement (one index-only look-up per session) rather than a second query over their ids.
 */
export async function calendarSessions(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: jobGroups.id,
      jobId: jobGroups.jobId,
      jobNumber: jobs.jobNumber,
      jobName: jobs.name,
      sessionNumber: jobGroups.sessionNumber,
      name: jobGroups.name,
      status: jobGroups.status,
      startsAt: jobGroups.startsAt,
      endsAt: jobGroups.endsAt,
      venueName: venues.name,
      requiredPlaces: jobGroups.requiredPlaces,
      booked: sql<number>`(select count(*) from ${e} where ${e.jobGroupId} = ${jobGroups.id} and ${e.kind} = 'Session' and ${e.status} in (${list(HOLDS_PLACE)}))::int`,
    })
    .from(jobGroups)
    .innerJoin(jobs, eq(jobs.id, jobGroups.jobId))
    .leftJoin(venues, eq(venues.id, jobGroups.venueId))
    .where(where)
    .orderBy(asc(jobGroups.startsAt), asc(jobGroups.id));
}

export async function countSessions(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(jobGroups)
    .innerJoin(jobs, eq(jobs.id, jobGroups.jobId))
    .where(where);
  return row?.n ?? 0;
}

/** Booking counts of the given sessions (one grouped scan of their bookings). */
export async function sessionCounts(db: Db, ids: number[]): Promise<Map<number, SessionCounts>> {
  const map = new Map<number, SessionCounts>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      gid: e.jobGroupId,
      booked: sql<number>`(count(*) filter (where ${e.status} in (${list(HOLDS_PLACE)})))::int`,
      confirmed: sql<number>`(count(*) filter (where ${e.status} = 'Confirmed'))::int`,
      standby: sql<number>`(count(*) filter (where ${e.status} = 'Standby'))::int`,
      attended: sql<number>`(count(*) filter (where ${e.status} in (${list(PAYABLE)})))::int`,
    })
    .from(e)
    .where(and(inArray(e.jobGroupId, ids), eq(e.kind, "Session")))
    .groupBy(e.jobGroupId);
  for (const r of rows)
    if (r.gid !== null)
      map.set(r.gid, {
        booked: Number(r.booked),
        confirmed: Number(r.confirmed),
        standby: Number(r.standby),
        attended: Number(r.attended),
      });
  return map;
}

export const sessionFilters = {
  inJob: (jobId: number) => eq(jobGroups.jobId, jobId),
  id: (id: number) => eq(jobGroups.id, id),
  startsFrom: (from: Date) => gte(jobGroups.startsAt, from),
  startsBefore: (to: Date) => lt(jobGroups.startsAt, to),
  status: (status: string) => eq(jobGroups.status, status),
  number: (n: number) => eq(jobGroups.sessionNumber, n),
  jobName: (text: string) => ilike(jobs.name, `%${text.replace(/[%_\\]/g, "\\$&")}%`),
  jobNumber: (text: string) => ilike(jobs.jobNumber, `%${text.replace(/[%_\\]/g, "\\$&")}%`),
  projectManager: (username: string) => eq(jobs.projectManager, username),
  /** Sessions of jobs the user manages or recruits for (or the session's own recruiters). */
  mine: (username: string) =>
    or(
      eq(jobs.projectManager, username),
      sql`${username} = any(${jobs.recruiters})`,
      sql`${username} = any(${jobGroups.recruiters})`,
    ),
  open: () => sql`${jobGroups.status} not in ('Completed', 'Cancelled')`,
};

export async function nextSessionNumber(db: Db, jobId: number) {
  const [row] = await db
    .select({ n: max(jobGroups.sessionNumber) })
    .from(jobGroups)
    .where(eq(jobGroups.jobId, jobId));
  return (row?.n ?? 0) + 1;
}

export async function sessionNumberTaken(db: Db, jobId: number, n: number, exceptId?: number) {
  const rows = await db
    .select({ id: jobGroups.id })
    .from(jobGroups)
    .where(and(eq(jobGroups.jobId, jobId), eq(jobGroups.sessionNumber, n)));
  return rows.some((r) => r.id !== exceptId);
}

/**
 * Time slots of a session with their booked and standby counts. A join, not a correlated
 * subquery: Drizzle leaves columns unqualified in a one-table select, so a subquery's
 * `slot id = event's slot` would compare the event's own columns and always count 0.
 */
export async function slotsOfSession(db: Db, jobGroupId: number) {
  return db
    .select({
      slot: jobGroupTimes,
      booked: sql<number>`(count(${e.id}) filter (where ${e.status} in (${list(HOLDS_PLACE)})))::int`,
      standby: sql<number>`(count(${e.id}) filter (where ${e.status} = 'Standby'))::int`,
    })
    .from(jobGroupTimes)
    .leftJoin(e, and(eq(e.jobGroupTimeId, jobGroupTimes.id), eq(e.kind, "Session")))
    .where(eq(jobGroupTimes.jobGroupId, jobGroupId))
    .groupBy(jobGroupTimes.id)
    .orderBy(asc(jobGroupTimes.startsAt), asc(jobGroupTimes.id));
}

/** Slots (of the given ids) that still hold bookings: deleting them would orphan the bookings. */
export async function slotsInUse(db: Db, slotIds: number[]) {
  if (slotIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: e.jobGroupTimeId })
    .from(e)
    .where(
      and(inArray(e.jobGroupTimeId, slotIds), sql`${e.status} not in ('Declined', 'Cancelled', 'Replaced')`),
    );
  return rows.map((r) => r.id);
}

/** Sessions (of the ids) that hold bookings other than declined or cancelled ones. */
export async function sessionsWithBookings(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: e.jobGroupId })
    .from(e)
    .where(
      and(
        inArray(e.jobGroupId, ids),
        eq(e.kind, "Session"),
        sql`${e.status} not in ('Declined', 'Cancelled')`,
      ),
    );
  return rows.map((r) => r.id);
}

export const contactsOfSession = (db: Db, jobGroupId: number) =>
  db
    .select({
      row: jobGroupContacts,
      name: sql<string>`concat_ws(' ', ${clientContacts.firstName}, ${clientContacts.lastName})`,
      email: clientContacts.email,
      phone: clientContacts.phone,
    })
    .from(jobGroupContacts)
    .innerJoin(clientContacts, eq(clientContacts.id, jobGroupContacts.clientContactId))
    .where(eq(jobGroupContacts.jobGroupId, jobGroupId))
    .orderBy(asc(jobGroupContacts.id));

export const contactsOfClient = (db: Db, clientId: number) =>
  db
    .select({
      clientContactId: clientContacts.id,
      name: sql<string>`concat_ws(' ', ${clientContacts.firstName}, ${clientContacts.lastName})`,
      email: clientContacts.email,
      clientId: clientContacts.clientId,
    })
    .from(clientContacts)
    .where(eq(clientContacts.clientId, clientId))
    .orderBy(asc(clientContacts.lastName), asc(clientContacts.id));

export const findClientContact = async (db: Db, id: number) =>
  (await db.select().from(clientContacts).where(eq(clientContacts.id, id)).limit(1))[0];

export const venuesOfSession = (db: Db, jobGroupId: number) =>
  db
    .select({ row: jobGroupVenues, venue: venues })
    .from(jobGroupVenues)
    .innerJoin(venues, eq(venues.id, jobGroupVenues.venueId))
    .where(eq(jobGroupVenues.jobGroupId, jobGroupId))
    .orderBy(asc(jobGroupVenues.id));

export const findVenue = async (db: Db, id: number) =>
  (await db.select().from(venues).where(eq(venues.id, id)).limit(1))[0];

export const customFieldsOfSession = (db: Db, jobGroupId: number) =>
  db
    .select()
    .from(jobGroupCustomFields)
    .where(eq(jobGroupCustomFields.jobGroupId, jobGroupId))
    .orderBy(asc(jobGroupCustomFields.fieldNo));

export const incentivesOfSession = (db: Db, jobGroupId: number) =>
  db
    .select()
    .from(jobGroupIncentives)
    .where(eq(jobGroupIncentives.jobGroupId, jobGroupId))
    .orderBy(asc(jobGroupIncentives.id));

export const durationsOfSession = (db: Db, jobGroupId: number) =>
  db
    .select()
    .from(jobGroupDurations)
    .where(eq(jobGroupDurations.jobGroupId, jobGroupId))
    .orderBy(asc(jobGroupDurations.id));

/** Replaces a session's incentives (the screen saves the whole list). */
export async function replaceIncentives(
  db: Db,
  jobGroupId: number,
  items: { incentiveType: string; amount: number; description: string | null }[],
) {
  return db.transaction(async (tx) => {
    await tx.delete(jobGroupIncentives).where(eq(jobGroupIncentives.jobGroupId, jobGroupId));
    if (items.length > 0)
      await tx.insert(jobGroupIncentives).values(items.map((i) => ({ ...i, jobGroupId })));
    return incentivesOfSession(tx, jobGroupId);
  });
}

/** Replaces a session's durations (the screen saves the whole list). */
export async function replaceDurations(
  db: Db,
  jobGroupId: number,
  items: { minutes: number; description: string | null; incentiveAmount: number | null }[],
) {
  return db.transaction(async (tx) => {
    await tx.delete(jobGroupDurations).where(eq(jobGroupDurations.jobGroupId, jobGroupId));
    if (items.length > 0) await tx.insert(jobGroupDurations).values(items.map((i) => ({ ...i, jobGroupId })));
    return durationsOfSession(tx, jobGroupId);
  });
}

/** A custom field number already defined on the session by another row. */
export async function customFieldTaken(db: Db, jobGroupId: number, fieldNo: number, exceptId?: number) {
  const rows = await db
    .select({ id: jobGroupCustomFields.id })
    .from(jobGroupCustomFields)
    .where(and(eq(jobGroupCustomFields.jobGroupId, jobGroupId), eq(jobGroupCustomFields.fieldNo, fieldNo)));
  return rows.some((r) => r.id !== exceptId);
}

/** Jobs of a client for the event dialog (open ones unless includePast). */
export const jobsOfClient = (db: Db, clientId: number, includePast: boolean) =>
  db
    .select({ id: jobs.id, jobNumber: jobs.jobNumber, name: jobs.name })
    .from(jobs)
    .where(
      and(
        eq(jobs.clientId, clientId),
        includePast ? undefined : notInArray(jobs.status, [...ENDED_JOB_STATUSES]),
      ),
    )
    .orderBy(asc(jobs.jobNumber));

/** Sessions of a job for the event dialog (from today unless includePast). */
export const sessionOptions = (db: Db, jobId: number, from: Date | null) =>
  db
    .select({
      id: jobGroups.id,
      sessionNumber: jobGroups.sessionNumber,
      name: jobGroups.name,
      startsAt: jobGroups.startsAt,
    })
    .from(jobGroups)
    .where(
      and(
        eq(jobGroups.jobId, jobId),
        from ? or(gte(jobGroups.startsAt, from), sql`${jobGroups.startsAt} is null`) : undefined,
      ),
    )
    .orderBy(asc(jobGroups.sessionNumber));

/** The staff user's username (jobs and sessions name staff by username). */
export async function staffUsername(db: Db, staffUserId: number) {
  const [row] = await db
    .select({ username: staffUsers.username })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffUserId));
  return row?.username ?? "";
}
