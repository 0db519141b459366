import { randomBytes } from "node:crypto";
import { count } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "../../server/db/client";
import { staffUsers } from "../../server/db/schema/accounts";
import { seedDemoData } from "../../server/db/seed";
import { isSeeded } from "../../server/db/seed-marker";

const adminUrl = process.env.DATABASE_URL;

/**
 * Processes started together on an empty PostgreSQL (issue 22): each opens the database
 * (migrating under the start-up lock) and seeds under it, as server/index.ts does; the demo data
 * is seeded once and both come up. PGlite's folder lock already keeps a second process out.
 */
describe.skipIf(!adminUrl)("start-up on an empty PostgreSQL", () => {
  const dbName = `startup_${randomBytes(5).toString("hex")}`;
  const handles: DbHandle[] = [];
  const admin = () => new pg.Client({ connectionString: adminUrl });

  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    const c = admin();
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
  });

  it("migrates and seeds once when two processes start together", async () => {
    const c = admin();
    await c.connect();
    await c.query(`CREATE DATABASE ${dbName}`);
    await c.end();
    const url = new URL(adminUrl ?? "");
    url.pathname = `/${dbName}`;
    const start = async () => {
      const handle = await openDatabase({ databaseUrl: url.toString() });
      handles.push(handle);
      return handle.exclusive(async () => ((await isSeeded(handle.db)) ? false : seedDemoData(handle.db)));
    };
    const seeded = await Promise.all([start(), start()]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const [staff] = await (handles[0] as DbHandle).db.select({ n: count() }).from(staffUsers);
    expect(staff?.n).toBe(5);
  }, 120_000);
});
