import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
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

export async function stageRows(db: Db, importId: number, rows: { rowNumber: number; cells: string[] }[]) {
  if (rows.length > 0) await db.insert(listImportRows).values(rows.map((r) => ({ ...r, importId })));
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

/** Active panel members holding one of these e-mails (lower-cased) or stored mobiles: two index lookups. */
export async function panelMembersFor(db: Db, emails: string[], mobiles: string[]) {
  const cols = {
    id: respondents.id,
    email: sql<string | null>`lower(${respondents.email})`,
    mobile: respondents.mobile,
    optedOut: respondents.optedOut,
  };
  const byEmail =
    emails.length === 0
      ? []
      : await db
          .select(cols)
          .from(respondents)
          .where(and(inArray(sql`lower(${respondents.email})`, emails), eq(respondents.isActive, true)));
  const byMobile =
    mobiles.length === 0
      ? []
      : await db
          .select(cols)
          .from(respondents)
          .where(and(inArray(respondents.mobile, mobiles), eq(respondents.isActive, true)));
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

const int = (v: string | null | undefined) => (v ? Number(v) : null);

/**
 * Imports the next batch of an import's rows in one transaction: new members get respondent
 * records (ids drawn from the sequence first, so each staged row learns its member in the same
 * transaction), a list import adds the new and the known (not opted-out) people to its list, and
 * the import's progress moves on. A row that already has a member is never taken again: a job
 * killed half way and started again stores no row twice. Answers the rows done (0 = finished).
 */
export async function importBatch(
  db: Db,
  job: { importId: number; listId: number | null; by: string },
  limit: number,
): Promise<number> {
  const outcomes = job.listId === null ? ["valid"] : ["valid", "in-panel", "opted-out"];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: listImportRows.id,
        outcome: listImportRows.outcome,
        vals: listImportRows.values,
        matchedId: listImportRows.matchedId,
      })
      .from(listImportRows)
      .where(
        and(
          eq(listImportRows.importId, job.importId),
          inArray(listImportRows.outcome, outcomes),
          isNull(listImportRows.respondentId),
        ),
      )
      .orderBy(asc(listImportRows.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return 0;
    const fresh = rows.filter((r) => r.outcome === "valid");
    const drawn = fresh.length
      ? (
          (await tx.execute(
            sql`select nextval(pg_get_serial_sequence('respondents', 'id'))::int as id from generate_series(1, ${fresh.length})`,
          )) as unknown as { rows: { id: number }[] }
        ).rows
      : [];
    const links = rows.map((r) => ({ id: r.id, rid: r.matchedId ?? 0 }));
    if (fresh.length > 0) {
      const freshIds = new Map(fresh.map((r, i) => [r.id, Number(drawn[i]?.id)]));
      await tx.insert(respondents).values(
        fresh.map((r) => {
          const v = r.vals ?? {};
          return {
            id: freshIds.get(r.id) as number,
            firstName: v.firstName ?? "",
            lastName: v.lastName ?? "",
            email: v.email ?? null,
            mobile: v.mobile ?? null,
            dateOfBirth: v.dateOfBirth ?? null,
            yearOfBirth: int(v.yearOfBirth),
            gender: v.gender ?? null,
            address1: v.address1 ?? null,
            suburb: v.suburb ?? null,
            state: v.state ?? null,
            postcode: v.postcode ?? null,
            country: v.country ?? null,
          };
        }),
      );
      for (const link of links) link.rid = freshIds.get(link.id) ?? link.rid;
    }
    await tx.execute(sql`
      update list_import_rows r set respondent_id = v.rid
        from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as v(id int, rid int)
       where r.id = v.id`);
    if (job.listId !== null) {
      const listId = job.listId;
      await tx
        .insert(respondentListMembers)
        .values(links.map((l) => ({ listId, respondentId: l.rid, addedBy: job.by })))
        .onConflictDoNothing();
    }
    await tx
      .update(listImports)
      .set({ imported: sql`${listImports.imported} + ${rows.length}`, updatedAt: new Date() })
      .where(eq(listImports.id, job.importId));
    return rows.length;
  });
}
