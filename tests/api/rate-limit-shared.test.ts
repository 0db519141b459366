import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { type DbHandle, openDatabase } from "../../server/db/client";
import { seedDemoData } from "../../server/db/seed";
import { createDeps } from "../../server/deps";
import { readEnv } from "../../server/env";
import { DEMO } from "../helpers/client";

const adminUrl = process.env.DATABASE_URL;

/**
 * Two API processes on one PostgreSQL count the same sign-in attempts (issue 22, decision 292):
 * failures spread over both lock the account at the same attempt as on one process (the 6th
 * try is 429, even with the right password), on both.
 */
describe.skipIf(!adminUrl)("sign-in limits shared by two processes", () => {
  const dbName = `limits_${randomBytes(5).toString("hex")}`;
  const handles: DbHandle[] = [];
  let apps: ReturnType<typeof createApp>[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl ?? "");
    url.pathname = `/${dbName}`;
    const env = readEnv({
      jwtSecret: new TextEncoder().encode("test-secret-test-secret-test-secret-1234"),
      logLevel: "silent",
      dataDir: "/tmp/recruitment-test-unused",
    });
    // Two handles, two pools: as two processes would have.
    for (let i = 0; i < 2; i++) handles.push(await openDatabase({ databaseUrl: url.toString() }));
    await seedDemoData((handles[0] as DbHandle).db);
    apps = handles.map((h) => createApp(createDeps(h.db, env)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  const signIn = (app: ReturnType<typeof createApp>, password: string) =>
    app.request("/api/user-login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: DEMO.recruiter.username, password }),
    });

  it("locks the account on the 6th try across both processes", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await signIn(apps[i % 2] as ReturnType<typeof createApp>, "wrong password");
      expect(res.status).toBe(200);
      expect(((await res.json()) as { succeeded: boolean }).succeeded).toBe(false);
    }
    for (const app of apps) expect((await signIn(app, DEMO.recruiter.password)).status).toBe(429);
  });
});
