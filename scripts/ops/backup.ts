/**
 * `npm run backup -- <folder>`: a backup of the database named by DATABASE_URL (pg_dump) or of
 * the PGlite folder DATA_DIR (the server must be stopped: PGlite is one process), with the
 * uploaded files and the signing secret kept in DATA_DIR, and the bucket's objects with
 * FILE_STORE=s3 (decisions 295, 298).
 */
import { resolve } from "node:path";
import { readFileStoreEnv } from "../../server/env";
import { backup } from "../../server/ops/backup";

const out = process.argv[2];
if (!out) {
  console.error("Usage: npm run backup -- <new folder>");
  process.exit(2);
}
try {
  const manifest = await backup(
    {
      databaseUrl: process.env.DATABASE_URL || undefined,
      dataDir: resolve(process.env.DATA_DIR ?? "./data"),
      s3: readFileStoreEnv().s3,
    },
    resolve(out),
  );
  console.log(
    `Backup of the ${manifest.kind} database and ${manifest.files} files${manifest.s3Objects === undefined ? "" : ` and ${manifest.s3Objects} S3 objects`} written to ${resolve(out)}`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
