import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../client";
import { listImportMappings, listImportRows, listImports } from "../schema/list-imports";
import { respondentListMembers } from "../schema/panel-search";
import { respondents } from "../schema/respondents";

/** List imports' SQL (decision 217): the import, its staged rows, remembered mappings. */

export type ListImportRow = typeof listImports.$inferSelect;
type ImportInsert = typeof listImports.$inferInsert;

export async function insertImport(db: Db, values: ImportInsert): Promise<ListImportRow> {
  const [row] = await db.insert(listImports).values(values).returning();
  if (!row) throw new Error("insert list import returned no row");
  return row;
}

export async function findImport(db: Db, id: number): Promise<ListImportRow | undefined> {
  const [row] = await db.select().from(listImports).where(eq(listImports.id, id)).limit(1);
  return row;
}

export async function latestImport(db: Db, owner: string, kind: ListImportRow["kind"]) {
  const [row] = await db
    .select()
    .from(listImports)
    .where(and(eq(listImports.owner, owner), eq(listImports.kind, kind)))
    .orderBy(desc(listImports.id))
    .limit(1);
  return row;
}

/** Each list's newest import that reached a match report (its counts), by list id. */
export async function lastReportOfLists(db: Db, listIds: number[]) {
  if (listIds.length === 0) return new Map<number, ListImportRow>();
  const rows = await db
    .selectDistinctOn([listImports.listId])
    .from(listImports)
    .where(and(inArray(listImports.listId, listIds), isNotNull(listImports.counts)))
    .orderBy(listImports.listId, desc(listImports.id));
  return new Map(rows.map((r) => [r.listId ?? 0, r]));
}

export async function updateImport(db: Pick<Db, "update">, id: number, patch: Partial<ImportInsert>) {
  await db
    .update(listImports)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(listImports.id, id));
}

/** Moves an import from one status to the next only if it is still in `from` (a claim). */
export async function claimImport(db: Db, id: number, from: string[], to: string): Promise<boolean> {
  const rows = await db
    .update(listImports)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(listImports.id, id), inArray(listImports.status, from)))
    .returning({ id: listImports.id });
  return rows.length > 0;
}

/** Stages a batch of file rows in one statement (one JSON parameter, not three per row). */
export async function stageRows(db: Db, importId: number, rows: { rowNumber: number; cells: string[] }[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into list_import_rows (import_id, row_number, cells)
    select ${importId}, x.n, x.c from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ n: r.rowNumber, c: r.cells })))}::jsonb)
      as x(n int, c jsonb)`);
}

/** The next batch of staged rows after `afterId` (keyset). */
export function stagedBatch(db: Db, importId: number, afterId: number, limit: number) {
  return db
    .select({ id: listImportRows.id, rowNumber: listImportRows.rowNumber, cells: listImportRows.cells })
    .from(listImportRows)
    .where(and(eq(listImportRows.importId, importId), gt(listImportRows.id, afterId)))
    .orderBy(asc(listImportRows.id))
    .limit(limit);
}

/**
 * Active panel members holding one of these e-mails (lower-cased) or stored mobiles: two lookups on
 * the lower(email) and mobile indexes, each list passed as one JSON parameter.
 */
export async function panelMembersFor(db: Db, emails: string[], mobiles: string[]) {
  const cols = {
    id: respondents.id,
    email: sql<string | null>`lower(${respondents.email})`,
    mobile: respondents.mobile,
    optedOut: respondents.optedOut,
  };
  const anyOf = (values: string[]) =>
    sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
  const byEmail =
    emails.length === 0
      ? []
      : await db
          .select(cols)
          .from(respondents)
          .where(and(sql`lower(${respondents.email}) in ${anyOf(emails)}`, eq(respondents.isActive, true)));
  const byMobile =
    mobiles.length === 0
      ? []
      : await db
          .select(cols)
          .from(respondents)
          .where(and(sql`${respondents.mobile} in ${anyOf(mobiles)}`, eq(respondents.isActive, true)));
  return [...byEmail, ...byMobile];
}

export interface RowOutcomeWrite {
  id: number;
  email: string | null;
  mobile: string | null;
  vals: Record<string, string | null> | null;
  outcome: string;
  reason: string | null;
  matched_id: number | null;
}

/** Writes a batch's check results in one statement. */
export async function writeOutcomes(db: Db, rows: RowOutcomeWrite[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    update list_import_rows r
       set email = v.email, mobile = v.mobile, "values" = v.vals, outcome = v.outcome,
           reason = v.reason, matched_id = v.matched_id, respondent_id = null
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
           as v(id int, email text, mobile text, vals jsonb, outcome text, reason text, matched_id int)
     where r.id = v.id`);
}

export async function outcomeCounts(db: Db, importId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ outcome: listImportRows.outcome, n: sql<number>`count(*)::int` })
    .from(listImportRows)
    .where(eq(listImportRows.importId, importId))
    .groupBy(listImportRows.outcome);
  return new Map(rows.map((r) => [r.outcome ?? "unchecked", Number(r.n)]));
}

