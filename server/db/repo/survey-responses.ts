import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Condition } from "../../contracts/surveys/logic";
import type { Db } from "../client";
import { jobs } from "../schema/jobs";
import { respondents } from "../schema/respondents";
import { surveyQuotaCells, surveyResponses, surveys } from "../schema/surveys";

/** SQL of survey responses and quota cells (decisions 151, 153). */

export type ResponseRow = typeof surveyResponses.$inferSelect;
export type ResponsePatch = Partial<
  Omit<typeof surveyResponses.$inferInsert, "id" | "surveyId" | "respondentId">
>;

export async function findResponse(db: Db, surveyId: number, respondentId: number) {
  const [row] = await db
    .select()
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.respondentId, respondentId)))
    .limit(1);
  return row;
}

/**
 * The response row locked for this transaction, created first when missing: an upsert whose
 * conflict branch touches the row takes its lock in the same statement.
 */
export async function lockResponse(
  db: Db,
  values: { surveyId: number; respondentId: number; jobId: number; jobGroupId: number | null },
): Promise<ResponseRow> {
  const [row] = await db
    .insert(surveyResponses)
    .values(values)
    .onConflictDoUpdate({
      target: [surveyResponses.surveyId, surveyResponses.respondentId],
      set: { updatedAt: sql`${surveyResponses.updatedAt}` },
    })
    .returning();
  if (!row) throw new Error("survey response vanished");
  return row;
}

/**
 * Everything a page save reads, in one statement: the survey, the link's respondent and job, and
 * the respondent's response (each undefined when missing).
 */
export async function saveSubjects(db: Db, surveyId: number, respondentId: number, jobId: number) {
  const [row] = await db
    .select({ survey: surveys, person: respondents, job: jobs, response: surveyResponses })
    .from(surveys)
    .leftJoin(respondents, eq(respondents.id, respondentId))
    .leftJoin(jobs, eq(jobs.id, jobId))
    .leftJoin(
      surveyResponses,
      and(eq(surveyResponses.surveyId, surveys.id), eq(surveyResponses.respondentId, respondentId)),
    )
    .where(eq(surveys.id, surveyId))
    .limit(1);
  return row;
}

/**
 * Writes a page over the response only when it is still in progress and exactly as it was read
 * (page, stack of pages and answers): one statement instead of lock + update. Undefined when the
 * row changed meanwhile; the caller then takes the locked path.
 */
export async function writeIfUnchanged(db: Db, seen: ResponseRow, patch: ResponsePatch) {
  const [row] = await db
    .update(surveyResponses)
    .set(patch)
    .where(
      and(
        eq(surveyResponses.id, seen.id),
        eq(surveyResponses.status, seen.status),
        eq(surveyResponses.page, seen.page),
        sql`${surveyResponses.pages} = ${JSON.stringify(seen.pages)}::jsonb`,
        sql`${surveyResponses.answers} = ${JSON.stringify(seen.answers)}::jsonb`,
      ),
    )
    .returning();
  return row;
}

