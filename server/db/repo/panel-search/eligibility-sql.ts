import { type SQL, sql } from "drizzle-orm";
import { ELIGIBILITY_CONFIG, type EligibilityLabel } from "../../../contracts/panel-search-constants";
import { PAYABLE } from "../../../contracts/sessions/booking-states";
import type { Db } from "../../client";
import { configValues } from "../config";
import { rowsOf } from "./fields";

/**
 * Eligibility rules in SQL (decision 142). The same rules serve the per-row labels (one grouped
 * query for a page or a booking batch) and the filter fields / excludeLabels (EXISTS conditions).
 * "Took part" means an event whose status is one of PAYABLE (the member turned up).
 */

export interface Thresholds {
  cooldownDays: number;
  noShowBlockAt: number;
  unresponsiveInvites: number;
  categoryMonths: number;
  competitorMonths: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = {
  cooldownDays: 90,
  noShowBlockAt: 2,
  unresponsiveInvites: 3,
  categoryMonths: 6,
  competitorMonths: 12,
};

/** The job a search is made for: its category (job type), client and client category. */
export interface JobContext {
  id: number;
  jobType: string | null;
  clientId: number | null;
  clientCategory: string | null;
}

export interface EligibilityContext {
  now: Date;
  /** The agency's IANA zone (days in filters are its days). */
  zone: string;
  thresholds: Thresholds;
  job: JobContext | null;
}

const DAY = 86_400_000;
/** Invitations unanswered for this long count as unresponsive. */
const INVITE_GRACE_DAYS = 7;

const iso = (d: Date) => d.toISOString();
const daysBefore = (now: Date, days: number) => iso(new Date(now.getTime() - days * DAY));
const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return iso(d);
};
const tookPart = (alias: string) =>
  sql`${sql.identifier(alias)}.status in (${sql.join(
    PAYABLE.map((s) => sql`${s}`),
    sql`, `,
  )})`;

function unresponsiveWhere(x: string, now: Date): SQL {
  const a = sql.identifier(x);
  return sql`((${a}.status = 'Invited' and ${a}.at < ${daysBefore(now, INVITE_GRACE_DAYS)}::timestamptz)
    or (${a}.kind = 'Opportunity' and ${a}.closed = false and ${a}.expires_at < ${iso(now)}::timestamptz))`;
}

/** The condition "the row's respondent carries `label`", for filters and excludeLabels. */
export function eligibilityCondition(label: EligibilityLabel, rid: SQL, e: EligibilityContext): SQL {
  const t = e.thresholds;
  const events = (where: SQL, joins = sql``) =>
    sql`exists (select 1 from respondent_events x ${joins} where x.respondent_id = ${rid} and ${where})`;
  const jobJoin = sql`join jobs xj on xj.id = x.job_id`;
  switch (label) {
    case "optedOut":
      return sql`exists (select 1 from respondents xr where xr.id = ${rid} and xr.opted_out)`;
    case "noShows":
      return sql`exists (select 1 from respondents xr where xr.id = ${rid} and xr.no_show_count > 0)`;
    case "noShowBlocked":
      return sql`exists (select 1 from respondents xr where xr.id = ${rid} and xr.no_show_count >= ${t.noShowBlockAt})`;
    case "cooldown":
      return events(sql`${tookPart("x")} and x.at >= ${daysBefore(e.now, t.cooldownDays)}::timestamptz`);
    case "unresponsive":
      return sql`(select count(*) from respondent_events x where x.respondent_id = ${rid} and ${unresponsiveWhere("x", e.now)}) >= ${t.unresponsiveInvites}`;
    case "sameCategory":
      if (!e.job?.jobType) return sql`false`;
      return events(
        sql`${tookPart("x")} and x.at >= ${monthsBefore(e.now, t.categoryMonths)}::timestamptz and xj.job_type = ${e.job.jobType} and xj.id <> ${e.job.id}`,
        jobJoin,
      );
    case "competingClient":
      if (!e.job?.clientCategory || !e.job.clientId) return sql`false`;
      return events(
        sql`${tookPart("x")} and x.at >= ${monthsBefore(e.now, t.competitorMonths)}::timestamptz and xc.category = ${e.job.clientCategory} and xc.id <> ${e.job.clientId}`,
        sql`${jobJoin} join clients xc on xc.id = xj.client_id`,
      );
  }
}

