import { and, eq, inArray, like, not } from "drizzle-orm";
import type { Db } from "../client";
import { configItems } from "../schema/config";

export type ConfigKind = (typeof configItems.$inferSelect)["kind"];

export async function configValue(db: Db, key: string): Promise<string | undefined> {
  const rows = await db
    .select({ value: configItems.value })
    .from(configItems)
    .where(eq(configItems.key, key));
  return rows[0]?.value;
}

/** Several items in one query (a search reads its thresholds on every call): key → value. */
export async function configValues(db: Db, keys: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: configItems.key, value: configItems.value })
    .from(configItems)
    .where(inArray(configItems.key, keys));
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Every item of a kind as key → value; keys under "system." are internal markers and left out. */
export async function configByKind(db: Db, kind: ConfigKind): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: configItems.key, value: configItems.value })
    .from(configItems)
    .where(and(eq(configItems.kind, kind), not(like(configItems.key, "system.%"))));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Writes one item (creating it when missing). */
export async function setConfigItem(db: Db, key: string, kind: ConfigKind, value: string) {
  await db
    .insert(configItems)
    .values({ key, kind, value })
    .onConflictDoUpdate({ target: configItems.key, set: { value, updatedAt: new Date() } });
}

export async function insertConfigItems(db: Db, rows: (typeof configItems.$inferInsert)[]) {
  await db.insert(configItems).values(rows).onConflictDoNothing();
}
