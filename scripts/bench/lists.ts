/**
 * npm run bench:lists — server time of POST /api/query/result pages and of the .xlsx exports over
 * 100,000 jobs and 100,000 panel members (issues 4, 19). Seeds a fresh PGlite in a temp folder,
 * and also a fresh database on the PostgreSQL server named by DATABASE_URL when set. Times are
 * measured around the service call. BENCH_RUNS (default 50) runs per page; BENCH_JOBS (default
 * 100,000) jobs; BENCH_MEMBERS (default 100,000) members with five events each.
 * Goals: p95 ≤ 100 ms on PGlite, ≤ 50 ms on PostgreSQL, deep pages no slower than the first;
 * each export of 100,000 rows ≤ 5 s and ≤ 300 MB peak RSS (decision 234).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { faker } from "@faker-js/faker";
import { sql } from "drizzle-orm";
import type { UseCaseContext } from "../../server/context";
import { jobDtParamsSchema, type QueryRequest } from "../../server/contracts/query";
import { type DbHandle, openDatabase } from "../../server/db/client";
import { clients } from "../../server/db/schema/clients";
import { jobs } from "../../server/db/schema/jobs";
import { fakeJobs } from "../../server/db/seed/clients-jobs";
import { queryResult } from "../../server/services/query";
import { percentile, withScratchDatabase } from "./bench-support";
import { generatePanel } from "./panel-data";

/** The list use case reads only the database: the bench gives it a context holding just that. */
const benchContext = (handle: DbHandle) => ({ deps: { db: handle.db } }) as unknown as UseCaseContext;

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);

async function seed(handle: DbHandle) {
  faker.seed(4);
  const db = handle.db;
  const clientRows = await db
    .insert(clients)
    .values(Array.from({ length: 300 }, (_, i) => ({ name: `${faker.company.name()} ${i}` })))
    .returning({ id: clients.id });
  const ids = clientRows.map((c) => c.id);
  const managers = ["alex@demo.test", "sam@demo.test", "jordan@demo.test", "robin@demo.test"];
  for (let i = 0; i < JOBS; i += 1000) {
    await db.insert(jobs).values(fakeJobs(Math.min(1000, JOBS - i), ids, managers, i + 1));
  }
  await generatePanel(db, MEMBERS, () => {});
  // PGlite runs no autovacuum: without the visibility map, index-only scans would visit the heap.
  await db.execute(sql`vacuum analyze`);
}

async function time(handle: DbHandle, label: string, dtparams: unknown) {
  const request = { entity: "jobs", dtparams: jobDtParamsSchema.parse(dtparams) } as QueryRequest;
  const samples: number[] = [];
  let rows = 0;
  let filtered = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const t = performance.now();
    const result = await queryResult(benchContext(handle), request);
    if (i >= 3) samples.push(performance.now() - t); // the first runs warm caches and plans
    rows = result.rows.length;
    filtered = result.filtered;
  }
  samples.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(44)} p50 ${percentile(samples, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(samples, 95).toFixed(1).padStart(6)} ms  (${rows} rows of ${filtered})`,
  );
}

/** Each export runs in a fresh process so its peak RSS is what a server doing it would reach. */
function exportAll(target: string, dir: string) {
  for (const which of ["jobs", "panel"]) {
    const script = fileURLToPath(new URL("./lists-export.ts", import.meta.url));
    const child = spawnSync(process.execPath, ["--import", "tsx", script, target, dir, which], {
      stdio: "inherit",
    });
    if (child.status !== 0) throw new Error(`export child failed with ${child.status}`);
  }
}

async function run(kind: string, handle: DbHandle, dir: string, target: string) {
  const t = Date.now();
  await seed(handle);
  console.log(
    `${kind}: seeded ${JOBS} jobs and ${MEMBERS} members in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
  const open = await queryResult(benchContext(handle), {
    entity: "jobs",
    dtparams: jobDtParamsSchema.parse({ filters: { status: "Open" }, length: 1 }),
  });
  const sortNumber = { column: "jobNumber", dir: "asc" };
  const sortStart = { column: "startDate", dir: "desc" };
  const openFilter = { status: "Open" };
  await time(handle, "first page, job number asc", { start: 0, length: 50, sort: sortNumber });
  await time(handle, "offset 90,000, job number asc", { start: 90_000, length: 50, sort: sortNumber });
  await time(handle, "offset 50,000 (middle), job number asc", {
    start: 50_000,
    length: 50,
    sort: sortNumber,
  });
  await time(handle, "first page, Open, start date desc", {
    start: 0,
    length: 50,
    sort: sortStart,
    filters: openFilter,
  });
  await time(handle, "last page, Open, start date desc", {
    start: Math.max(0, open.filtered - 50),
    length: 50,
    sort: sortStart,
    filters: openFilter,
  });
  await time(handle, "middle page, Open, start date desc", {
    start: Math.floor(open.filtered / 2),
    length: 50,
    sort: sortStart,
    filters: openFilter,
  });
  await time(handle, "search 'J24-0' + Open, job number desc", {
    start: 0,
    length: 50,
    search: "J24-0",
    sort: { column: "jobNumber", dir: "desc" },
    filters: openFilter,
  });
  // Decision 084: a name substring (trigram index), a broad one (a fifth of all jobs), a short term.
  await time(handle, "search 'cheese' + Open, job number desc", {
    start: 0,
    length: 50,
    search: "cheese",
    sort: { column: "jobNumber", dir: "desc" },
    filters: openFilter,
  });
  await time(handle, "search 'study' (broad), start date desc", {
    start: 0,
    length: 50,
    search: "study",
    sort: sortStart,
  });
  await time(handle, "search 'fr' (2 chars: prefixes), name asc", {
    start: 0,
    length: 50,
    search: "fr",
    sort: { column: "name", dir: "asc" },
  });
  await handle.close();
  exportAll(target, dir);
}

const dir = mkdtempSync(join(tmpdir(), "bench-lists-"));
try {
  // BENCH_ONLY=postgres skips PGlite (e.g. to re-measure the server alone).
  if (process.env.BENCH_ONLY !== "postgres") {
    const liteDir = join(dir, "pglite");
    await run("PGlite", await openDatabase({ dataDir: liteDir }), dir, liteDir);
  }
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    await withScratchDatabase(adminUrl, async (url) => {
      await run("PostgreSQL", await openDatabase({ databaseUrl: url }), dir, url);
    });
  } else {
    console.log("PostgreSQL: skipped (set DATABASE_URL to a server to include it)");
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
