/**
 * The export half of bench:lists, run in a fresh process by lists.ts: it loads only what a server
 * exporting would (database client, export service — not the bench's seeding code and faker), so
 * its peak RSS is the server's. Arguments: the PGlite folder or PostgreSQL URL, and a temp folder.
 */
import { createWriteStream, statSync } from "node:fs";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import { jobDtParamsSchema, type QueryRequest } from "../../server/contracts/query";
import { openDatabase } from "../../server/db/client";
import { writeExport } from "../../server/services/export";

/** Opens the database, exports every job to a file, prints time and peak RSS. */
async function exportChild(target: string, dir: string) {
  const handle = target.startsWith("postgres")
    ? await openDatabase({ databaseUrl: target })
    : await openDatabase({ dataDir: target });
  const file = join(dir, "jobs.xlsx");
  const request = { entity: "jobs", dtparams: jobDtParamsSchema.parse({}) } as QueryRequest;
  const before = process.memoryUsage().rss;
  const t = performance.now();
  const out = createWriteStream(file);
  const written = await writeExport(handle.db, request, out, "Australia/Sydney");
  await finished(out);
  const ms = performance.now() - t;
  await handle.close();
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  console.log(
    `  export ${written} rows: ${(ms / 1000).toFixed(2)} s, file ${mb(statSync(file).size)} MB, peak RSS ${mb(process.resourceUsage().maxRSS * 1024)} MB (after opening the database ${mb(before)} MB)`,
  );
}

await exportChild(process.argv[2] ?? "", process.argv[3] ?? "");