/** Creates the response with its first page written; undefined when another save created it first. */
export async function insertIfMissing(db: Db, values: typeof surveyResponses.$inferInsert) {
  const [row] = await db.insert(surveyResponses).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateResponse(db: Db, id: number, patch: ResponsePatch) {
  const [row] = await db.update(surveyResponses).set(patch).where(eq(surveyResponses.id, id)).returning();
  return row as ResponseRow;
}

export async function findResponseById(db: Db, id: number) {
  const [row] = await db.select().from(surveyResponses).where(eq(surveyResponses.id, id)).limit(1);
  return row;
}

export async function deleteResponse(db: Db, id: number) {
  await db.delete(surveyResponses).where(eq(surveyResponses.id, id));
}

/** The survey's responses with the respondents' names (survey-events, all answers). */
export function responsesOf(db: Db, surveyId: number) {
  return db
    .select({
      response: surveyResponses,
      respondentName: sql<string>`${respondents.firstName} || ' ' || ${respondents.lastName}`,
      email: respondents.email,
      mobile: respondents.mobile,
    })
    .from(surveyResponses)
    .innerJoin(respondents, eq(respondents.id, surveyResponses.respondentId))
    .where(eq(surveyResponses.surveyId, surveyId))
    .orderBy(asc(surveyResponses.id))
    .limit(10_000);
}

export function statusCounts(db: Db, surveyId: number) {
  return db
    .select({ status: surveyResponses.status, count: sql<number>`count(*)::int` })
    .from(surveyResponses)
    .where(eq(surveyResponses.surveyId, surveyId))
    .groupBy(surveyResponses.status);
}

/** How many finished responses chose each option, per question code (one aggregate in SQL). */
export async function optionCounts(db: Db, surveyId: number) {
  const result = (await db.execute(sql`
    select a.key as code, c.choice, count(*)::int as count
    from survey_responses r
    cross join lateral jsonb_each(r.answers) a
    cross join lateral (
      select jsonb_array_elements_text(a.value) as choice where jsonb_typeof(a.value) = 'array'
      union all select a.value #>> '{}' where jsonb_typeof(a.value) in ('string', 'number', 'boolean')
      union all select v from jsonb_each_text(a.value) as g(k, v) where jsonb_typeof(a.value) = 'object'
    ) c
    where r.survey_id = ${surveyId} and r.status <> 'In progress'
    group by a.key, c.choice`)) as unknown as { rows: { code: string; choice: string; count: number }[] };
  return result.rows;
}

/** Per question code: how many finished responses answered it (a response, not a cell, counts once). */
export async function answeredCounts(db: Db, surveyId: number) {
  const result = (await db.execute(sql`
    select a.key as code, count(*)::int as count
    from survey_responses r cross join lateral jsonb_each(r.answers) a
    where r.survey_id = ${surveyId} and r.status <> 'In progress'
      and a.value not in ('null'::jsonb, '""'::jsonb, '[]'::jsonb, '{}'::jsonb)
    group by a.key`)) as unknown as { rows: { code: string; count: number }[] };
  return result.rows;
}

/** Per question code: count, average, minimum and maximum of its numeric answers. */
export async function numberStats(db: Db, surveyId: number, codes: readonly string[]) {
  if (!codes.length) return [];
  const result = (await db.execute(sql`
    select code, count(*)::int as count, avg(n)::float8 as average, min(n)::float8 as minimum,
      max(n)::float8 as maximum
    from (
      select a.key as code, (a.value #>> '{}')::numeric as n
      from survey_responses r cross join lateral jsonb_each(r.answers) a
      where r.survey_id = ${surveyId} and r.status <> 'In progress'
        and a.key in (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})
        and (a.value #>> '{}') ~ '^-?[0-9]+([.][0-9]+)?$'
    ) t
    group by code`)) as unknown as {
    rows: { code: string; count: number; average: number; minimum: number; maximum: number }[];
  };
  return result.rows;
}

/** Per question code: its latest `limit` text answers (newest response first). */
export async function latestTexts(db: Db, surveyId: number, codes: readonly string[], limit: number) {
  if (!codes.length) return [];
  const result = (await db.execute(sql`
    select code, text from (
      select a.key as code, a.value #>> '{}' as text,
        row_number() over (partition by a.key order by r.started_at desc, r.id desc) as rn
      from survey_responses r cross join lateral jsonb_each(r.answers) a
      where r.survey_id = ${surveyId} and r.status <> 'In progress'
        and a.key in (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})
        and jsonb_typeof(a.value) = 'string' and a.value <> '""'::jsonb
    ) t where rn <= ${limit}
    order by code, rn`)) as unknown as { rows: { code: string; text: string }[] };
  return result.rows;
}

/** Per grid question code: how many responses chose each column in each row. */
export async function gridCounts(db: Db, surveyId: number) {
  const result = (await db.execute(sql`
    select a.key as code, g.k as row, g.v as choice, count(*)::int as count
    from survey_responses r cross join lateral jsonb_each(r.answers) a
    cross join lateral jsonb_each_text(a.value) as g(k, v)
    where r.survey_id = ${surveyId} and r.status <> 'In progress' and jsonb_typeof(a.value) = 'object'
    group by a.key, g.k, g.v`)) as unknown as {
    rows: { code: string; row: string; choice: string; count: number }[];
  };
  return result.rows;
}

export function quotaCellsOf(db: Db, surveyId: number) {
  return db
    .select()
    .from(surveyQuotaCells)
    .where(eq(surveyQuotaCells.surveyId, surveyId))
    .orderBy(asc(surveyQuotaCells.id));
}

/** Replaces the survey's cells: kept ids keep their count, new ones start empty, missing ones go. */
export async function replaceQuotaCells(
  db: Db,
  surveyId: number,
  cells: readonly { id: number; name: string; target: number; when: Condition }[],
) {
  const existing = await quotaCellsOf(db, surveyId);
  const known = new Set(existing.map((c) => c.id));
  const keep = cells.filter((c) => known.has(c.id)).map((c) => c.id);
  const gone = existing.filter((c) => !keep.includes(c.id)).map((c) => c.id);
  if (gone.length) await db.delete(surveyQuotaCells).where(inArray(surveyQuotaCells.id, gone));
  for (const c of cells) {
    const values = { name: c.name, target: c.target, condition: c.when };
    if (known.has(c.id)) await db.update(surveyQuotaCells).set(values).where(eq(surveyQuotaCells.id, c.id));
    else await db.insert(surveyQuotaCells).values({ surveyId, ...values });
  }
}

/**
 * Takes a place in a cell, or nothing when it is full: one conditional UPDATE, so concurrent
 * completions never count past the target (decision 153).
 */
export async function takeQuotaPlace(db: Db, cellId: number): Promise<boolean> {
  const rows = await db
    .update(surveyQuotaCells)
    .set({ filled: sql`${surveyQuotaCells.filled} + 1` })
    .where(and(eq(surveyQuotaCells.id, cellId), sql`${surveyQuotaCells.filled} < ${surveyQuotaCells.target}`))
    .returning({ id: surveyQuotaCells.id });
  return rows.length > 0;
}

export async function releaseQuotaPlace(db: Db, cellId: number) {
  await db
    .update(surveyQuotaCells)
    .set({ filled: sql`greatest(${surveyQuotaCells.filled} - 1, 0)` })
    .where(eq(surveyQuotaCells.id, cellId));
}
