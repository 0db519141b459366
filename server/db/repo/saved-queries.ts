import { and, asc, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { eligibilityOverrides, savedQueries } from "../schema/panel-search";
import { respondentEvents } from "../schema/respondents";
import { crud } from "./crud";

/** Saved queries, the event archive and eligibility overrides (decisions 140–144). */
export const savedQueriesTable = crud(savedQueries);
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

export async function recordOverrides(db: Db, rows: (typeof eligibilityOverrides.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(eligibilityOverrides).values(rows);
}

/** The job categories in use (job types), for participation-by-category options. */
export async function jobTypesInUse(db: Db): Promise<string[]> {
  const rows = await db.execute(
    sql`select distinct job_type as t from jobs where job_type is not null order by 1 limit 500`,
  );
  return ((rows as unknown as { rows: { t: string }[] }).rows ?? []).map((r) => r.t);
}
