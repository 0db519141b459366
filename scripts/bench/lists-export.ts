/**
 * The export half of bench:lists, run in a fresh process by lists.ts: it loads only what a server
 * exporting would (database client, export services — not the bench's seeding code and faker), so
 * its peak RSS is the server's. Arguments: the PGlite folder or PostgreSQL URL, a temp folder and
 * the export: "jobs" (query/export of every job) or "panel" (the panel-search export of every
 * member, grid columns with eligibility labels, capped at 100,000 rows).
 */
import { createWriteStream, statSync } from "node:fs";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import { jobDtParamsSchema, type QueryRequest } from "../../server/contracts/query";
import { type DbHandle, openDatabase } from "../../server/db/client";
import { writeExport } from "../../server/services/export";
import { engineContext, engineExport } from "./panel-engine";

async function jobsExport(handle: DbHandle, file: string) {
  const request = { entity: "jobs", dtparams: jobDtParamsSchema.parse({}) } as QueryRequest;
  const out = createWriteStream(file);
  const written = await writeExport(handle.db, request, out, "Australia/Sydney", new Date());
  await finished(out);
  return written;
}

const panelExport = (handle: DbHandle, file: string) => engineExport(engineContext(handle.db), [], file);

/** Opens the database, runs the export to a file, prints time and peak RSS. */
async function exportChild(target: string, dir: string, which: string) {
  const handle = target.startsWith("postgres")
    ? await openDatabase({ databaseUrl: target })
    : await openDatabase({ dataDir: target });
  const file = join(dir, `${which}.xlsx`);
  const before = process.memoryUsage().rss;
  const t = performance.now();
  const cpu = process.cpuUsage();
  const written = which === "panel" ? await panelExport(handle, file) : await jobsExport(handle, file);
  const ms = performance.now() - t;
  const used = process.cpuUsage(cpu);
  await handle.close();
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  console.log(
    `  ${which === "panel" ? "panel-search export" : "query/export (jobs)"} ${written} rows: ${(ms / 1000).toFixed(2)} s (this process's CPU ${((used.user + used.system) / 1e6).toFixed(2)} s), file ${mb(statSync(file).size)} MB, peak RSS ${mb(process.resourceUsage().maxRSS * 1024)} MB (after opening the database ${mb(before)} MB)`,
  );
}

await exportChild(process.argv[2] ?? "", process.argv[3] ?? "", process.argv[4] ?? "jobs");
