import { asc, eq, inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { notFound } from "../../http/errors";
import type { Db } from "../client";

type Table = PgTable & { id: AnyPgColumn };

/**
 * The plain list/get/insert/update/delete of a child record (client note, job incentive, ...).
 * Rules and ownership checks stay in the services; this is only the SQL, typed by the table.
 */
export function crud<T extends Table>(table: T) {
  type Row = T["$inferSelect"];
  type New = T["$inferInsert"];
  const t = table as Table;
  return {
    async list(db: Db, where: SQL | undefined, orderBy: AnyPgColumn = t.id): Promise<Row[]> {
      const rows = await db.select().from(t).where(where).orderBy(asc(orderBy));
      return rows as Row[];
    },
    async get(db: Db, id: number): Promise<Row | undefined> {
      const rows = await db.select().from(t).where(eq(t.id, id)).limit(1);
      return rows[0] as Row | undefined;
    },
    async getMany(db: Db, ids: number[]): Promise<Row[]> {
      if (ids.length === 0) return [];
      return (await db.select().from(t).where(inArray(t.id, ids))) as Row[];
    },
    async insert(db: Db, values: New): Promise<Row> {
      const rows = (await db
        .insert(t)
        .values(values as never)
        .returning()) as Row[];
      return rows[0] as Row;
    },
    async update(db: Db, id: number, values: Partial<New>): Promise<Row | undefined> {
      const rows = (await db
        .update(t)
        .set(values as never)
        .where(eq(t.id, id))
        .returning()) as Row[];
      return rows[0];
    },
    async remove(db: Db, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db.delete(t).where(inArray(t.id, ids)).returning({ id: t.id });
      return rows.length;
    },
    /**
     * Deletes the rows with these ids, all or none: when one id names no row (or `check` throws
     * on the deleted rows) the delete is rolled back and the call answers 404 `notFoundText`.
     * One statement instead of loading every row only to count it.
     */
    async removeExisting(
      db: Db,
      ids: number[],
      notFoundText: string,
      check?: (rows: Row[]) => void,
    ): Promise<number> {
      if (ids.length === 0) return 0;
      return db.transaction(async (tx) => {
        const where = inArray(t.id, ids);
        const rows = check
          ? ((await tx.delete(t).where(where).returning()) as Row[])
          : await tx.delete(t).where(where).returning({ id: t.id });
        if (rows.length !== ids.length) throw notFound(notFoundText);
        check?.(rows as Row[]);
        return rows.length;
      });
    },
  };
}
