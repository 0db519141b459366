import { and, count, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../client";
import { workspaceLayouts } from "../schema/tracking";

/** The current layout is stored under the empty name. */
export const CURRENT = "";

const LAYOUT = {
  name: workspaceLayouts.name,
  layout: workspaceLayouts.layout,
  updatedAt: workspaceLayouts.updatedAt,
};

export function layoutByName(db: Db, staffUserId: number, name: string) {
  return db
    .select(LAYOUT)
    .from(workspaceLayouts)
    .where(and(eq(workspaceLayouts.staffUserId, staffUserId), eq(workspaceLayouts.name, name)))
    .then((rows) => rows[0]);
}

export function namedLayouts(db: Db, staffUserId: number) {
  return db
    .select(LAYOUT)
    .from(workspaceLayouts)
    .where(and(eq(workspaceLayouts.staffUserId, staffUserId), ne(workspaceLayouts.name, CURRENT)))
    .orderBy(desc(workspaceLayouts.updatedAt));
}

export async function countNamedLayouts(db: Db, staffUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceLayouts)
    .where(and(eq(workspaceLayouts.staffUserId, staffUserId), ne(workspaceLayouts.name, CURRENT)));
  return row?.n ?? 0;
}

export async function upsertLayout(db: Db, staffUserId: number, name: string, layout: unknown, now: Date) {
  await db
    .insert(workspaceLayouts)
    .values({ staffUserId, name, layout, updatedAt: now })
    .onConflictDoUpdate({
      target: [workspaceLayouts.staffUserId, workspaceLayouts.name],
      set: { layout, updatedAt: now },
    });
}

export async function deleteLayout(db: Db, staffUserId: number, name: string) {
  await db
    .delete(workspaceLayouts)
    .where(and(eq(workspaceLayouts.staffUserId, staffUserId), eq(workspaceLayouts.name, name)));
}
