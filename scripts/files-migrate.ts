/**
 * npm run files:migrate: moves uploaded files from DATA_DIR/files into the database (decision 291).
 * Run it once after setting DATABASE_URL on an installation that kept files on disk; it is safe to
 * run again (it moves only what is still on disk).
 */
import { openDatabase } from "../server/db/client";
import { readEnv } from "../server/env";
import { moveDiskFilesToDatabase } from "../server/services/file-store/migrate";

const env = readEnv();
if (env.fileStore !== "db") {
  // Moving them into PGlite while the server keeps reading DATA_DIR/files would hide them.
  console.error("files:migrate moves files into the database store: set DATABASE_URL (or FILE_STORE=db).");
  process.exit(1);
}
const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  const counts = await moveDiskFilesToDatabase({ db: handle.db, env });
  const where = env.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${env.dataDir}`;
  console.log(`files:migrate from ${env.dataDir}/files into ${where}`);
  console.log(`  moved:              ${counts.moved}`);
  console.log(`  already there:      ${counts.alreadyThere}`);
  console.log(`  unfinished uploads: ${counts.leftovers} (removed)`);
  console.log(
    `  conflicts:          ${counts.conflicts.length}${counts.conflicts.length ? ` (left on disk: ${counts.conflicts.join(", ")})` : ""}`,
  );
  console.log(
    `  not uploads:        ${counts.foreign.length}${counts.foreign.length ? ` (left on disk: ${counts.foreign.join(", ")})` : ""}`,
  );
  if (counts.conflicts.length > 0) process.exitCode = 1;
} finally {
  await handle.close();
}
