import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { bulkChanges, bulkOperations } from "../../schema/bulk-data";
import { lookupItems } from "../../schema/lookups";
import { rowsOf } from "../panel-search/fields";

/**
 * Bulk data's SQL (decision 281). A *selection* is the one statement the preview counts and pages
 * and the worker changes in chunks: the table (aliased), the condition, which already leaves out
 * rows holding the new value, and the column written. A row changed by a chunk no longer matches,
 * so a chunk run twice (a retried job) changes nothing twice.
 */

export type BulkTable = "respondents" | "jobs";

/** The column an operation writes, as the undo needs it. */
export interface BulkTarget {
  table: BulkTable;
  /** The column's SQL name. */
  column: string;
  /** The column's type, for the text kept in bulk_changes. */
  type: "text" | "boolean";
}

export interface BulkSelection extends BulkTarget {
  /** `respondents r` or `jobs j`: the condition and the expressions use the alias. */
  alias: "r" | "j";
  where: SQL;
  /** The value written, as text (cast to the column's type). */
  newValue: string;
  /** What the preview shows of a row. */
  name: SQL;
  detail: SQL;
}

const from = (s: BulkTarget & { alias: string }) => sql.raw(`${s.table} ${s.alias}`);
const columnOf = (s: { alias: string; column: string }) => sql.raw(`${s.alias}.${s.column}`);
const typed = (value: SQL | string, type: BulkTarget["type"]) => sql`cast(${value} as ${sql.raw(type)})`;

/** How many rows a run would change now (exact: an administrator confirms this number). */
export async function countSelection(db: Db, s: BulkSelection): Promise<number> {
  const rows = rowsOf(await db.execute(sql`select count(*)::int as n from ${from(s)} where ${s.where}`));
  return Number(rows[0]?.n ?? 0);
}

/** A page of the rows a run would change, in id order (the worker's order). */
export async function previewSelection(db: Db, s: BulkSelection, start: number, length: number) {
  const rows = rowsOf(
    await db.execute(
      sql`select ${sql.raw(s.alias)}.id as id, ${s.name} as name, ${s.detail} as detail,
            cast(${columnOf(s)} as text) as current
          from ${from(s)} where ${s.where}
          order by ${sql.raw(s.alias)}.id limit ${length} offset ${start}`,
    ),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name ?? ""),
    detail: r.detail == null ? null : String(r.detail),
    current: r.current == null ? null : String(r.current),
    next: s.newValue,
  }));
}

/**
 * Changes the next `size` rows of the selection in one transaction: their old values go to
 * bulk_changes (a row already recorded for this operation is not written again), the rows get
 * the new value, the operation's count moves. Rows come in id order after `afterId`, so a run
 * reads the table once instead of from its start on every chunk. Answers how many rows were
 * picked (0: finished) and the last id.
 */