/** What the labels of a batch of respondents are computed from: one row per respondent. */
export interface EligibilityFacts {
  id: number;
  optedOut: boolean;
  noShowCount: number;
  lastTookPart: string | null;
  unresponsive: number;
  sameCategoryAt: string | null;
  competingClientAt: string | null;
}

const asIso = (v: unknown): string | null =>
  v == null ? null : v instanceof Date ? iso(v) : iso(new Date(String(v)));

/**
 * Ids as one array parameter: a list of thousands of parameters costs more to plan than the
 * query takes to run (22 of 70 ms for 2,000 ids on PostgreSQL).
 */
const idArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(Number(id))).join(",")}}`;

/** One grouped query for up to a few thousand ids (the labels of a page, a booking, a send). */
export async function eligibilityFacts(
  db: Db,
  ids: number[],
  e: EligibilityContext,
): Promise<EligibilityFacts[]> {
  if (ids.length === 0) return [];
  const t = e.thresholds;
  const job = e.job;
  const category = job?.jobType
    ? sql`max(x.at) filter (where ${tookPart("x")} and x.at >= ${monthsBefore(e.now, t.categoryMonths)}::timestamptz and xj.job_type = ${job.jobType} and xj.id <> ${job.id})`
    : sql`null::timestamptz`;
  const competitor =
    job?.clientCategory && job.clientId
      ? sql`max(x.at) filter (where ${tookPart("x")} and x.at >= ${monthsBefore(e.now, t.competitorMonths)}::timestamptz and xc.category = ${job.clientCategory} and xc.id <> ${job.clientId})`
      : sql`null::timestamptz`;
  // Per member, a lateral aggregate over its own events: always an index walk of the member's
  // events. A join grouped by member let the planner hash all events instead (a sequential scan
  // of respondent_events per batch: 460 ms instead of 16 ms for 2,000 ids at 500,000 events).
  // One JSON value for the batch: PGlite's driver pays per field read (decision 303).
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(r.id, r.opted_out, r.no_show_count, f."lastTookPart",
      f."unresponsive", f."sameCategoryAt", f."competingClientAt")), '[]') as facts
    from respondents r
    cross join lateral (
      select max(x.at) filter (where ${tookPart("x")}) as "lastTookPart",
        count(*) filter (where ${unresponsiveWhere("x", e.now)}) as "unresponsive",
        ${category} as "sameCategoryAt", ${competitor} as "competingClientAt"
      from respondent_events x
      left join jobs xj on xj.id = x.job_id
      left join clients xc on xc.id = xj.client_id
      where x.respondent_id = r.id
    ) f
    where r.id = any(${idArray(ids)}::int[])`);
  const raw = rowsOf(result)[0]?.facts;
  const rows = (typeof raw === "string" ? JSON.parse(raw) : (raw ?? [])) as unknown[][];
  return rows.map(
    ([id, optedOut, noShowCount, lastTookPart, unresponsive, sameCategoryAt, competingClientAt]) => ({
      id: Number(id),
      optedOut: Boolean(optedOut),
      noShowCount: Number(noShowCount ?? 0),
      lastTookPart: asIso(lastTookPart),
      unresponsive: Number(unresponsive ?? 0),
      sameCategoryAt: asIso(sameCategoryAt),
      competingClientAt: asIso(competingClientAt),
    }),
  );
}

/** The thresholds from the config table; a missing or unreadable item keeps its default. */
export async function loadThresholds(db: Db): Promise<Thresholds> {
  const names = Object.keys(DEFAULT_THRESHOLDS) as (keyof Thresholds)[];
  const values = await configValues(
    db,
    names.map((name) => ELIGIBILITY_CONFIG[name]),
  );
  const entries = names.map((name) => {
    const raw = Number(values.get(ELIGIBILITY_CONFIG[name]));
    return [name, Number.isInteger(raw) && raw >= 0 ? raw : DEFAULT_THRESHOLDS[name]] as const;
  });
  return Object.fromEntries(entries) as unknown as Thresholds;
}

/** The job context of a search or booking: null when the job does not exist. */
export async function jobContext(db: Db, jobId: number): Promise<JobContext | null> {
  const result = await db.execute(
    sql`select j.id, j.job_type as "jobType", j.client_id as "clientId", c.category as "clientCategory"
        from jobs j left join clients c on c.id = j.client_id where j.id = ${jobId}`,
  );
  const row = rowsOf(result)[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    jobType: (row.jobType as string | null) ?? null,
    clientId: row.clientId == null ? null : Number(row.clientId),
    clientCategory: (row.clientCategory as string | null) ?? null,
  };
}
