import { asc, eq, inArray, sql } from "drizzle-orm";
import type { TemplateKind } from "../../contracts/messaging/template-constants";
import type { Db } from "../client";
import { emailSenders, emailTemplates } from "../schema/email-templates";
import { jobIncentives } from "../schema/job-details";
import { respondents } from "../schema/respondents";
import { jobGroupIncentives } from "../schema/sessions";
import { crud } from "./crud";
import { respondentContact } from "./respondents";

export const templatesTable = crud(emailTemplates);
export const sendersTable = crud(emailSenders);
export type TemplateRow = typeof emailTemplates.$inferSelect;
export type SenderRow = typeof emailSenders.$inferSelect;

export const listTemplates = (db: Db) => db.select().from(emailTemplates).orderBy(asc(emailTemplates.name));
export const listSenders = (db: Db) => db.select().from(emailSenders).orderBy(asc(emailSenders.name));

/** The first template of a kind (the general and profile-update kinds have one each). */
export async function templateOfKind(db: Db, kind: TemplateKind): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.kind, kind))
    .orderBy(asc(emailTemplates.id))
    .limit(1);
  return row;
}

/** Whether another template or sender already has the name (names are unique per table). */
export async function templateNameTaken(db: Db, name: string, exceptId: number) {
  const rows = await db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(eq(emailTemplates.name, name));
  return rows.some((r) => r.id !== exceptId);
}
export async function senderNameTaken(db: Db, name: string, exceptId: number) {
  const rows = await db.select({ id: emailSenders.id }).from(emailSenders).where(eq(emailSenders.name, name));
  return rows.some((r) => r.id !== exceptId);
}

/** What a message to a respondent needs, for many respondents in one query. */
export async function recipientsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      ...respondentContact,
      country: respondents.country,
      optedOut: respondents.optedOut,
    })
    .from(respondents)
    .where(inArray(respondents.id, ids));
}
export type RecipientRow = Awaited<ReturnType<typeof recipientsByIds>>[number];

/** Respondent ids whose e-mail or mobile is one of the values (a pasted list). */
export async function respondentIdsByContact(db: Db, emails: string[], mobiles: string[]) {
  const out: number[] = [];
  if (emails.length)
    for (const r of await db
      .select({ id: respondents.id })
      .from(respondents)
      .where(inArray(sql`lower(${respondents.email})`, emails)))
      out.push(r.id);
  if (mobiles.length)
    for (const r of await db
      .select({ id: respondents.id })
      .from(respondents)
      .where(inArray(respondents.mobile, mobiles)))
      out.push(r.id);
  return out;
}

/** BulkEmailSMSUpdate: opts respondents out of (or back into) e-mail and SMS; the ids changed. */
export async function setOptedOut(db: Db, ids: number[], optedOut: boolean, at: Date) {
  if (ids.length === 0) return [];
  const rows = await db
    .update(respondents)
    .set({ optedOut, optedOutAt: optedOut ? at : null })
    .where(inArray(respondents.id, ids))
    .returning({ id: respondents.id });
  return rows.map((r) => r.id);
}

/**
 * The incentive a message names when the recipient has no booking yet (an invitation): the
 * session's first incentive when the send names a session, else the job's first; null when none.
 */
export async function plannedIncentive(db: Db, jobId: number, sessionId: number): Promise<number | null> {
  if (sessionId) {
    const [own] = await db
      .select({ amount: jobGroupIncentives.amount })
      .from(jobGroupIncentives)
      .where(eq(jobGroupIncentives.jobGroupId, sessionId))
      .orderBy(asc(jobGroupIncentives.id))
      .limit(1);
    if (own) return Number(own.amount);
  }
  if (!jobId) return null;
  const [job] = await db
    .select({ amount: jobIncentives.amount })
    .from(jobIncentives)
    .where(eq(jobIncentives.jobId, jobId))
    .orderBy(asc(jobIncentives.id))
    .limit(1);
  return job ? Number(job.amount) : null;
}
