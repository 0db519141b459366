/**
 * npm run files:migrate: moves uploaded files from DATA_DIR/files into the store in use, the
 * database or S3 (decisions 291, 298). Run it once after setting DATABASE_URL or FILE_STORE=s3 on
 * an installation that kept files on disk; it is safe to run again (it moves only what is still
 * on disk).
 */
import { openDatabase } from "../server/db/client";
import { readEnv } from "../server/env";
import { moveDiskFiles } from "../server/services/file-store/migrate";
import { fileStoreOf } from "../server/services/file-store/store";

const env = readEnv();
if (env.fileStore === "disk") {
  // Moving them into PGlite while the server keeps reading DATA_DIR/files would hide them.
  console.error(
    "files:migrate moves files into the database or S3 store: set DATABASE_URL (or FILE_STORE=db), or FILE_STORE=s3.",
  );
  process.exit(1);
}
const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  const deps = { db: handle.db, env };
  const counts = await moveDiskFiles(deps, fileStoreOf(deps));
  const where =
    env.fileStore === "s3"
      ? `S3 bucket ${env.s3?.bucket}${env.s3?.endpoint ? ` at ${env.s3.endpoint}` : ""}`
      : env.databaseUrl
        ? "PostgreSQL (DATABASE_URL)"
        : `PGlite in ${env.dataDir}`;
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
