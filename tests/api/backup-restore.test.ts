import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { staffUsers } from "../../server/db/schema/accounts";
import { respondents } from "../../server/db/schema/respondents";
import { seedDemoData } from "../../server/db/seed";
import { backup, restore } from "../../server/ops/backup";
import { s3FileStore } from "../../server/services/file-store/s3";
import { type FakeS3, startFakeS3 } from "../helpers/fake-s3";

const adminUrl = process.env.DATABASE_URL;
const temp = mkdtempSync(join(tmpdir(), "backup-test-"));
let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3({ buckets: ["uploads", "restored"] });
});
afterAll(async () => {
  rmSync(temp, { recursive: true, force: true });
  await fake.close();
});

/** A bucket of the fake S3 (decision 298). */
const s3 = (bucket: string) => ({
  bucket,
  endpoint: fake.url,
  region: fake.region,
  accessKeyId: fake.accessKeyId,
  secretAccessKey: fake.secretAccessKey,
  forcePathStyle: true,
});

/** Files in S3 (FILE_STORE=s3): a small one and one of two multipart parts. */
async function withObjects() {
  const big = randomBytes(6 * 1024 * 1024);
  const store = s3FileStore(s3("uploads"));
  await store.put("0a1b2c", new TextEncoder().encode("%PDF-1.4 in the bucket"), {
    contentType: "application/pdf",
  });
  await store.put("3d4e5f", big, { contentType: "image/png" });
  return big;
}

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
    const big = await withObjects();
    const before = await counts({ dataDir });

    const manifest = await backup({ dataDir, s3: s3("uploads") }, join(temp, "backup"));
    expect(manifest).toMatchObject({ kind: "pglite", files: 1, s3Objects: 2 });
    expect(readFileSync(join(temp, "backup", "s3", "3d4e5f")).equals(big)).toBe(true);

    // Other bytes under a key of the backup in the target bucket: refused before anything is restored.
    const target = fake.buckets.get("restored");
    target?.set("0a1b2c", { body: Buffer.from("other"), contentType: "text/plain", metadata: {} });
    const restored = join(temp, "restored");
    await expect(restore(join(temp, "backup"), { dataDir: restored, s3: s3("restored") })).rejects.toThrow(
      /holds other bytes under 1 key/,
    );
    expect(existsSync(restored)).toBe(false);
    target?.clear();

    await restore(join(temp, "backup"), { dataDir: restored, s3: s3("restored") });
    expect(target?.get("3d4e5f")?.body.equals(big)).toBe(true);
    expect(target?.get("3d4e5f")?.contentType).toBe("image/png");
    expect(target?.get("0a1b2c")?.body.toString()).toBe("%PDF-1.4 in the bucket");
    expect(target?.get("0a1b2c")?.contentType).toBe("application/pdf");
    // The same objects already there (a bucket that outlived its database): left as they are.
    fake.operations.length = 0;
    await restore(join(temp, "backup"), { dataDir: join(temp, "restored-again"), s3: s3("restored") });
    expect(fake.operations.filter((o) => o.startsWith("Put") || o.includes("Multipart"))).toEqual([]);
    expect(target?.size).toBe(2);
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
    const big = await withObjects();
    const before = await counts({ databaseUrl: source });

    const manifest = await backup(
      { databaseUrl: source, dataDir, s3: s3("uploads") },
      join(temp, "pg-backup"),
    );
    expect(manifest).toMatchObject({ kind: "postgres", files: 1, s3Objects: 2 });
    // Restored without a bucket: the objects land in DATA_DIR/files, the disk store's layout.
    await restore(join(temp, "pg-backup"), { databaseUrl: target, dataDir: join(temp, "pg-restored") });
    expect(readFileSync(join(temp, "pg-restored", "files", "3d4e5f")).equals(big)).toBe(true);
    expect(readFileSync(join(temp, "pg-restored", "files", "0a1b2c"), "utf8")).toBe("%PDF-1.4 in the bucket");
    expect(await counts({ databaseUrl: target })).toEqual(before);
    expect(readFileSync(join(temp, "pg-restored", "files", "documents", "brief.pdf"), "utf8")).toBe(
      "%PDF-1.4 the brief",
    );
    await expect(
      restore(join(temp, "pg-backup"), { databaseUrl: source, dataDir: join(temp, "pg-again") }),
    ).rejects.toThrow(/has tables/);
  }, 180_000);
});
