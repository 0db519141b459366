import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueFor } from "../../server/services/messaging/queue";
import { startTestServer, type TestServer } from "../helpers/server";

/** Rows of a raw query on node-postgres (the only driver this file runs on). */
async function rowsOf<T>(server: TestServer, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

// Only meaningful on a PostgreSQL server (DATABASE_URL): PGlite has no connections to lose.
describe.skipIf(!process.env.DATABASE_URL)("a PostgreSQL connection that the server ends", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("runs without JIT compilation (decision 305)", async () => {
    expect(await rowsOf<{ jit: string }>(server, sql`select current_setting('jit') as jit`)).toEqual([
      { jit: "off" },
    ]);
  });

  it("does not end the process: the pools drop it and the next query is answered", async () => {
    const first = await fetch(`${server.url}/api/login-status`);
    expect(first.status).toBe(200);
    // The insert-only job queue keeps a pool of its own (pg-boss), idle once started.
    const queue = await queueFor(server.deps);
    const database = new URL(process.env.DATABASE_URL!);
    const dbName = (await rowsOf<{ name: string }>(server, sql`select current_database() as name`))[0]!.name;
    // End every idle connection of the test database, as a server restart or an admin would.
    const admin = new pg.Client({ connectionString: database.toString() });
    await admin.connect();
    const ended = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [dbName],
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    // Give the idle clients time to see their connection end (an unhandled "error" would throw here).
    await new Promise((r) => setTimeout(r, 300));
    expect(await rowsOf<{ one: number }>(server, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    expect((await queue.getQueues()).length).toBeGreaterThan(0);
  });
});
