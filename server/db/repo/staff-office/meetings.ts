import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../client";
import { staffUsers } from "../../schema/accounts";
import { staffMeetingAttendees, staffMeetings } from "../../schema/staff-office";

/** Staff meetings and their attendees (decision 255). */

export type MeetingRecord = typeof staffMeetings.$inferSelect;
export type MeetingValues = Pick<
  typeof staffMeetings.$inferInsert,
  "title" | "startsAt" | "endsAt" | "place" | "link" | "agenda"
>;

export interface StaffContact {
  id: number;
  fullName: string;
  email: string;
  isActive: boolean;
}

const fullName = sql<string>`trim(${staffUsers.firstName} || ' ' || ${staffUsers.lastName})`;
const contains = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;

export interface MeetingPageQuery {
  /** Null: every meeting (ManageStaffAttendance); else the ones this person organises or attends. */
  viewerId: number | null;
  period: "upcoming" | "past";
  now: Date;
  /** Meetings overlapping [from, to). */
  from?: Date | undefined;
  to?: Date | undefined;
  search: string;
  start: number;
  length: number;
}

function pageWhere(db: Db, q: MeetingPageQuery): SQL | undefined {
  const attends = db
    .select({ one: sql`1` })
    .from(staffMeetingAttendees)
    .where(
      and(
        eq(staffMeetingAttendees.meetingId, staffMeetings.id),
        eq(staffMeetingAttendees.staffUserId, q.viewerId ?? 0),
      ),
    );
  return and(
    q.viewerId === null ? undefined : or(eq(staffMeetings.organiserId, q.viewerId), exists(attends)),
    q.period === "upcoming" ? gt(staffMeetings.endsAt, q.now) : lte(staffMeetings.endsAt, q.now),
    q.from ? gt(staffMeetings.endsAt, q.from) : undefined,
    q.to ? lt(staffMeetings.startsAt, q.to) : undefined,
    q.search ? ilike(staffMeetings.title, contains(q.search)) : undefined,
  );
}

/** A page of meetings: upcoming soonest first, past latest first. */
export async function meetingPage(db: Db, q: MeetingPageQuery) {
  const where = pageWhere(db, q);
  const order = q.period === "upcoming" ? asc(staffMeetings.startsAt) : desc(staffMeetings.startsAt);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffMeetings)
      .where(where)
      .orderBy(order, asc(staffMeetings.id))
      .offset(q.start)
      .limit(q.length),
    db.select({ n: sql<number>`count(*)::int` }).from(staffMeetings).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function meetingById(db: Db, id: number): Promise<MeetingRecord | null> {
  const [row] = await db.select().from(staffMeetings).where(eq(staffMeetings.id, id));
  return row ?? null;
}

/** Each meeting's attendees by name (with e-mail, for invitations). */
export async function attendeesOf(
  db: Db,
  meetingIds: readonly number[],
): Promise<Map<number, StaffContact[]>> {
  const out = new Map<number, StaffContact[]>();
  if (meetingIds.length === 0) return out;
  const rows = await db
    .select({
      meetingId: staffMeetingAttendees.meetingId,
      id: staffUsers.id,
      fullName,
      email: staffUsers.email,
      isActive: staffUsers.isActive,
    })
    .from(staffMeetingAttendees)
    .innerJoin(staffUsers, eq(staffUsers.id, staffMeetingAttendees.staffUserId))
    .where(inArray(staffMeetingAttendees.meetingId, [...meetingIds]))
    .orderBy(asc(staffUsers.lastName), asc(staffUsers.firstName), asc(staffUsers.id));
  for (const { meetingId, ...person } of rows) out.set(meetingId, [...(out.get(meetingId) ?? []), person]);
  return out;
}

/** Staff users by id, deactivated ones too (the service refuses inviting those). */
export async function staffContacts(db: Db, ids: readonly number[]): Promise<StaffContact[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: staffUsers.id, fullName, email: staffUsers.email, isActive: staffUsers.isActive })
    .from(staffUsers)
    .where(inArray(staffUsers.id, [...ids]));
}

/** The active staff, by surname: who can be invited. */
export async function activeStaff(db: Db): Promise<{ id: number; fullName: string }[]> {
  return db
    .select({ id: staffUsers.id, fullName })
    .from(staffUsers)
    .where(eq(staffUsers.isActive, true))
    .orderBy(asc(staffUsers.lastName), asc(staffUsers.firstName), asc(staffUsers.id));
}

async function setAttendees(tx: Db, meetingId: number, attendeeIds: readonly number[]) {
  await tx.delete(staffMeetingAttendees).where(eq(staffMeetingAttendees.meetingId, meetingId));
  if (attendeeIds.length)
    await tx
      .insert(staffMeetingAttendees)
      .values(attendeeIds.map((staffUserId) => ({ meetingId, staffUserId })));
}

export async function insertMeeting(
  tx: Db,
  values: MeetingValues & { organiserId: number },
  attendeeIds: readonly number[],
): Promise<MeetingRecord> {
  const [row] = await tx.insert(staffMeetings).values(values).returning();
  if (!row) throw new Error("meeting not stored");
  await setAttendees(tx, row.id, attendeeIds);
  return row;
}

/**
 * Changes a meeting that is not cancelled and still has the sequence the caller read, bumping it;
 * null when someone else changed or cancelled it in between.
 */
export async function updateMeeting(
  tx: Db,
  id: number,
  sequence: number,
  values: MeetingValues,
  attendeeIds: readonly number[],
): Promise<MeetingRecord | null> {
  const [row] = await tx
    .update(staffMeetings)
    .set({ ...values, sequence: sequence + 1, updatedAt: new Date() })
    .where(
      and(eq(staffMeetings.id, id), eq(staffMeetings.sequence, sequence), isNull(staffMeetings.cancelledAt)),
    )
    .returning();
  if (!row) return null;
  await setAttendees(tx, id, attendeeIds);
  return row;
}

/** Cancels a meeting once (the row stays, with the time and a bumped sequence); null if it already was. */
export async function cancelMeeting(tx: Db, id: number, at: Date): Promise<MeetingRecord | null> {
  const [row] = await tx
    .update(staffMeetings)
    .set({ cancelledAt: at, sequence: sql`${staffMeetings.sequence} + 1`, updatedAt: at })
    .where(and(eq(staffMeetings.id, id), isNull(staffMeetings.cancelledAt)))
    .returning();
  return row ?? null;
}
