import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { configItems } from "./schema/config";

/**
 * The row that says demo data was seeded. Kept apart from seed.ts so a server that starts on a
 * seeded database never loads the seed steps (and faker, ~30 MB of heap) at all.
 */
const MARKER = "system.seededAt";

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select().from(configItems).where(eq(configItems.key, MARKER));
  return rows.length > 0;
}

export async function markSeeded(db: Db): Promise<void> {
  await db.insert(configItems).values({
    key: MARKER,
    kind: "reference",
    value: new Date().toISOString(),
    description: "Demo data seeded",
  });
}
