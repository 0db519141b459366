import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { configItems } from "./schema/config";
import { seedAccounts } from "./seed/accounts";
import { seedClientsJobs } from "./seed/clients-jobs";
import { seedConfig } from "./seed/config";
import { seedRespondents } from "./seed/respondents";
import { seedTracking } from "./seed/tracking";

/**
 * Demo data on first start. Each area adds its own seed step (server/db/seed/<area>.ts) to
 * SEED_STEPS, in dependency order. A marker row makes seeding run once per database.
 */
type SeedStep = { name: string; run: (db: Db) => Promise<void> };

const SEED_STEPS: SeedStep[] = [
  // First: other steps rely on the demo accounts, client and respondent (decision 011).
  { name: "accounts", run: seedAccounts },
  { name: "config", run: seedConfig },
  // Jobs before respondents: the demo respondent's history and opportunity point at a job.
  { name: "clients-jobs", run: seedClientsJobs },
  { name: "respondents", run: seedRespondents },
  // Keep last: it adds a few jobs/respondents only when no other area seeded any.
  { name: "tracking", run: seedTracking },
];

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
