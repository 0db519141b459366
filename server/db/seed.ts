import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { configItems } from "./schema/config";

/**
 * Demo data on first start. Each area adds its own seed step (server/db/seed/<area>.ts) to
 * SEED_STEPS, in dependency order. A marker row makes seeding run once per database.
 */
type SeedStep = { name: string; run: (db: Db) => Promise<void> };

const SEED_STEPS: SeedStep[] = [];

const MARKER = "system.seededAt";

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select().from(configItems).where(eq(configItems.key, MARKER));
  return rows.length > 0;
}

export async function seedDemoData(db: Db, log: (msg: string) => void = () => {}): Promise<boolean> {
  if (await isSeeded(db)) return false;
  for (const step of SEED_STEPS) {
    const started = Date.now();
    await step.run(db);
    log(`seeded ${step.name} in ${Date.now() - started} ms`);
  }
  await db.insert(configItems).values({
    key: MARKER,
    kind: "reference",
    value: new Date().toISOString(),
    description: "Demo data seeded",
  });
  return true;
}
