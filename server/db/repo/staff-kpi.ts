import { and, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import { accounts, staffUsers } from "../schema/accounts";
import { jobGroups } from "../schema/jobs";
import { respondentEvents } from "../schema/respondents";
import { bookingHistory } from "../schema/sessions";
import { timeEntries } from "../schema/tracking";
import { staffNameColumns } from "./staff-users";

/**
 * The staff KPI's figures (definitions in server/services/reports/staff-kpi-metrics.ts): counts
 * grouped by who and by agency day or week. `by` in booking history is the name the person was
 * signed in with; the service maps it to a staff user.
 */

export type Bucket = "day" | "week";

/**
 * Group by the select's first and second columns by position: the period expression carries the
 * zone as a parameter, and PostgreSQL does not match `$1` in the select to `$3` in a group by.
 */
const FIRST_COLUMN = sql`1`;
const SECOND_COLUMN = sql`2`;

/** An instant's agency day (or the Monday of its week) as YYYY-MM-DD. */
const bucketOf = (at: SQL | unknown, zone: string, bucket: Bucket) =>
  bucket === "day"
    ? sql<string>`to_char((${at} at time zone ${zone})::date, 'YYYY-MM-DD')`
    : sql<string>`to_char(date_trunc('week', (${at} at time zone ${zone}))::date, 'YYYY-MM-DD')`;

/** A history row that gives a respondent a place: into Booked or Confirmed from outside them. */
export const madeBooking = sql`(${bookingHistory.toStatus} in ('Booked', 'Confirmed') and (${bookingHistory.fromStatus} is null or ${bookingHistory.fromStatus} not in ('Booked', 'Confirmed')))`;
/** A history row that records a confirmation: into Confirmed from another status. */
const confirmed = sql`(${bookingHistory.toStatus} = 'Confirmed' and ${bookingHistory.fromStatus} is distinct from 'Confirmed')`;

interface Window {
  start: Date;
  end: Date;
  zone: string;
  bucket: Bucket;
}

/** Bookings made and confirmations recorded, per `by` and period. */
export async function bookingMoves(db: Db, w: Window) {
  const period = bucketOf(bookingHistory.at, w.zone, w.bucket);
  const rows = await db
    .select({
      by: bookingHistory.by,
      period,
      made: sql<number>`count(*) filter (where ${madeBooking})`,
      confirmations: sql<number>`count(*) filter (where ${confirmed})`,
    })
    .from(bookingHistory)
    .where(
      and(
        gte(bookingHistory.at, w.start),
        lt(bookingHistory.at, w.end),
        sql`(${madeBooking} or ${confirmed})`,
      ),
    )
    .groupBy(FIRST_COLUMN, SECOND_COLUMN);
  return rows.map((r) => ({ ...r, made: Number(r.made), confirmations: Number(r.confirmations) }));
}

/**
 * Bookings a person made whose respondent turned up (status now one of `turnedUp`), counted on the
 * session's day, per `by`. A booking made by two people counts for each.
 */
export async function attendedOfBookings(db: Db, w: Window, turnedUp: readonly string[]) {
  const period = bucketOf(jobGroups.startsAt, w.zone, w.bucket);
  const rows = await db
    .select({
      by: bookingHistory.by,
      period,
      attended: sql<number>`count(distinct ${respondentEvents.id})`,
    })
    .from(respondentEvents)
    .innerJoin(jobGroups, eq(jobGroups.id, respondentEvents.jobGroupId))
    .innerJoin(bookingHistory, and(eq(bookingHistory.eventId, respondentEvents.id), madeBooking))
    .where(
      and(
        inArray(respondentEvents.status, [...turnedUp]),
        gte(jobGroups.startsAt, w.start),
        lt(jobGroups.startsAt, w.end),
      ),
    )
    .groupBy(FIRST_COLUMN, SECOND_COLUMN);
  return rows.map((r) => ({ ...r, attended: Number(r.attended) }));
}

/** Minutes tracked on jobs, per staff user and the period the entry started in (open entries up to now). */
export async function minutesTracked(db: Db, w: Window, now: Date) {
  const period = bucketOf(timeEntries.startedAt, w.zone, w.bucket);
  const stop = sql`coalesce(${timeEntries.stoppedAt}, ${now.toISOString()}::timestamptz)`;
  const rows = await db
    .select({
      staffUserId: timeEntries.staffUserId,
      period,
      minutes: sql<number>`coalesce(sum(extract(epoch from (${stop} - ${timeEntries.startedAt}))), 0) / 60`,
    })
    .from(timeEntries)
    .where(and(gte(timeEntries.startedAt, w.start), lt(timeEntries.startedAt, w.end)))
    .groupBy(FIRST_COLUMN, SECOND_COLUMN);
  return rows.map((r) => ({ ...r, minutes: Math.round(Number(r.minutes)) }));
}

/** Every staff user with the names booking history may carry for them. */
export function staffNames(db: Db) {
  return db
    .select({ ...staffNameColumns, displayName: accounts.displayName })
    .from(staffUsers)
    .leftJoin(accounts, and(eq(accounts.kind, "Staff"), eq(accounts.subjectId, staffUsers.id)));
}
