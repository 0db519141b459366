import { and, asc, count, eq, gte, inArray, lt, lte, notInArray, or, sql } from "drizzle-orm";
import { ENDED_JOB_STATUSES } from "../../contracts/job-status";
import type { Db } from "../client";
import { clients } from "../schema/clients";
import { invoices } from "../schema/job-details";
import { jobGroups, jobs } from "../schema/jobs";
import { respondents } from "../schema/respondents";
import { bookingHistory } from "../schema/sessions";
import { rowsOf } from "./panel-search/fields";
import { keptCountsOf } from "./reports/booking-groups";
import { madeBooking } from "./staff-kpi";

/** The dashboard's agency-wide figures (definitions: server/services/dashboard-stats.ts, decision 233). */

interface Range {
  start: Date;
  end: Date;
}

/** Sessions starting in the range (and before now), not cancelled. */
export async function sessionsHeld(db: Db, r: Range, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(jobGroups)
    .where(
      and(
        gte(jobGroups.startsAt, r.start),
        lt(jobGroups.startsAt, r.end),
        lt(jobGroups.startsAt, now),
        sql`${jobGroups.status} <> 'Cancelled'`,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Bookings of sessions held in the range: how many turned up (`turnedUp`) and how many were
 * expected (turned up, no show, or still booked or confirmed after the session started). From
 * each session's counts by status (session_status_counts, decision 306), read per session through
 * its key: a month's 1,650 sessions at a million members take 30 ms on PGlite this way, 60–80 ms
 * counting their bookings, 127 ms joining the counts table whole.
 */
export async function attendance(
  db: Db,
  r: Range,
  now: Date,
  statuses: { turnedUp: readonly string[]; expected: readonly string[] },
) {
  const [row] = rowsOf(
    await db.execute(sql`select
        coalesce(sum(c.n) filter (where c.status = any(${sql.param([...statuses.turnedUp])}::text[])), 0)::int as turned_up,
        coalesce(sum(c.n) filter (where c.status = any(${sql.param([...statuses.expected])}::text[])), 0)::int as expected
      from job_groups g cross join ${keptCountsOf(sql`g.id`)}
      where g.starts_at >= ${r.start.toISOString()}::timestamptz and g.starts_at < ${r.end.toISOString()}::timestamptz
        and g.starts_at < ${now.toISOString()}::timestamptz and g.status <> 'Cancelled'`),
  );
  return { turnedUp: Number(row?.turned_up ?? 0), expected: Number(row?.expected ?? 0) };
}

/** Bookings made by anyone in the range (history moves into a place). */
export async function bookingsMade(db: Db, r: Range) {
  const [row] = await db
    .select({ n: count() })
    .from(bookingHistory)
    .where(and(gte(bookingHistory.at, r.start), lt(bookingHistory.at, r.end), madeBooking));
  return Number(row?.n ?? 0);
}

/** Respondents who joined the panel in the range. */
export async function newMembers(db: Db, r: Range) {
  const [row] = await db
    .select({ n: count() })
    .from(respondents)
    .where(and(gte(respondents.createdAt, r.start), lt(respondents.createdAt, r.end)));
  return Number(row?.n ?? 0);
}

/** Invoices issued from `from` to `to` (days, inclusive), neither Draft nor Void: the amount. */
export async function invoicedBetween(db: Db, from: string, to: string) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${invoices.amount}), 0)` })
    .from(invoices)
    .where(
      and(
        gte(invoices.issuedDate, from),
        lte(invoices.issuedDate, to),
        notInArray(invoices.status, ["Draft", "Void"]),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The user's jobs as project manager or recruiter, not Closed or Cancelled. */
export function currentJobs(db: Db, username: string, limit: number) {
  return db
    .select({
      id: jobs.id,
      jobNumber: jobs.jobNumber,
      jobName: jobs.name,
      status: jobs.status,
      clientName: clients.name,
      startDate: jobs.startDate,
      endDate: jobs.endDate,
      projectManager: jobs.projectManager,
    })
    .from(jobs)
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .where(
      and(
        or(eq(jobs.projectManager, username), sql`${username} = any(${jobs.recruiters})`),
        notInArray(jobs.status, [...ENDED_JOB_STATUSES]),
      ),
    )
    .orderBy(sql`${jobs.startDate} asc nulls last`, asc(jobs.jobNumber))
    .limit(limit);
}

/** Invoiced per agency month (issued date, neither Draft nor Void) from `from` (a day). */
export function invoicedByMonth(db: Db, from: string) {
  const month = sql<string>`to_char(${invoices.issuedDate}, 'YYYY-MM')`;
  return db
    .select({ month, total: sql<string>`sum(${invoices.amount})` })
    .from(invoices)
    .where(and(gte(invoices.issuedDate, from), notInArray(invoices.status, ["Draft", "Void"])))
    .groupBy(month);
}

/**
 * Quote values per agency month of the job's creation (the only date a quote has): quotes sent
 * (`sent` statuses) and won (`won`).
 */
export function quotedByMonth(db: Db, start: Date, zone: string, sent: readonly string[], won: string) {
  const month = sql<string>`to_char(${jobs.createdAt} at time zone ${zone}, 'YYYY-MM')`;
  return (
    db
      .select({
        month,
        quoted: sql<string>`coalesce(sum(${jobs.quoteValue}) filter (where ${inArray(jobs.quoteStatus, [...sent])}), 0)`,
        won: sql<string>`coalesce(sum(${jobs.quoteValue}) filter (where ${jobs.quoteStatus} = ${won}), 0)`,
      })
      .from(jobs)
      .where(and(gte(jobs.createdAt, start), sql`${jobs.quoteValue} is not null`))
      // By position: the month expression carries the zone as a parameter (see staff-kpi.ts).
      .groupBy(sql`1`)
  );
}
