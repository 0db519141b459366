import { desc, eq } from "drizzle-orm";
import type { Db } from "../../client";
import { configItemChanges, configItems } from "../../schema/config";

export type ConfigRow = typeof configItems.$inferSelect;
export type ConfigChangeRow = typeof configItemChanges.$inferSelect;
type Store = ConfigRow["kind"];

export const allConfigItems = (db: Db): Promise<ConfigRow[]> => db.select().from(configItems);

export async function configItemRow(db: Db, key: string): Promise<ConfigRow | undefined> {
  const rows = await db.select().from(configItems).where(eq(configItems.key, key));
  return rows[0];
}

/** The newest change of every item that has one. */
export async function lastConfigChanges(db: Db): Promise<ConfigChangeRow[]> {
  return db
    .selectDistinctOn([configItemChanges.key])
    .from(configItemChanges)
    .orderBy(configItemChanges.key, desc(configItemChanges.id));
}

export function configHistory(db: Db, key: string, limit = 50): Promise<ConfigChangeRow[]> {
  return db
    .select()
    .from(configItemChanges)
    .where(eq(configItemChanges.key, key))
    .orderBy(desc(configItemChanges.id))
    .limit(limit);
}

/**
 * Sets (value) or deletes (null) one item and records the change with the value before, in one
 * transaction; the row is locked, so two admins saving at once each record what they replaced.
 * `expectLast` (a revert): the change being undone must still be the newest, else nothing happens.
 */
export async function changeConfigItem(
  db: Db,
  change: {
    key: string;
    store: Store;
    value: string | null;
    action: ConfigChangeRow["action"];
    by: string;
    description?: string | null;
    expectLast?: number;
  },
): Promise<"changed" | "stale"> {
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ value: configItems.value })
      .from(configItems)
      .where(eq(configItems.key, change.key))
      .for("update");
    if (change.expectLast !== undefined) {
      const newest = await tx
        .select({ id: configItemChanges.id })
        .from(configItemChanges)
        .where(eq(configItemChanges.key, change.key))
        .orderBy(desc(configItemChanges.id))
        .limit(1);
      if (newest[0]?.id !== change.expectLast) return "stale";
    }
    const old = before[0]?.value ?? null;
    if (change.value === null) {
      await tx.delete(configItems).where(eq(configItems.key, change.key));
    } else {
      await tx
        .insert(configItems)
        .values({ key: change.key, kind: change.store, value: change.value, description: change.description })
        .onConflictDoUpdate({ target: configItems.key, set: { value: change.value, updatedAt: new Date() } });
    }
    await tx.insert(configItemChanges).values({
      key: change.key,
      action: change.action,
      oldValue: old,
      newValue: change.value,
      changedBy: change.by,
    });
    return "changed";
  });
}
