import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../client";
import { staffUsers } from "../../schema/accounts";
import { clientAddresses, clientFeedback, clientNotes, venues } from "../../schema/client-details";
import { clientContacts, clients } from "../../schema/clients";
import { documents } from "../../schema/documents";
import { invoices, jobContacts, jobIncentives, jobTimeAllocations } from "../../schema/job-details";
import { jobs } from "../../schema/jobs";
import { lookupItems } from "../../schema/lookups";
import { respondentChildren, respondentReferenceItems, respondents } from "../../schema/respondents";
import { jobGroupContacts, jobGroupIncentives } from "../../schema/sessions";

/**
 * Which columns store each lookup list's codes (decision 274), declared once: the usage count
 * before a delete and the merge's re-pointing both read this table. `text` holds one code,
 * `textArray` a text[] of codes, `jsonArray` a jsonb array of codes. Every list is also counted
 * in respondent_reference_items (a respondent's selections), which needs no entry here.
 */
type Shape = "text" | "textArray" | "jsonArray";
interface Usage {
  table: PgTable;
  column: PgColumn;
  shape: Shape;
}
const one = (table: PgTable, column: PgColumn): Usage => ({ table, column, shape: "text" });

const REFERENCE_USAGE: Readonly<Record<string, readonly Usage[]>> = {
  Gender: [one(respondents, respondents.gender), one(respondentChildren, respondentChildren.gender)],
  Title: [one(respondents, respondents.title)],
  MobilePhoneType: [one(respondents, respondents.mobilePhoneType)],
  PreferredContactMethod: [one(respondents, respondents.preferredContactMethod)],
  ContactTime: [one(respondents, respondents.contactTime)],
  ResidencyStatus: [one(respondents, respondents.residencyStatus)],
  HouseholdIncome: [one(respondents, respondents.householdIncome)],
  HighestEducationLevel: [one(respondents, respondents.educationLevel)],
  EmploymentTypes: [one(respondents, respondents.employmentType)],
  Language: [{ table: respondents, column: respondents.languages, shape: "jsonArray" }],
  State: [
    one(respondents, respondents.state),
    one(clients, clients.state),
    one(venues, venues.state),
    one(clientAddresses, clientAddresses.state),
  ],
  BusinessRole: [one(respondents, respondents.businessRole)],
  EmployerTurnover: [one(respondents, respondents.businessTurnover)],
  EmployeeNumbers: [one(respondents, respondents.businessEmployeeNumbers)],
  ImpairmentType: [{ table: respondents, column: respondents.impairmentTypes, shape: "jsonArray" }],
  ImpairmentCompetency: [one(respondents, respondents.impairmentCompetency)],
  ImpairmentSeverity: [one(respondents, respondents.impairmentSeverity)],
  ClientCategory: [one(clients, clients.category)],
  ContactType: [{ table: clientContacts, column: clientContacts.contactTypes, shape: "textArray" }],
  ClientAddressType: [one(clientAddresses, clientAddresses.addressType)],
  NotesType: [one(clientNotes, clientNotes.notesType)],
  FeedbackType: [one(clientFeedback, clientFeedback.feedbackType)],
  FeedbackAction: [one(clientFeedback, clientFeedback.feedbackAction)],
  DocumentAction: [one(documents, documents.documentAction)],
  JobStatus: [one(jobs, jobs.status)],
  JobDifficultyStatus: [one(jobs, jobs.difficulty)],
  JobGroupType: [one(jobs, jobs.jobType)],
  QuoteStatus: [one(jobs, jobs.quoteStatus)],
  IncentiveType: [
    one(jobIncentives, jobIncentives.incentiveType),
    one(jobGroupIncentives, jobGroupIncentives.incentiveType),
  ],
  InvoiceStatus: [one(invoices, invoices.status)],
  ClientJobContactType: [one(jobContacts, jobContacts.contactType)],
  JobGroupContactType: [one(jobGroupContacts, jobGroupContacts.contactType)],
  EmployeePosition: [
    one(staffUsers, staffUsers.position),
    one(jobTimeAllocations, jobTimeAllocations.position),
  ],
};

const rowsOf = (result: unknown): { code: string; n: number }[] => {
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  return rows.map((r) => {
    const row = r as { code: unknown; n: unknown };
    return { code: String(row.code), n: Number(row.n) };
  });
};

function countSql(u: Usage) {
  const col = u.column;
  if (u.shape === "text")
    return sql`select ${col} as code, count(*)::int as n from ${u.table} where ${col} is not null group by 1`;
  const expand = u.shape === "textArray" ? sql`unnest(${col})` : sql`jsonb_array_elements_text(${col})`;
  return sql`select e as code, count(*)::int as n from ${u.table} cross join lateral ${expand} as e group by 1`;
}

/** How many records use each code of a list (codes no record uses are absent). */
export async function usageCounts(db: Db, list: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const add = (code: string, n: number) => counts.set(code, (counts.get(code) ?? 0) + n);
  for (const u of REFERENCE_USAGE[list] ?? []) {
    for (const r of rowsOf(await db.execute(countSql(u)))) add(r.code, r.n);
  }
  const selections = await db
    .select({ code: respondentReferenceItems.code, n: sql<number>`count(*)::int` })
    .from(respondentReferenceItems)
    .where(eq(respondentReferenceItems.list, list))
    .groupBy(respondentReferenceItems.code);
  for (const r of selections) add(r.code, Number(r.n));
  return counts;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function repoint(tx: Tx, u: Usage, from: string, into: string) {
  const name = sql.identifier(u.column.name);
  if (u.shape === "text") {
    await tx.execute(sql`update ${u.table} set ${name} = ${into} where ${name} = ${from}`);
  } else if (u.shape === "textArray") {
    // Keeps the order and leaves one copy when the record already had the other code.
    await tx.execute(sql`update ${u.table} set ${name} = array(
        select x from unnest(array_replace(${name}, ${from}::text, ${into}::text)) with ordinality u(x, i)
        group by x order by min(i))
      where ${from}::text = any(${name})`);
  } else {
    await tx.execute(sql`update ${u.table} set ${name} = (
        select coalesce(jsonb_agg(x order by i), '[]'::jsonb) from (
          select case when e = ${from}::text then ${into}::text else e end as x, min(n) as i
          from jsonb_array_elements_text(${name}) with ordinality u(e, n) group by 1) s)
      where ${name} @> jsonb_build_array(${from}::text)`);
  }
}

/**
 * Merges one item into another of the same list in one transaction: every record using the
 * first code now uses the second, then the first item is deleted. Answers false when either
 * item is missing.
 */
export async function mergeLookupItem(
  db: Db,
  list: string,
  fromId: number,
  intoId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const items = await tx
      .select()
      .from(lookupItems)
      .where(and(eq(lookupItems.list, list), inArray(lookupItems.id, [fromId, intoId])))
      .for("update");
    const from = items.find((i) => i.id === fromId)?.code;
    const into = items.find((i) => i.id === intoId)?.code;
    if (from === undefined || into === undefined) return false;
    for (const u of REFERENCE_USAGE[list] ?? []) await repoint(tx, u, from, into);
    const rri = respondentReferenceItems;
    await tx.execute(sql`update ${rri} set code = ${into} where list = ${list} and code = ${from}
      and not exists (select 1 from ${rri} r2 where r2.respondent_id = ${rri.respondentId} and r2.list = ${list} and r2.code = ${into})`);
    await tx.delete(rri).where(and(eq(rri.list, list), eq(rri.code, from)));
    await tx.delete(lookupItems).where(eq(lookupItems.id, fromId));
    return true;
  });
}
