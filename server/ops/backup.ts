import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { cp, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { openDatabase } from "../db/client";
import type { S3Env } from "../env";
import { sha256Hex } from "../services/file-store/database";
import { filesFolder } from "../services/file-store/disk";
import { s3FileStore } from "../services/file-store/s3";

const run = promisify(execFile);

/**
 * Backup and restore (issue 22, decision 295). A backup is a folder: `manifest.json`, the
 * database (`database.tar.gz`, PGlite's own consistent dump of its data folder, or
 * `database.dump`, pg_dump's custom format), the uploaded files kept on disk (`files/`) and the
 * signing secret when it lives in the data folder (`jwt-secret`: links in sent e-mails and
 * encrypted values need it). With FILE_STORE=s3 the bucket's objects are copied too: `s3/<key>`
 * and `s3-objects.json` (key, content type, size, SHA-256), decision 298.
 */
export interface BackupManifest {
  kind: "pglite" | "postgres";
  createdAt: string;
  /** Files of the data folder (`files/`). */
  files: number;
  /** Objects of the S3 bucket (`s3/`); absent in backups without one. */
  s3Objects?: number;
}

export interface Source {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** The bucket of FILE_STORE=s3: backed up from, or restored into. */
  s3?: S3Env | undefined;
}

interface S3ObjectEntry {
  key: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

const S3_FOLDER = "s3";
const S3_INDEX = "s3-objects.json";

/** Copies every object of the bucket into `out/s3/<key>`, streamed, and writes the index. */
async function copyBucketOut(config: S3Env, out: string): Promise<number> {
  const store = s3FileStore(config);
  await mkdir(join(out, S3_FOLDER));
  const index: S3ObjectEntry[] = [];
  for await (const key of store.keys()) {
    const stored = await store.get(key);
    if (!stored) continue; // deleted since the listing
    const hash = createHash("sha256");
    async function* hashed() {
      for await (const chunk of stored?.stream() ?? []) {
        hash.update(chunk);
        yield chunk;
      }
    }
    await pipeline(hashed, createWriteStream(join(out, S3_FOLDER, key), { mode: 0o600 }));
    index.push({
      key,
      contentType: stored.contentType,
      sizeBytes: stored.sizeBytes,
      sha256: hash.digest("hex"),
    });
  }
  await writeFile(join(out, S3_INDEX), `${JSON.stringify(index, null, 1)}\n`);
  return index.length;
}

async function readS3Index(from: string): Promise<S3ObjectEntry[]> {
  return JSON.parse(await readFile(join(from, S3_INDEX), "utf8")) as S3ObjectEntry[];
}

/**
 * Before anything is restored: an object of the backup already in the bucket with other bytes
 * refuses the restore (never over data); one with the same bytes is left as it is.
 */
async function checkBucket(config: S3Env, index: S3ObjectEntry[]): Promise<Set<string>> {
  const store = s3FileStore(config);
  const same = new Set<string>();
  const other: string[] = [];
  for (const entry of index) {
    const there = await store.sha256(entry.key);
    if (there === entry.sha256) same.add(entry.key);
    else if (there) other.push(entry.key);
  }
  if (other.length > 0)
    throw new Error(
      `The bucket ${config.bucket} holds other bytes under ${other.length} key(s) of this backup (${other.slice(0, 3).join(", ")}): restore into an empty bucket.`,
    );
  return same;
}

/** The backup's S3 objects into the target bucket, or into DATA_DIR/files (the disk store's layout). */
async function copyBucketIn(from: string, index: S3ObjectEntry[], target: Source, skip: Set<string>) {
  const store = target.s3 ? s3FileStore(target.s3) : undefined;
  if (!store) await mkdir(filesFolder(target.dataDir), { recursive: true });
  for (const entry of index) {
    if (skip.has(entry.key)) continue;
    const bytes = new Uint8Array(await readFile(join(from, S3_FOLDER, entry.key)));
    if (sha256Hex(bytes) !== entry.sha256)
      throw new Error(`${S3_FOLDER}/${entry.key} in the backup is damaged.`);
    if (store) await store.put(entry.key, bytes, { contentType: entry.contentType });
    else await writeFile(join(filesFolder(target.dataDir), entry.key), bytes, { mode: 0o600 });
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function countFiles(dir: string): Promise<number> {
  if (!(await exists(dir))) return 0;
  let n = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) n += 1;
  return n;
}

async function copyDataFolderExtras(from: string, to: string): Promise<number> {
  if (await exists(join(from, "files")))
    await cp(join(from, "files"), join(to, "files"), { recursive: true });
  if (await exists(join(from, "jwt-secret"))) await cp(join(from, "jwt-secret"), join(to, "jwt-secret"));
  return countFiles(join(to, "files"));
}

/** Writes a backup of the database (and the data folder's files, and the bucket's) into `out`, a new folder. */
export async function backup(source: Source, out: string): Promise<BackupManifest> {
  if ((await exists(out)) && (await readdir(out)).length > 0) throw new Error(`${out} is not empty.`);
  await mkdir(out, { recursive: true });
  let kind: BackupManifest["kind"];
  if (source.databaseUrl) {
    kind = "postgres";
    await run("pg_dump", [
      "--format=custom",
      "--no-owner",
      `--file=${join(out, "database.dump")}`,
      source.databaseUrl,
    ]);
  } else {
    kind = "pglite";
    // Opening takes the folder's lock: a running server refuses us (PGlite is one process).
    const handle = await openDatabase({ dataDir: source.dataDir });
    try {
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir("gzip");
      await writeFile(join(out, "database.tar.gz"), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await handle.close();
    }
  }
  const files = await copyDataFolderExtras(source.dataDir, out);
  const manifest: BackupManifest = { kind, createdAt: new Date().toISOString(), files };
  // After the database: every object a row of the dump names was put before the dump began.
  if (source.s3) manifest.s3Objects = await copyBucketOut(source.s3, out);
  await writeFile(join(out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function isEmptyDatabase(databaseUrl: string): Promise<boolean> {
  const { stdout } = await run("psql", [
    databaseUrl,
    "-tAc",
    "select count(*) from information_schema.tables where table_schema = 'public'",
  ]);
  return stdout.trim() === "0";
}

/**
 * Restores a backup into an empty target: a new PGlite data folder, or an empty PostgreSQL
 * database (never over data: a restore that merged into live rows would be worse than none).
 * A backup's S3 objects go into the target's bucket (FILE_STORE=s3), else into DATA_DIR/files.
 */
export async function restore(from: string, target: Source): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(from, "manifest.json"), "utf8")) as BackupManifest;
  const s3Index = manifest.s3Objects === undefined ? [] : await readS3Index(from);
  const alreadyInBucket = target.s3 ? await checkBucket(target.s3, s3Index) : new Set<string>();
  if (target.databaseUrl) {
    if (manifest.kind !== "postgres") throw new Error("This is a PGlite backup: restore it into a DATA_DIR.");
    if (!(await isEmptyDatabase(target.databaseUrl)))
      throw new Error("The target database has tables: restore into an empty database.");
    await run("pg_restore", [
      "--no-owner",
      "--exit-on-error",
      `--dbname=${target.databaseUrl}`,
      join(from, "database.dump"),
    ]);
  } else {
    if (manifest.kind !== "pglite")
      throw new Error("This is a PostgreSQL backup: restore it with DATABASE_URL set to an empty database.");
    if ((await exists(target.dataDir)) && (await readdir(target.dataDir)).length > 0)
      throw new Error(`${target.dataDir} is not empty: restore into a new data folder.`);
    await mkdir(target.dataDir, { recursive: true });
    const dump = new Blob([await readFile(join(from, "database.tar.gz"))]);
    const client = new PGlite({
      dataDir: join(target.dataDir, "pg"),
      loadDataDir: dump,
      extensions: { pg_trgm },
    });
    await client.waitReady;
    await client.close();
  }
  await copyDataFolderExtras(from, target.dataDir);
  await copyBucketIn(from, s3Index, target, alreadyInBucket);
  return manifest;
}