export async function runChunk(
  db: Db,
  operationId: number,
  s: BulkSelection,
  size: number,
  afterId = 0,
): Promise<{ picked: number; lastId: number }> {
  return db.transaction(async (tx) => {
    const picked = rowsOf(
      await tx.execute(
        sql`select ${sql.raw(s.alias)}.id as id, cast(${columnOf(s)} as text) as old
            from ${from(s)} where ${s.where} and ${sql.raw(s.alias)}.id > ${afterId}
              and not exists (select 1 from bulk_changes c
                              where c.operation_id = ${operationId} and c.row_id = ${sql.raw(s.alias)}.id)
            order by ${sql.raw(s.alias)}.id limit ${size}
            for update of ${sql.raw(s.alias)}`,
      ),
    );
    if (picked.length === 0) return { picked: 0, lastId: afterId };
    const recorded = await tx
      .insert(bulkChanges)
      .values(
        picked.map((r) => ({
          operationId,
          rowId: Number(r.id),
          oldValue: r.old == null ? null : String(r.old),
          newValue: s.newValue,
        })),
      )
      .onConflictDoNothing()
      .returning({ rowId: bulkChanges.rowId });
    const ids = recorded.map((r) => r.rowId);
    if (ids.length > 0) {
      await tx.execute(
        sql`update ${sql.raw(s.table)} set ${sql.raw(s.column)} = ${typed(s.newValue, s.type)}
            where id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
      await tx
        .update(bulkOperations)
        .set({ changed: sql`${bulkOperations.changed} + ${ids.length}` })
        .where(eq(bulkOperations.id, operationId));
    }
    return { picked: picked.length, lastId: Number(picked[picked.length - 1]?.id ?? afterId) };
  });
}

/**
 * Restores the next `size` changed rows of an operation in one transaction: a row still holding
 * the value the operation wrote gets its old value back (restored); any other row changed since
 * and is left as it is (skipped). Answers how many change rows were settled (0: finished).
 */
export async function undoChunk(db: Db, operationId: number, t: BulkTarget, size: number): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({ id: bulkChanges.id, rowId: bulkChanges.rowId })
      .from(bulkChanges)
      .where(and(eq(bulkChanges.operationId, operationId), eq(bulkChanges.state, "changed")))
      .orderBy(bulkChanges.id)
      .limit(size);
    if (pending.length === 0) return 0;
    const changeIds = pending.map((p) => p.id);
    const column = sql.raw(`t.${t.column}`);
    const restored = rowsOf(
      await tx.execute(
        sql`update ${sql.raw(t.table)} t set ${sql.raw(t.column)} = ${typed(sql.raw("c.old_value"), t.type)}
            from bulk_changes c
            where c.id in (${sql.join(
              changeIds.map((id) => sql`${id}`),
              sql`, `,
            )}) and t.id = c.row_id
              and ${column} is not distinct from ${typed(sql.raw("c.new_value"), t.type)}
            returning c.id as id`,
      ),
    ).map((r) => Number(r.id));
    const skipped = changeIds.filter((id) => !restored.includes(id));
    if (restored.length > 0)
      await tx.update(bulkChanges).set({ state: "restored" }).where(inArray(bulkChanges.id, restored));
    if (skipped.length > 0)
      await tx.update(bulkChanges).set({ state: "skipped" }).where(inArray(bulkChanges.id, skipped));
    await tx
      .update(bulkOperations)
      .set({
        restored: sql`${bulkOperations.restored} + ${restored.length}`,
        skipped: sql`${bulkOperations.skipped} + ${skipped.length}`,
      })
      .where(eq(bulkOperations.id, operationId));
    return pending.length;
  });
}

export type BulkOperationRow = typeof bulkOperations.$inferSelect;

export async function insertOperation(db: Db, values: typeof bulkOperations.$inferInsert) {
  const [row] = await db.insert(bulkOperations).values(values).returning();
  if (!row) throw new Error("bulk operation not stored");
  return row;
}

export async function findOperation(db: Db, id: number): Promise<BulkOperationRow | undefined> {
  const [row] = await db.select().from(bulkOperations).where(eq(bulkOperations.id, id));
  return row;
}

/** Moves an operation from one of `from` to `to` (with more fields); false when it was not in `from`. */
export async function claimOperation(
  db: Db,
  id: number,
  fromStatuses: string[],
  changes: Partial<typeof bulkOperations.$inferInsert> & { status: string },
): Promise<boolean> {
  const rows = await db
    .update(bulkOperations)
    .set(changes)
    .where(and(eq(bulkOperations.id, id), inArray(bulkOperations.status, fromStatuses)))
    .returning({ id: bulkOperations.id });
  return rows.length > 0;
}

export async function operationsPage(db: Db, start: number, length: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bulkOperations)
      .orderBy(desc(bulkOperations.createdAt), desc(bulkOperations.id))
      .limit(length)
      .offset(start),
    db.select({ n: count() }).from(bulkOperations),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Makes sure a lookup list has a code (the Archived job status on databases seeded before it). */
export async function ensureLookupCode(db: Db, list: string, code: string) {
  await db.insert(lookupItems).values({ list, code, label: code, sortOrder: 99 }).onConflictDoNothing();
}

export async function lookupHasCode(db: Db, list: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: lookupItems.id })
    .from(lookupItems)
    .where(and(eq(lookupItems.list, list), eq(lookupItems.code, code)));
  return rows.length > 0;
}

/** Saved panel queries with their job's number, for the picker. */
export async function respondentQueries(db: Db) {
  const rows = rowsOf(
    await db.execute(
      sql`select q.id, q.name, q.is_global as "isGlobal", j.job_number as "jobNumber"
          from saved_queries q left join jobs j on j.id = q.job_id
          where q.entity = 'respondent' order by q.is_global desc, q.name, q.id limit 1000`,
    ),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    isGlobal: Boolean(r.isGlobal),
    jobNumber: r.jobNumber == null ? null : String(r.jobNumber),
  }));
}
