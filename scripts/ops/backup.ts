/**
 * `npm run backup -- <folder>`: a backup of the database named by DATABASE_URL (pg_dump) or of
 * the PGlite folder DATA_DIR (the server must be stopped: PGlite is one process), with the
 * uploaded files and the signing secret kept in DATA_DIR (decision 295).
 */
import { resolve } from "node:path";
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
    },
    resolve(out),
  );
  console.log(
    `Backup of the ${manifest.kind} database and ${manifest.files} files written to ${resolve(out)}`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
