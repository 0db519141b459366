import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { jsonRowsOf } from "../json-rows";
import { rowsOf } from "../panel-search/fields";

const num = (v: unknown) => Number(v ?? 0);
const name = (r: Record<string, unknown>) => `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim();
const instant = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/**
 * Members by current points, highest first (decision 242): read from respondent_point_balances
 * by its (balance, respondent_id) index, so the first page is an index walk at a million members.
 */
export async function memberPointsPage(
  db: Db,
  f: { minPoints: number; respondentId?: number },
  page: { start: number; length: number },
) {
  const one = f.respondentId ? sql`and b.respondent_id = ${f.respondentId}` : sql``;
  const rows = rowsOf(
    await db.execute(sql`select b.*, r.first_name, r.last_name
      from respondent_point_balances b join respondents r on r.id = b.respondent_id
      where b.balance >= ${f.minPoints} ${one}
      order by b.balance desc, b.respondent_id desc limit ${page.length} offset ${page.start}`),
  );
  return rows.map((r) => ({
    respondentId: num(r.respondent_id),
    respondentName: name(r),
    earned: num(r.earned),
    adjusted: num(r.adjusted),
    paid: num(r.paid),
    balance: num(r.balance),
    lastAt: instant(r.last_at),
  }));
}

/**
 * How many members hold at least `minPoints` and their current points: both read from the
 * balance index alone (an index-only scan; the other sums would read every row's page).
 */
export async function memberPointsTotals(db: Db, minPoints: number) {
  const [r] = rowsOf(
    await db.execute(sql`select count(*)::int as n, coalesce(sum(balance), 0)::int as balance
      from respondent_point_balances where balance >= ${minPoints}`),
  );
  return { members: num(r?.n), balance: num(r?.balance) };
}

/** The ledger movements a points report covers: written within [start, end), of one job. */
export interface LedgerScope {
  start?: Date;
  end?: Date;
  jobId?: number;
}

function ledgerWhere(f: LedgerScope): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.start) parts.push(sql`p.created_at >= ${f.start.toISOString()}`);
  if (f.end) parts.push(sql`p.created_at < ${f.end.toISOString()}`);
  if (f.jobId) parts.push(sql`p.job_id = ${f.jobId}`);
  return sql.join(parts, sql` and `);
}

/** Where a page of the ledger ended: the last row's time (as the database's text, to the microsecond) and id. */
export type LedgerCursor = { at: string; id: number };

/** A page: `length` rows after `after`, else after skipping `start` rows. */
export interface KeyPage<C> {
  start: number;
  length: number;
  after?: C;
}

/** One page of ledger movements, latest first, with the member and the job of the event. */
export async function pointsLedgerPage(db: Db, f: LedgerScope, page: KeyPage<LedgerCursor>) {
  const { after } = page;
  const from = after ? sql`and (p.created_at, p.id) < (${after.at}::timestamptz, ${after.id})` : sql``;
  // The page is cut from the ledger's own index first; members and jobs are joined for its rows only.
  const rows = await jsonRowsOf(
    db,
    sql`with pp as (select p.id, p.respondent_id, p.kind, p.points, p.reason, p.created_at,
          p.created_at::text as at_key, p.job_id
        from respondent_points p where ${ledgerWhere(f)} ${from}
        order by p.created_at desc, p.id desc limit ${page.length} offset ${after ? 0 : page.start})
      select pp.*, r.first_name, r.last_name, j.job_number
      from pp join respondents r on r.id = pp.respondent_id left join jobs j on j.id = pp.job_id
      order by pp.created_at desc, pp.id desc`,
  );
  return rows.map((r) => ({
    pointId: num(r.id),
    respondentId: num(r.respondent_id),
    respondentName: name(r),
    kind: String(r.kind),
    points: num(r.points),
    reason: String(r.reason),
    jobNumber: r.job_number === null ? null : String(r.job_number),
    createdAt: instant(r.created_at) ?? new Date(0),
    cursor: { at: String(r.at_key), id: num(r.id) } satisfies LedgerCursor,
  }));
}

export async function pointsLedgerTotals(db: Db, f: LedgerScope) {
  const [r] = rowsOf(
    await db.execute(sql`select count(*)::int as n, coalesce(sum(p.points), 0)::int as points
      from respondent_points p where ${ledgerWhere(f)}`),
  );
  return { movements: num(r?.n), points: num(r?.points) };
}

/**
 * The jobs of job_point_sums (decision 301) with movements in the period: those whose first
 * movement is before its end and last one within or after its start.
 */
function touchingJobs(f: LedgerScope): SQL {
  const parts: SQL[] = [sql`s.movements > 0`];
  if (f.start) parts.push(sql`s.last_at >= ${f.start.toISOString()}`);
  if (f.end) parts.push(sql`s.first_at < ${f.end.toISOString()}`);
  if (f.jobId) parts.push(sql`s.job_id = ${f.jobId}`);
  return sql.join(parts, sql` and `);
}

/** Jobs whose every movement is in the period: their sums and members are the job's own. */
function wholeJobs(f: LedgerScope): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.start) parts.push(sql`s.first_at >= ${f.start.toISOString()}`);
  if (f.end) parts.push(sql`s.last_at < ${f.end.toISOString()}`);
  return sql.join(parts, sql` and `);
}

/**
 * The period's movements of job `job` (an SQL expression), summed per member: one range of
 * respondent_points_job_idx, read from the index alone (decision 307).
 */
const PER_MEMBER = (
  f: LedgerScope,
  job: SQL,
) => sql`select p.respondent_id, p.job_id, sum(p.points)::int as points,
    count(*)::int as movements, max(p.created_at) as last_at
  from respondent_points p
  where p.job_id = ${job} and ${ledgerWhere({ start: f.start, end: f.end })}
  group by p.respondent_id, p.job_id`;

/** Where a page of points by job ended: the last row's job number, job and member. */
export type JobPointsCursor = { jobNumber: string; jobId: number; respondentId: number };

/**
 * Points per member and job: one page, by job number then member. Walks the jobs with movements
 * in the period in job-number order (the ordered subquery keeps that order) and sums each one's
 * movements per member until the page is full, not the period's whole ledger. After a cursor,
 * the walk starts at its job.
 */
export async function pointsByJobPage(db: Db, f: LedgerScope, page: KeyPage<JobPointsCursor>) {
  const { after } = page;
  const fromJob = after ? sql`and (j.job_number, s.job_id) >= (${after.jobNumber}, ${after.jobId})` : sql``;
  const fromRow = after
    ? sql`where (jp.job_number, jp.job_id, t.respondent_id) > (${after.jobNumber}, ${after.jobId}, ${after.respondentId})`
    : sql``;
  const rows = await jsonRowsOf(
    db,
    sql`select t.*, r.first_name, r.last_name, jp.job_number
      from (select s.job_id, j.job_number from job_point_sums s join jobs j on j.id = s.job_id
          where ${touchingJobs(f)} ${fromJob} order by j.job_number, s.job_id) jp
        cross join lateral (${PER_MEMBER(f, sql`jp.job_id`)}) t
        join respondents r on r.id = t.respondent_id
      ${fromRow}
      order by jp.job_number, jp.job_id, t.respondent_id limit ${page.length} offset ${after ? 0 : page.start}`,
  );
  return rows.map((r) => ({
    respondentId: num(r.respondent_id),
    respondentName: name(r),
    jobId: num(r.job_id),
    jobNumber: String(r.job_number),
    points: num(r.points),
    movements: num(r.movements),
    lastAt: instant(r.last_at),
    cursor: {
      jobNumber: String(r.job_number),
      jobId: num(r.job_id),
      respondentId: num(r.respondent_id),
    } satisfies JobPointsCursor,
  }));
}

/**
 * How many member-and-job rows, their points and movements: the jobs wholly inside the period
 * from job_point_sums, the few the period's start or end cuts through from their ledger rows.
 */
export async function pointsByJobTotals(db: Db, f: LedgerScope) {
  const [r] = rowsOf(
    await db.execute(sql`with s as materialized (select s.* from job_point_sums s where ${touchingJobs(f)}),
      whole as (select coalesce(sum(s.members), 0) as n, coalesce(sum(s.points), 0) as points,
          coalesce(sum(s.movements), 0) as movements from s where ${wholeJobs(f)}),
      cut as (select count(*) as n, coalesce(sum(t.points), 0) as points, coalesce(sum(t.movements), 0) as movements
        from s cross join lateral (${PER_MEMBER(f, sql`s.job_id`)}) t where not (${wholeJobs(f)}))
      select (whole.n + cut.n)::int as n, (whole.points + cut.points)::int as points,
        (whole.movements + cut.movements)::int as movements from whole, cut`),
  );
  return { rows: num(r?.n), points: num(r?.points), movements: num(r?.movements) };
}

/**
 * GET /api/point-report-jobs: the jobs whose events earned points, newest job first. Walks the
 * jobs and stops at each one's first point (respondent_points_job_idx).
 */
export async function pointReportJobs(db: Db, limit: number) {
  const rows = rowsOf(
    await db.execute(sql`select j.id, j.job_number, j.name from jobs j
      where exists (select 1 from respondent_points p where p.job_id = j.id)
      order by j.id desc limit ${limit}`),
  );
  return rows.map((r) => ({ jobId: num(r.id), jobNumber: String(r.job_number), name: String(r.name) }));
}
