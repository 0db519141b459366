import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { staffUsers } from "../../server/db/schema/accounts";
import { respondents } from "../../server/db/schema/respondents";
import { seedDemoData } from "../../server/db/seed";
import { backup, restore } from "../../server/ops/backup";

const adminUrl = process.env.DATABASE_URL;
const temp = mkdtempSync(join(tmpdir(), "backup-test-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

async function counts(source: { databaseUrl?: string; dataDir?: string }) {
  const handle = await openDatabase(source);
  try {
    const [staff] = await handle.db.select({ n: count() }).from(staffUsers);
    const [members] = await handle.db.select({ n: count() }).from(respondents);
    return { staff: staff?.n, members: members?.n };
  } finally {
    await handle.close();
  }
}

/** A data folder with an uploaded file and a secret, as the server leaves it (issue 22). */
function withFiles(dataDir: string) {
  mkdirSync(join(dataDir, "files", "documents"), { recursive: true });
  writeFileSync(join(dataDir, "files", "documents", "brief.pdf"), "%PDF-1.4 the brief");
  writeFileSync(join(dataDir, "jwt-secret"), "a-secret-kept-with-the-data");
}

describe.skipIf(!!adminUrl)("backup and restore on PGlite", () => {
  it("restores the records and files into a new data folder", async () => {
    const dataDir = join(temp, "data");
    const handle = await openDatabase({ dataDir });
    await seedDemoData(handle.db);
    await handle.close();
    withFiles(dataDir);
    const before = await counts({ dataDir });

    const manifest = await backup({ dataDir }, join(temp, "backup"));
    expect(manifest).toMatchObject({ kind: "pglite", files: 1 });
    const restored = join(temp, "restored");
    await restore(join(temp, "backup"), { dataDir: restored });
    expect(await counts({ dataDir: restored })).toEqual(before);
    expect(before.members).toBeGreaterThan(0);
    expect(readFileSync(join(restored, "files", "documents", "brief.pdf"), "utf8")).toBe(
      "%PDF-1.4 the brief",
    );
    expect(readFileSync(join(restored, "jwt-secret"), "utf8")).toBe("a-secret-kept-with-the-data");
    // Never over data.
    await expect(restore(join(temp, "backup"), { dataDir: restored })).rejects.toThrow(/not empty/);
  }, 180_000);
});

describe.skipIf(!adminUrl)("backup and restore on PostgreSQL", () => {
  const names = [`backup_a_${randomBytes(4).toString("hex")}`, `backup_b_${randomBytes(4).toString("hex")}`];
  const urlOf = (name: string) => {
    const url = new URL(adminUrl ?? "");
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(statement);
    await c.end();
  };
  afterAll(async () => {
    for (const n of names) await admin(`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`);
  });

  it("restores the records into an empty database, and refuses one with tables", async () => {
    for (const n of names) await admin(`CREATE DATABASE ${n}`);
    const [source, target] = names.map(urlOf) as [string, string];
    const handle = await openDatabase({ databaseUrl: source });
    await seedDemoData(handle.db);
    await handle.close();
    const dataDir = join(temp, "pg-data");
    withFiles(dataDir);
    const before = await counts({ databaseUrl: source });

    const manifest = await backup({ databaseUrl: source, dataDir }, join(temp, "pg-backup"));
    expect(manifest).toMatchObject({ kind: "postgres", files: 1 });
    await restore(join(temp, "pg-backup"), { databaseUrl: target, dataDir: join(temp, "pg-restored") });
    expect(await counts({ databaseUrl: target })).toEqual(before);
    expect(readFileSync(join(temp, "pg-restored", "files", "documents", "brief.pdf"), "utf8")).toBe(
      "%PDF-1.4 the brief",
    );
    await expect(
      restore(join(temp, "pg-backup"), { databaseUrl: source, dataDir: join(temp, "pg-again") }),
    ).rejects.toThrow(/has tables/);
  }, 180_000);
});