/** Rows of these outcomes in file order, after `afterId` (keyset). */
export function rowsWithOutcome(
  db: Db,
  importId: number,
  outcomes: string[],
  afterId: number,
  limit: number,
) {
  return db
    .select({
      id: listImportRows.id,
      rowNumber: listImportRows.rowNumber,
      outcome: listImportRows.outcome,
      reason: listImportRows.reason,
      cells: listImportRows.cells,
      matchedId: listImportRows.matchedId,
    })
    .from(listImportRows)
    .where(
      and(
        eq(listImportRows.importId, importId),
        inArray(listImportRows.outcome, outcomes),
        gt(listImportRows.id, afterId),
      ),
    )
    .orderBy(asc(listImportRows.id))
    .limit(limit);
}

export async function countWithOutcome(db: Db, importId: number, outcomes: string[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listImportRows)
    .where(and(eq(listImportRows.importId, importId), inArray(listImportRows.outcome, outcomes)));
  return Number(row?.n ?? 0);
}

export async function findMapping(db: Db, key: string) {
  const [row] = await db.select().from(listImportMappings).where(eq(listImportMappings.headerKey, key));
  return row;
}

export async function saveMapping(db: Db, key: string, mapping: Record<string, number>, dateFormat: string) {
  await db
    .insert(listImportMappings)
    .values({ headerKey: key, mapping, dateFormat })
    .onConflictDoUpdate({
      target: listImportMappings.headerKey,
      set: { mapping, dateFormat, updatedAt: new Date() },
    });
}

/** The respondent columns an imported row fills, from its checked values. */
const FRESH_COLUMNS = sql.raw(
  "id, first_name, last_name, email, mobile, date_of_birth, year_of_birth, gender, address1, suburb, state, postcode, country",
);
const FRESH_VALUES =
  sql.raw(`rid, coalesce(v->>'firstName', ''), coalesce(v->>'lastName', ''), v->>'email', v->>'mobile',
  (v->>'dateOfBirth')::date, (v->>'yearOfBirth')::int, v->>'gender', v->>'address1', v->>'suburb', v->>'state',
  v->>'postcode', v->>'country'`);

/** Fresh planner statistics for the tables an import wrote (sampled: about a second at 1 M members). */
export async function analyzeImportedTables(db: Db) {
  await db.execute(sql`analyze respondents, respondent_list_members`);
}

/**
 * Imports the next batch of an import's rows in one transaction: new members get respondent
 * records (ids drawn from the sequence first, so each staged row records its member in the same
 * statement), a list import adds the new and the known people to its list, and the import's
 * progress moves on. A row that already has a member is never taken again: a job killed half way
 * and run again stores no row twice. Answers the rows done (0 = finished).
 */
export async function importBatch(
  db: Db,
  job: { importId: number; listId: number | null; by: string },
  limit: number,
): Promise<number> {
  const outcomes = job.listId === null ? ["valid"] : ["valid", "in-panel", "opted-out"];
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      with pick as (
        select id, outcome, "values" as v, matched_id, email from list_import_rows
         where import_id = ${job.importId} and respondent_id is null
           and outcome in (${sql.join(
             outcomes.map((o) => sql`${o}`),
             sql`, `,
           )})
         order by id limit ${limit} for update skip locked),
      -- Someone who joined the panel between the report and this batch is linked, not stored twice.
      known as materialized (
        select p.id, coalesce(
            (select r.id from respondents r where lower(r.email) = p.email and r.is_active limit 1),
            (select r.id from respondents r where r.mobile = p.v->>'mobile' and r.is_active limit 1)
          ) as existing
          from pick p where p.outcome = 'valid'),
      drawn as materialized (
        select p.id, p.v,
          case when p.outcome <> 'valid' then p.matched_id
               when k.existing is not null then k.existing
               else nextval(pg_get_serial_sequence('respondents', 'id'))::int end as rid,
          p.outcome = 'valid' and k.existing is null as fresh,
          p.outcome = 'valid' and k.existing is not null as joined
          from pick p left join known k on k.id = p.id),
      inserted as (
        insert into respondents (${FRESH_COLUMNS}) select ${FRESH_VALUES} from drawn where fresh returning id),
      linked as (
        update list_import_rows r set respondent_id = drawn.rid,
               outcome = case when drawn.joined then 'in-panel' else r.outcome end,
               matched_id = case when drawn.joined then drawn.rid else r.matched_id end
          from drawn where r.id = drawn.id returning r.id)
      select (select count(*) from linked)::int as done, (select count(*) from inserted)::int as fresh,
             coalesce((select json_agg(rid) from drawn), '[]'::json) as ids`)) as unknown as {
      rows: { done: number; ids: number[] | string }[];
    };
    const row = result.rows[0];
    const done = Number(row?.done ?? 0);
    if (done === 0) return 0;
    if (job.listId !== null) {
      const ids: number[] = typeof row?.ids === "string" ? JSON.parse(row.ids) : (row?.ids ?? []);
      const listId = job.listId;
      await tx
        .insert(respondentListMembers)
        .values(ids.map((respondentId) => ({ listId, respondentId, addedBy: job.by })))
        .onConflictDoNothing();
    }
    await tx
      .update(listImports)
      .set({ imported: sql`${listImports.imported} + ${done}`, updatedAt: new Date() })
      .where(eq(listImports.id, job.importId));
    return done;
  });
}
