import { and, asc, count, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  eligibilityOverrides,
  respondentEventsArchive,
  respondentListMembers,
  respondentLists,
  savedQueries,
} from "../schema/panel-search";
import { respondentEvents, respondents } from "../schema/respondents";
import { crud } from "./crud";

/** Saved queries, private lists, the event archive and eligibility overrides (decisions 140–144). */
export const savedQueriesTable = crud(savedQueries);
export const respondentListsTable = crud(respondentLists);
export type SavedQueryRow = typeof savedQueries.$inferSelect;

/** A job's queries plus the global ones of the entity, newest first. */
export const queriesOfJob = (db: Db, entity: string, jobId: number | null) =>
  db
    .select()
    .from(savedQueries)
    .where(
      and(
        eq(savedQueries.entity, entity),
        jobId
          ? or(eq(savedQueries.jobId, jobId), eq(savedQueries.isGlobal, true))
          : eq(savedQueries.isGlobal, true),
      ),
    )
    .orderBy(desc(savedQueries.isGlobal), asc(savedQueries.name), asc(savedQueries.id));

export const queriesOnlyOfJob = (db: Db, jobId: number) =>
  db.select().from(savedQueries).where(eq(savedQueries.jobId, jobId)).orderBy(desc(savedQueries.id));

export async function listsWithCounts(db: Db, clientId?: number) {
  return db
    .select({
      id: respondentLists.id,
      name: respondentLists.name,
      description: respondentLists.description,
      clientId: respondentLists.clientId,
      createdBy: respondentLists.createdBy,
      createdAt: respondentLists.createdAt,
      memberCount: sql<number>`(select count(*)::int from respondent_list_members m where m.list_id = ${respondentLists.id})`,
    })
    .from(respondentLists)
    .where(clientId ? eq(respondentLists.clientId, clientId) : undefined)
    .orderBy(asc(respondentLists.name), asc(respondentLists.id));
}

export const listMembers = (db: Db, listId: number, limit = 5000) =>
  db
    .select({
      id: respondents.id,
      firstName: respondents.firstName,
      lastName: respondents.lastName,
      email: respondents.email,
      addedAt: respondentListMembers.addedAt,
    })
    .from(respondentListMembers)
    .innerJoin(respondents, eq(respondents.id, respondentListMembers.respondentId))
    .where(eq(respondentListMembers.listId, listId))
    .orderBy(asc(respondents.lastName), asc(respondents.id))
    .limit(limit);

/** Adds members (existing ones stay); answers how many were new. */
export async function addMembers(db: Db, listId: number, ids: number[], by: string): Promise<number> {
  let added = 0;
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .insert(respondentListMembers)
      .values(ids.slice(i, i + 1000).map((respondentId) => ({ listId, respondentId, addedBy: by })))
      .onConflictDoNothing()
      .returning({ id: respondentListMembers.respondentId });
    added += rows.length;
  }
  return added;
}

export async function removeMembers(db: Db, listId: number, ids: number[]): Promise<number> {
  const rows = await db
    .delete(respondentListMembers)
    .where(and(eq(respondentListMembers.listId, listId), inArray(respondentListMembers.respondentId, ids)))
    .returning({ id: respondentListMembers.respondentId });
  return rows.length;
}

export async function existingRespondentIds(db: Db, ids: number[]): Promise<number[]> {
  const found: number[] = [];
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .select({ id: respondents.id })
      .from(respondents)
      .where(inArray(respondents.id, ids.slice(i, i + 5000)));
    found.push(...rows.map((r) => r.id));
  }
  return found;
}

/** Moves events that happened before `cutoff` to the archive in one transaction; answers how many. */
export async function archiveEventsBefore(db: Db, cutoff: Date, batch = 5000): Promise<number> {
  let moved = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const ids = (
        await tx
          .select({ id: respondentEvents.id })
          .from(respondentEvents)
          .where(lt(respondentEvents.at, cutoff))
          .orderBy(asc(respondentEvents.id))
          .limit(batch)
      ).map((r) => r.id);
      if (ids.length === 0) return 0;
      await tx.execute(sql`insert into respondent_events_archive
        (id, respondent_id, job_id, job_group_id, kind, status, description, incentive, at, comment,
         interview_time, notes, payment_status, updated_at, updated_by)
        select id, respondent_id, job_id, job_group_id, kind, status, description, incentive, at, comment,
         interview_time, notes, payment_status, updated_at, updated_by
        from respondent_events where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) on conflict (id) do nothing`);
      await tx.delete(respondentEvents).where(inArray(respondentEvents.id, ids));
      return ids.length;
    });
    moved += n;
    if (n < batch) return moved;
  }
}

export const archivedCount = async (db: Db) =>
  Number((await db.select({ n: count() }).from(respondentEventsArchive))[0]?.n ?? 0);

export async function recordOverrides(db: Db, rows: (typeof eligibilityOverrides.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(eligibilityOverrides).values(rows);
}

export const overridesOf = (db: Db, respondentId: number) =>
  db.select().from(eligibilityOverrides).where(eq(eligibilityOverrides.respondentId, respondentId));

/** The job categories in use (job types), for participation-by-category options. */
export async function jobTypesInUse(db: Db): Promise<string[]> {
  const rows = await db.execute(
    sql`select distinct job_type as t from jobs where job_type is not null order by 1 limit 500`,
  );
  return ((rows as unknown as { rows: { t: string }[] }).rows ?? []).map((r) => r.t);
}
