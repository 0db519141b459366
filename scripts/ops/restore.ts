/**
 * `npm run restore -- <backup folder>`: restores into DATABASE_URL (an empty PostgreSQL database)
 * or into DATA_DIR (a new PGlite folder), files and secret included (decision 295); a backup's S3
 * objects go into S3_BUCKET with FILE_STORE=s3, else into DATA_DIR/files (decision 298).
 */
import { resolve } from "node:path";
import { readFileStoreEnv } from "../../server/env";
import { restore } from "../../server/ops/backup";

const from = process.argv[2];
if (!from) {
  console.error("Usage: npm run restore -- <backup folder>");
  process.exit(2);
}
try {
  const target = {
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: resolve(process.env.DATA_DIR ?? "./data"),
    s3: readFileStoreEnv().s3,
  };
  const manifest = await restore(resolve(from), target);
  const objects = manifest.s3Objects === undefined ? "" : `, ${manifest.s3Objects} S3 objects`;
  console.log(
    `Restored the ${manifest.kind} backup of ${manifest.createdAt} (${manifest.files} files${objects}).`,
  );
  if (manifest.s3Objects && !target.s3 && readFileStoreEnv().fileStore === "db")
    console.log("The S3 objects are in DATA_DIR/files: npm run files:migrate moves them into the database.");
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
