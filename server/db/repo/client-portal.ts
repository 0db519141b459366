import { and, asc, count, desc, eq, gt, ilike, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import { ENDED_JOB_STATUSES } from "../../contracts/job-status";
import { BOOKING_KIND, PAYABLE, BOOKING_STATUS as S } from "../../contracts/sessions/booking-states";
import type { Db } from "../client";
import { quotas } from "../schema/job-details";
import { jobGroups, jobs } from "../schema/jobs";
import { JOB_SUMMARY } from "./clients";
import { escapeLike } from "./panel-search/compile";
import { rowsOf } from "./panel-search/fields";

/**
 * The client portal's reads (decision 210): counts of bookings, never a respondent row. Each
 * count includes the stages after it, so booked ≥ confirmed ≥ attended for a place that went
 * the whole way (an attended respondent was booked and confirmed).
 */

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const ATTENDED = PAYABLE;
const CONFIRMED = [S.Confirmed, ...ATTENDED];
const BOOKED = [S.Booked, ...CONFIRMED];
/** The three counts over respondent_events aliased x. */
const COUNTS = sql`count(*) filter (where x.status in (${list(BOOKED)}))::int as booked,
  count(*) filter (where x.status in (${list(CONFIRMED)}))::int as confirmed,
  count(*) filter (where x.status in (${list(ATTENDED)}))::int as attended`;

/** Jobs of the client still running with a session that has not ended before `since`, soonest first. */
export async function currentJobsOfClient(db: Db, clientId: number, since: Date, limit: number) {
  const next = sql<Date | null>`min(${jobGroups.startsAt}) filter (where ${jobGroups.startsAt} >= ${since})`;
  return db
    .select({ id: jobs.id, jobNumber: jobs.jobNumber, name: jobs.name, status: jobs.status })
    .from(jobs)
    .innerJoin(jobGroups, eq(jobGroups.jobId, jobs.id))
    .where(
      and(
        eq(jobs.clientId, clientId),
        notInArray(jobs.status, [...ENDED_JOB_STATUSES]),
        gt(sql`coalesce(${jobGroups.endsAt}, ${jobGroups.startsAt})`, since),
      ),
    )
    .groupBy(jobs.id)
    .orderBy(sql`${next} asc nulls last`, asc(jobs.id))
    .limit(limit);
}

/** Every session of the jobs with its counts: one grouped statement. */
export async function sessionsWithCounts(db: Db, jobIds: number[]) {
  if (jobIds.length === 0) return [];
  const rows = rowsOf(
    await db.execute(sql`select g.id, g.job_id, g.session_number, g.name, g.status, g.starts_at, g.ends_at,
      g.required_places, ${COUNTS}
      from job_groups g left join respondent_events x on x.job_group_id = g.id and x.kind = ${BOOKING_KIND}
      where g.job_id in (${list(jobIds)})
      group by g.id order by g.starts_at asc nulls last, g.session_number, g.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    jobId: Number(r.job_id),
    sessionNumber: Number(r.session_number),
    name: String(r.name),
    status: String(r.status),
    startsAt: timestamp(r.starts_at),
    endsAt: timestamp(r.ends_at),
    needed: Number(r.required_places),
    booked: Number(r.booked),
    confirmed: Number(r.confirmed),
    attended: Number(r.attended),
  }));
}

const timestamp = (v: unknown): string | null =>
  v == null ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

export const quotasOfJobs = (db: Db, jobIds: number[]) =>
  jobIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(quotas)
        .where(inArray(quotas.jobId, jobIds))
        .orderBy(asc(quotas.jobId), asc(quotas.sortOrder), asc(quotas.id));

export interface CountedCell {
  id: number;
  jobId: number;
  sessionId: number | null;
  /** The cell's criteria over respondents aliased r. */
  condition: SQL;
}

/** The counts of every readable quota cell: one statement (a branch per cell, union all). */
export async function quotaCellCounts(db: Db, cells: CountedCell[]) {
  const result = new Map<number, { booked: number; confirmed: number; attended: number }>();
  if (cells.length === 0) return result;
  const branches = cells.map(
    (c) => sql`(select ${c.id}::int as quota_id, ${COUNTS}
      from respondent_events x join respondents r on r.id = x.respondent_id
      where x.job_id = ${c.jobId} and x.kind = ${BOOKING_KIND}
      ${c.sessionId ? sql`and x.job_group_id = ${c.sessionId}` : sql``} and ${c.condition})`,
  );
  for (const r of rowsOf(await db.execute(sql.join(branches, sql` union all `))))
    result.set(Number(r.quota_id), {
      booked: Number(r.booked),
      confirmed: Number(r.confirmed),
      attended: Number(r.attended),
    });
  return result;
}

/** A page of the client's jobs whose number or name holds the search text, newest first. */
export async function jobsPageOfClient(
  db: Db,
  input: { clientId: number; search: string | null; start: number; length: number },
) {
  const like = input.search ? `%${escapeLike(input.search)}%` : null;
  const where = and(
    eq(jobs.clientId, input.clientId),
    like ? or(ilike(jobs.jobNumber, like), ilike(jobs.name, like)) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(JOB_SUMMARY)
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .offset(input.start)
      .limit(input.length),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}
