import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import pg from "pg";
import { createApp } from "../../server/app";
import type { Deps } from "../../server/context";
import { type DbHandle, openDatabase } from "../../server/db/client";
import { seedDemoData } from "../../server/db/seed";
import { createDeps } from "../../server/deps";
import { readEnv } from "../../server/env";
import { closeQueue } from "../../server/services/messaging/queue";

export interface TestServer {
  url: string;
  deps: Deps;
  handle: DbHandle;
  /** The PostgreSQL database of this server (undefined on PGlite): a second process may open it. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * A real HTTP server on a random port over a fresh, seeded database: in-memory PGlite, or a new
 * database on the PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function startTestServer(overrides: Partial<Deps> = {}): Promise<TestServer> {
  const adminUrl = process.env.DATABASE_URL;
  let dbName: string | undefined;
  let databaseUrl: string | undefined;
  if (adminUrl) {
    dbName = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const handle = await openDatabase({ databaseUrl });
  const env = readEnv({
    jwtSecret: new TextEncoder().encode("test-secret-test-secret-test-secret-1234"),
    logLevel: "silent",
    dataDir: "/tmp/recruitment-test-unused",
  });
  const deps = createDeps(handle.db, env, overrides);
  await seedDemoData(handle.db);
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  // A test may block the event loop for seconds (a bulk insert on PGlite); the server must not
  // close the client's idle keep-alive socket just as its next request arrives (ECONNRESET).
  (server as import("node:http").Server).keepAliveTimeout = 60_000;
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deps,
    handle,
    databaseUrl,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeQueue(handle.db);
      await handle.close();
      if (adminUrl && dbName) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
    },
  };
}
