import { and, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import { accounts, staffUsers } from "../schema/accounts";
import { bookingHistory, staffKpiClock, staffKpiDays } from "../schema/sessions";
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

interface Window {
  start: Date;
  end: Date;
  zone: string;
  bucket: Bucket;
}

/** The zone staff_kpi_days' days are in, or null before the first fill (decision 302). */
export async function kpiDaysZone(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ zone: staffKpiClock.zone })
    .from(staffKpiClock)
    .where(eq(staffKpiClock.id, 1));
  return row?.zone ?? null;
}

/** Every count of staff_kpi_days again in `zone` (migration 0049's staff_kpi_rebuild). */
export async function rebuildKpiDays(db: Db, zone: string) {
  await db.execute(sql`select staff_kpi_rebuild(${zone})`);
}

/**
 * Bookings made, confirmations and attended of their bookings per `by` and period of the agency
 * days `from`..`to`, from the counts the triggers keep (staff_kpi_days, decision 302; days in the
 * zone kpiDaysZone says). Bookings made and confirmations are counted on the day of the move;
 * attended (bookings the person made whose respondent turned up; a booking made by two people
 * counts for each) on the session's day. Only periods with a figure come back.
 */
export async function kpiCounts(db: Db, w: { from: string; to: string; bucket: Bucket }) {
  const period =
    w.bucket === "day"
      ? sql<string>`to_char(${staffKpiDays.day}, 'YYYY-MM-DD')`
      : sql<string>`to_char(date_trunc('week', ${staffKpiDays.day}::timestamp)::date, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      by: staffKpiDays.by,
      period,
      made: sql<number>`sum(${staffKpiDays.made})::int`,
      confirmations: sql<number>`sum(${staffKpiDays.confirmations})::int`,
      attended: sql<number>`sum(${staffKpiDays.attended})::int`,
    })
    .from(staffKpiDays)
    .where(and(gte(staffKpiDays.day, w.from), lte(staffKpiDays.day, w.to)))
    .groupBy(FIRST_COLUMN, SECOND_COLUMN)
    .having(
      sql`sum(${staffKpiDays.made}) + sum(${staffKpiDays.confirmations}) + sum(${staffKpiDays.attended}) > 0`,
    );
  return rows.map((r) => ({
    ...r,
    made: Number(r.made),
    confirmations: Number(r.confirmations),
    attended: Number(r.attended),
  }));
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
