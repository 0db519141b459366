import { and, asc, eq, ilike, inArray, like, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { lookupItems } from "../schema/lookups";
import { postcodeGroups, respondentReferenceItems, suburbs } from "../schema/respondents";

export type LookupRow = typeof lookupItems.$inferSelect;

// ---------------------------------------------------------------- lookup lists

export async function listLookup(db: Db, list: string, activeOnly = false): Promise<LookupRow[]> {
  const where = activeOnly
    ? and(eq(lookupItems.list, list), eq(lookupItems.isActive, true))
    : eq(lookupItems.list, list);
  return db
    .select()
    .from(lookupItems)
    .where(where)
    .orderBy(asc(lookupItems.sortOrder), asc(lookupItems.label));
}

export async function insertLookupItems(db: Db, rows: (typeof lookupItems.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(lookupItems)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
}

export async function upsertLookupItem(
  db: Db,
  list: string,
  item: {
    id: number;
    code: string;
    label: string;
    sortOrder: number;
    parent: string | null;
    isActive: boolean;
  },
): Promise<LookupRow | undefined> {
  const { id, ...values } = item;
  if (id > 0) {
    const rows = await db
      .update(lookupItems)
      .set(values)
      .where(and(eq(lookupItems.id, id), eq(lookupItems.list, list)))
      .returning();
    return rows[0];
  }
  const rows = await db
    .insert(lookupItems)
    .values({ list, ...values })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

export async function nextSortOrder(db: Db, list: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`coalesce(max(${lookupItems.sortOrder}), 0) + 10` })
    .from(lookupItems)
    .where(eq(lookupItems.list, list));
  return Number(rows[0]?.n ?? 10);
}

/** Deletes items of one list; their codes are also removed from respondents' selections. */
export async function deleteLookupItems(db: Db, list: string, ids: number[]) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(lookupItems)
      .where(and(eq(lookupItems.list, list), inArray(lookupItems.id, ids)))
      .returning({ code: lookupItems.code });
    const codes = gone.map((g) => g.code);
    if (codes.length > 0) {
      await tx
        .delete(respondentReferenceItems)
        .where(and(eq(respondentReferenceItems.list, list), inArray(respondentReferenceItems.code, codes)));
    }
    return gone.length;
  });
}

// ---------------------------------------------------------------- a respondent's selections

export async function selectedCodes(db: Db, respondentId: number, list: string): Promise<string[]> {
  const rows = await db
    .select({ code: respondentReferenceItems.code })
    .from(respondentReferenceItems)
    .where(
      and(eq(respondentReferenceItems.respondentId, respondentId), eq(respondentReferenceItems.list, list)),
    );
  return rows.map((r) => r.code);
}

export async function replaceSelection(db: Db, respondentId: number, list: string, codes: string[]) {
  await db.transaction(async (tx) => {
    await tx
      .delete(respondentReferenceItems)
      .where(
        and(eq(respondentReferenceItems.respondentId, respondentId), eq(respondentReferenceItems.list, list)),
      );
    if (codes.length > 0) {
      await tx
        .insert(respondentReferenceItems)
        .values([...new Set(codes)].map((code) => ({ respondentId, list, code })));
    }
  });
}

export async function insertSelections(db: Db, rows: (typeof respondentReferenceItems.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(respondentReferenceItems)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
}

// ---------------------------------------------------------------- suburbs, postcode groups

export async function insertSuburbs(db: Db, rows: (typeof suburbs.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(suburbs)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
}

/** Suburbs whose name or postcode starts with the search text. */
export async function searchSuburbs(db: Db, search: string, limit = 20) {
  const escaped = search.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return db
    .select()
    .from(suburbs)
    .where(or(ilike(suburbs.name, `${escaped}%`), like(suburbs.postcode, `${escaped}%`)))
    .orderBy(asc(suburbs.name), asc(suburbs.postcode))
    .limit(limit);
}

export async function findPostcodeGroup(db: Db, id: number) {
  const rows = await db.select().from(postcodeGroups).where(eq(postcodeGroups.id, id)).limit(1);
  return rows[0];
}

export async function savePostcodeGroup(
  db: Db,
  group: { id: number; name: string; description: string | null; postcodes: string[] },
) {
  const { id, ...values } = group;
  if (id > 0) {
    const rows = await db
      .update(postcodeGroups)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(postcodeGroups.id, id))
      .returning();
    return rows[0];
  }
  const rows = await db.insert(postcodeGroups).values(values).returning();
  return rows[0];
}
