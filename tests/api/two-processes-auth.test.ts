import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import type { Deps } from "../../server/context";
import { type DbHandle, openDatabase } from "../../server/db/client";
import { seedDemoData } from "../../server/db/seed";
import { createDeps } from "../../server/deps";
import { readEnv } from "../../server/env";
import { startRevocationRefresh } from "../../server/services/sign-in/revocations";
import { DEMO } from "../helpers/client";

const adminUrl = process.env.DATABASE_URL;

/**
 * Two API processes on one PostgreSQL (issue 22): they count the same sign-in attempts (decision
 * 292: failures spread over both lock the account at the same attempt as on one process, the 6th
 * try 429 even with the right password, on both), and a token signed out through one is refused
 * by the other within a second (decision 297).
 */
describe.skipIf(!adminUrl)("sign-in limits and sign-outs shared by two processes", () => {
  const dbName = `limits_${randomBytes(5).toString("hex")}`;
  const handles: DbHandle[] = [];
  let apps: ReturnType<typeof createApp>[] = [];
  let deps: Deps[] = [];
  const stops: (() => void)[] = [];

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
    // The processes' own environment names the shared database (as each server's would).
    deps = handles.map((h) => createDeps(h.db, { ...env, databaseUrl: url.toString() }));
    apps = deps.map((d) => createApp(d));
  }, 120_000);

  afterAll(async () => {
    for (const stop of stops) stop();
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

  it("refuses a signed-out token on the other process within a second (NOTIFY, not the 5 s reload)", async () => {
    // Only the listener can bring the revocation over in time: the periodic reload is a minute.
    for (const d of deps) stops.push(startRevocationRefresh(d, 60_000));
    await new Promise((r) => setTimeout(r, 500));
    const [a, b] = apps as [ReturnType<typeof createApp>, ReturnType<typeof createApp>];
    const login = await b.request("/api/user-login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(DEMO.admin),
    });
    const token = ((await login.json()) as { value: { token: string } }).value.token;
    const me = () => a.request("/api/workspace/me", { headers: { Authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);
    const out = await b.request("/api/logout", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(out.status).toBe(200);
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 1000) {
      status = (await me()).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(401);
  });
});
