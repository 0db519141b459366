import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { type DbHandle, openDatabase } from "../../server/db/client";
import { messageDeliveries } from "../../server/db/schema/messaging";
import { isSeeded, markSeeded } from "../../server/db/seed-marker";
import { readEnv } from "../../server/env";
import { queueCampaign } from "../../server/services/messaging/campaigns";
import { closeQueue } from "../../server/services/messaging/queue";

export const ADMIN_URL = process.env.DATABASE_URL;

/** Where the child servers keep their data: a fresh PGlite folder, or a fresh PostgreSQL database. */
export interface Store {
  /** Environment for the child servers (an empty DATABASE_URL keeps a PGlite child off PostgreSQL). */
  env: Record<string, string>;
  open(): Promise<DbHandle>;
  drop(): Promise<void>;
}

export async function freshStore(kind: "pglite" | "postgres"): Promise<Store> {
  if (kind === "pglite") {
    const dataDir = mkdtempSync(join(tmpdir(), "msg-crash-"));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      open: () => openDatabase({ dataDir }),
      drop: async () => {},
    };
  }
  if (!ADMIN_URL) throw new Error("DATABASE_URL is needed for the PostgreSQL run");
  const name = `crash_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    env: { DATABASE_URL: databaseUrl },
    open: () => openDatabase({ databaseUrl }),
    drop: async () => {
      const a = new pg.Client({ connectionString: ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** Queues one e-mail campaign of `n` recipients (rcpt-<i>@sink.test) and marks the DB seeded. */
export async function queueBigCampaign(handle: DbHandle, n: number) {
  if (!(await isSeeded(handle.db))) await markSeeded(handle.db);
  const env = readEnv({ jwtSecret: new Uint8Array(32), logLevel: "silent" });
  const deps = { db: handle.db, env, notifyOutbox: () => {} };
  const started = Date.now();
  const { campaignId } = await queueCampaign(deps, {
    channel: "email",
    kind: "invite",
    messages: Array.from({ length: n }, (_, i) => ({
      respondentId: 0,
      to: `rcpt-${i}@sink.test`,
      subject: `Invitation ${i}`,
      text: `Hello ${i}, you are invited.`,
      html: `<p>Hello ${i}, you are invited.</p>`,
    })),
  });
  await closeQueue(handle.db);
  return { campaignId, enqueueMs: Date.now() - started };
}

export async function deliveryStatuses(handle: DbHandle, campaignId: number) {
  const rows = await handle.db
    .select({ to: messageDeliveries.toAddress, status: messageDeliveries.status })
    .from(messageDeliveries)
    .where(eq(messageDeliveries.campaignId, campaignId));
  return new Map(rows.map((r) => [r.to, r.status]));
}

/** How many times each address received a message. */
export function receivedCounts(messages: { to: string }[]) {
  const counts = new Map<string, number>();
  for (const m of messages) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  return counts;
}

/** Resolves once `count()` has not changed for `quietMs`. */
export async function untilQuiet(count: () => number, quietMs: number, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  let last = -1;
  let since = Date.now();
  while (Date.now() < end) {
    const now = count();
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the send did not settle in time");
}
