import { asc, eq, like, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { clients } from "../schema/clients";
import { jobGroups, jobs } from "../schema/jobs";
import { respondents } from "../schema/respondents";
import { containsText, likeEscape } from "./text-match";

/** Escapes LIKE wildcards so a keyword matches literally. */
const literal = likeEscape;

const jobColumns = {
  id: jobs.id,
  jobNumber: jobs.jobNumber,
  jobName: jobs.name,
  jobStatus: jobs.status,
  jobType: jobs.jobType,
  jobApprovedNo: jobs.approvedNo,
  clientId: jobs.clientId,
};

export type JobRow = {
  id: number;
  jobNumber: string;
  jobName: string;
  jobStatus: string;
  jobType: string | null;
  jobApprovedNo: string | null;
  clientId: number | null;
};

/** Jobs by number: those starting with the keyword first, then those containing it. */
export function jobsByNumber(db: Db, keyword: string, limit: number): Promise<JobRow[]> {
  const k = literal(keyword.toLowerCase());
  const num = sql`lower(${jobs.jobNumber})`;
  return db
    .select(jobColumns)
    .from(jobs)
    .where(containsText(jobs.jobNumber, keyword))
    .orderBy(sql`case when ${num} like ${`${k}%`} then 0 else 1 end`, asc(jobs.jobNumber))
    .limit(limit);
}

/** The palette's job lookup: number or name containing the keyword, number matches first. */
export function jobsByNumberOrName(db: Db, keyword: string, limit: number): Promise<JobRow[]> {
  const k = literal(keyword.toLowerCase());
  const num = sql`lower(${jobs.jobNumber})`;
  return db
    .select(jobColumns)
    .from(jobs)
    .where(or(containsText(jobs.jobNumber, keyword), containsText(jobs.name, keyword)))
    .orderBy(
      sql`case when ${num} like ${`${k}%`} then 0 when ${num} like ${`%${k}%`} then 1 else 2 end`,
      asc(jobs.jobNumber),
    )
    .limit(limit);
}

/** Jobs whose name starts with the keyword first, then those containing it. */
export function jobsByName(db: Db, keyword: string, limit: number): Promise<JobRow[]> {
  const k = literal(keyword.toLowerCase());
  const name = sql`lower(${jobs.name})`;
  return db
    .select(jobColumns)
    .from(jobs)
    .where(containsText(jobs.name, keyword))
    .orderBy(sql`case when ${name} like ${`${k}%`} then 0 else 1 end`, asc(jobs.name))
    .limit(limit);
}

/**
 * Jobs by invoice number. Until the invoicing area stores invoice numbers on jobs, the job's
 * approved (purchase-order) number stands in for it (decision 031).
 */
export function jobsByInvoiceNumber(db: Db, keyword: string, limit: number): Promise<JobRow[]> {
  return db
    .select(jobColumns)
    .from(jobs)
    .where(like(sql`lower(${jobs.approvedNo})`, `${literal(keyword.toLowerCase())}%`))
    .orderBy(asc(jobs.approvedNo))
    .limit(limit);
}

export function jobById(db: Db, id: number): Promise<JobRow | undefined> {
  return db
    .select(jobColumns)
    .from(jobs)
    .where(eq(jobs.id, id))
    .then((rows) => rows[0]);
}

const respondentColumns = {
  id: respondents.id,
  firstName: respondents.firstName,
  lastName: respondents.lastName,
  businessRego: respondents.businessRego,
  disabilityRego: respondents.disabilityRego,
  mobile: respondents.mobile,
  email: respondents.email,
  isActive: respondents.isActive,
};

export type RespondentRow = {
  id: number;
  firstName: string;
  lastName: string;
  businessRego: boolean;
  disabilityRego: boolean;
  mobile: string | null;
  email: string | null;
  isActive: boolean;
};

export function respondentsById(db: Db, keyword: string, limit: number): Promise<RespondentRow[]> {
  return db
    .select(respondentColumns)
    .from(respondents)
    .where(like(sql`(${respondents.id})::text`, `${literal(keyword)}%`))
    .orderBy(asc(sql`(${respondents.id})::text`))
    .limit(limit);
}

export function respondentsByMobile(db: Db, keyword: string, limit: number): Promise<RespondentRow[]> {
  return db
    .select(respondentColumns)
    .from(respondents)
    .where(like(respondents.mobile, `${literal(keyword)}%`))
    .orderBy(asc(respondents.mobile))
    .limit(limit);
}

export function respondentsByEmail(db: Db, keyword: string, limit: number): Promise<RespondentRow[]> {
  return db
    .select(respondentColumns)
    .from(respondents)
    .where(like(sql`lower(${respondents.email})`, `${literal(keyword.toLowerCase())}%`))
    .orderBy(asc(sql`lower(${respondents.email})`))
    .limit(limit);
}

/** Respondents by full name or last name prefix (the palette's "@" scope). */
export function respondentsByName(db: Db, keyword: string, limit: number): Promise<RespondentRow[]> {
  const k = literal(keyword.toLowerCase());
  return db
    .select(respondentColumns)
    .from(respondents)
    .where(
      or(
        like(sql`lower(${respondents.firstName} || ' ' || ${respondents.lastName})`, `${k}%`),
        like(sql`lower(${respondents.lastName})`, `${k}%`),
      ),
    )
    .orderBy(asc(respondents.lastName), asc(respondents.firstName))
    .limit(limit);
}

/** Sessions by number (digits) or by session or job name/number. */
export function sessionsByKeyword(db: Db, keyword: string, limit: number) {
  const k = literal(keyword.toLowerCase());
  // Up to 9 digits: a longer number cannot be a session number (an integer column) and would be
  // an SQL error rather than no match.
  const byNumber = /^\d{1,9}$/.test(keyword) ? eq(jobGroups.sessionNumber, Number(keyword)) : undefined;
  return db
    .select({
      id: jobGroups.id,
      jobId: jobGroups.jobId,
      sessionNumber: jobGroups.sessionNumber,
      name: jobGroups.name,
      startsAt: jobGroups.startsAt,
      jobNumber: jobs.jobNumber,
      jobName: jobs.name,
    })
    .from(jobGroups)
    .innerJoin(jobs, eq(jobs.id, jobGroups.jobId))
    .where(
      or(
        byNumber,
        containsText(jobGroups.name, keyword),
        like(sql`lower(${jobs.jobNumber})`, `${k}%`),
        containsText(jobs.name, keyword),
      ),
    )
    .orderBy(asc(jobs.jobNumber), asc(jobGroups.sessionNumber))
    .limit(limit);
}

export function clientsByName(db: Db, keyword: string, limit: number) {
  const k = literal(keyword.toLowerCase());
  const name = sql`lower(${clients.name})`;
  return db
    .select({ id: clients.id, name: clients.name, status: clients.status })
    .from(clients)
    .where(containsText(clients.name, keyword))
    .orderBy(sql`case when ${name} like ${`${k}%`} then 0 else 1 end`, asc(clients.name))
    .limit(limit);
}
