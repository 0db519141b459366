import { type SQL, sql } from "drizzle-orm";
import { INVOICE_NOT_COUNTED } from "../../../contracts/reports/job-reports";

/**
 * The jobs a job report covers (decision 241). A job is in the period when its dates overlap it
 * (start to end; a job without dates counts by the agency day it was created) or one of its
 * sessions starts in it. `from`/`to` are the agency's days, `start`/`end` the same as instants.
 */
export interface JobScope {
  from?: string;
  to?: string;
  start?: Date;
  end?: Date;
  zone: string;
  projectManager?: string;
  clientId?: number;
  jobStatus?: string;
  jobNumber?: string;
}

/** The agency day a job was created on (over jobs j). */
const createdDay = (zone: string): SQL => sql`(j.created_at at time zone ${zone})::date`;

/** `<alias>.starts_at` within [start, end). */
export function startsWithin(alias: string, f: { start?: Date; end?: Date }): SQL {
  const parts: SQL[] = [sql`${sql.raw(alias)}.starts_at is not null`];
  if (f.start) parts.push(sql`${sql.raw(alias)}.starts_at >= ${f.start.toISOString()}`);
  if (f.end) parts.push(sql`${sql.raw(alias)}.starts_at < ${f.end.toISOString()}`);
  return sql.join(parts, sql` and `);
}

/** `j.created_at` within [start, end). */
export function createdWithin(f: { start?: Date; end?: Date }): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.start) parts.push(sql`j.created_at >= ${f.start.toISOString()}`);
  if (f.end) parts.push(sql`j.created_at < ${f.end.toISOString()}`);
  return sql.join(parts, sql` and `);
}

function inPeriod(f: JobScope): SQL {
  if (!f.from && !f.to) return sql`true`;
  const first = sql`coalesce(j.start_date, ${createdDay(f.zone)})`;
  const last = sql`coalesce(j.end_date, j.start_date, ${createdDay(f.zone)})`;
  const runs: SQL[] = [];
  if (f.to) runs.push(sql`${first} <= ${f.to}::date`);
  if (f.from) runs.push(sql`${last} >= ${f.from}::date`);
  return sql`((${sql.join(runs, sql` and `)})
    or exists (select 1 from job_groups p where p.job_id = j.id and ${startsWithin("p", f)}))`;
}

/** The job filters of a job report over jobs j (the period's rule included). */
export function jobFilters(f: Omit<JobScope, "from" | "to" | "start" | "end" | "zone">): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.projectManager) parts.push(sql`j.project_manager = ${f.projectManager}`);
  if (f.clientId) parts.push(sql`j.client_id = ${f.clientId}`);
  if (f.jobStatus) parts.push(sql`j.status = ${f.jobStatus}`);
  if (f.jobNumber) parts.push(sql`j.job_number = ${f.jobNumber}`);
  return sql.join(parts, sql` and `);
}

export const jobScopeWhere = (f: JobScope): SQL => sql`${inPeriod(f)} and ${jobFilters(f)}`;

/** A staff member's name for a username (over a text expression), the username when unknown. */
export const staffName = (username: SQL): SQL =>
  sql`coalesce((select u.first_name || ' ' || u.last_name from staff_users u where u.username = ${username}), ${username})`;

/** The invoices that count as invoiced money: all but Void. */
export const COUNTED_INVOICE = sql`v.status not in (${sql.join(
  INVOICE_NOT_COUNTED.map((s) => sql`${s}`),
  sql`, `,
)})`;

export const num = (v: unknown): number => Number(v ?? 0);
/** Money sums arrive as numeric text; dollars with cents. */
export const money = (v: unknown): number => Math.round(Number(v ?? 0) * 100) / 100;
