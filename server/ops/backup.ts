import { execFile } from "node:child_process";
import { cp, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { openDatabase } from "../db/client";

const run = promisify(execFile);

/**
 * Backup and restore (issue 22, decision 295). A backup is a folder: `manifest.json`, the
 * database (`database.tar.gz`, PGlite's own consistent dump of its data folder, or
 * `database.dump`, pg_dump's custom format), the uploaded files kept on disk (`files/`) and the
 * signing secret when it lives in the data folder (`jwt-secret`: links in sent e-mails and
 * encrypted values need it).
 */
export interface BackupManifest {
  kind: "pglite" | "postgres";
  createdAt: string;
  files: number;
}

export interface Source {
  databaseUrl?: string | undefined;
  dataDir: string;
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

/** Writes a backup of the database (and the data folder's files) into `out`, a new folder. */
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
 */
export async function restore(from: string, target: Source): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(from, "manifest.json"), "utf8")) as BackupManifest;
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
  return manifest;
}
