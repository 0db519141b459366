/**
 * `npm run restore -- <backup folder>`: restores into DATABASE_URL (an empty PostgreSQL database)
 * or into DATA_DIR (a new PGlite folder), files and secret included (decision 295).
 */
import { resolve } from "node:path";
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
  };
  const manifest = await restore(resolve(from), target);
  console.log(`Restored the ${manifest.kind} backup of ${manifest.createdAt} (${manifest.files} files).`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
