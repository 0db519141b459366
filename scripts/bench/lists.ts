/**
 * npm run bench:lists — server time of POST /api/query/result pages and of the .xlsx exports over
 * 100,000 jobs and 100,000 panel members (issues 4, 19). Seeds a fresh PGlite in a temp folder,
 * and also a fresh database on the PostgreSQL server named by DATABASE_URL when set. Times are
 * measured around the service call. BENCH_RUNS (default 50) runs per page; BENCH_JOBS (default
 * 100,000) jobs; BENCH_MEMBERS (default 100,000) members with five events each.
 * Goals: p95 ≤ 100 ms on PGlite, ≤ 50 ms on PostgreSQL, deep pages no slower than the first;
 * each export of 100,000 rows ≤ 5 s and ≤ 300 MB peak RSS (decision 234). The exports run through
 * the built server (`npm run build:server`) in its own process, over HTTP as a browser asks for
 * them, signed in as the demo administrator: the peak RSS is the server's own.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { faker } from "@faker-js/faker";
import { sql } from "drizzle-orm";
import { jobDtParamsSchema, type QueryRequest } from "../../server/contracts/query";
import { type DbHandle, openDatabase } from "../../server/db/client";
import { clients } from "../../server/db/schema/clients";
import { jobs } from "../../server/db/schema/jobs";
import { seedDemoData } from "../../server/db/seed";
import { fakeJobs } from "../../server/db/seed/clients-jobs";
import { queryResult } from "../../server/services/query";
import { startChildServer } from "../../tests/helpers/child-server";
import { apiClient, DEMO } from "../../tests/helpers/client";
import { percentile, send, withPeakRss, withScratchDatabase } from "./bench-support";
import { generatePanel } from "./panel-data";
import { engineContext } from "./panel-engine";

/** The list use case as a staff user with every right calls it (the lists check the user's rights). */
const benchContext = (handle: DbHandle) => engineContext(handle.db);

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);

/** The demo seed's jobs keep their numbers: the bench's are numbered after them. */
const FIRST_JOB_NUMBER = 10_001;

async function seed(handle: DbHandle) {
  const db = handle.db;
  // The demo seed first: the administrator the exports sign in as, with every right.
  await seedDemoData(db);
  faker.seed(4);
  const clientRows = await db
    .insert(clients)
    .values(Array.from({ length: 300 }, (_, i) => ({ name: `${faker.company.name()} ${i}` })))
    .returning({ id: clients.id });
  const ids = clientRows.map((c) => c.id);
  const managers = ["alex@demo.test", "sam@demo.test", "jordan@demo.test", "robin@demo.test"];
  for (let i = 0; i < JOBS; i += 1000) {
    await db.insert(jobs).values(fakeJobs(Math.min(1000, JOBS - i), ids, managers, FIRST_JOB_NUMBER + i));
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

const EXPORTS = [
  { label: "query/export (every job)", path: "/query/export", json: { entity: "jobs", dtparams: {} } },
  {
    label: "panel-search export (100,000 members)",
    path: "/respondent/GetQueryResultsExport",
    json: { filters: [], dtparams: { start: 0, length: 50 }, maxrecords: 100_000 },
  },
];

/**
 * Each export twice through the built server started on the database: time to the last byte and
 * the server's RSS before and at its peak (sampled every 25 ms), as a browser's download sees it.
 */
async function exportAll(env: Record<string, string>) {
  const server = await startChildServer(env, { built: true });
  const pid = server.proc.pid ?? 0;
  try {
    const token = await apiClient({ url: server.url }).login(DEMO.admin.username, DEMO.admin.password);
    for (const e of EXPORTS) {
      const times: number[] = [];
      const {
        value: bytes,
        before,
        peak,
      } = await withPeakRss(pid, async () => {
        let size = 0;
        for (let i = 0; i < 2; i++) {
          const sent = await send(server.url, token, "POST", e.path, e.json);
          if (sent.status !== 200) throw new Error(`${e.path} answered ${sent.status} ${sent.error}`);
          times.push(sent.ms);
          size = sent.bytes;
        }
        return size;
      });
      const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
      console.log(
        `  ${e.label.padEnd(44)} ${times.map((x) => `${(x / 1000).toFixed(2)} s`).join(", ")}  file ${mb(bytes)}  server RSS ${mb(before)} → peak ${mb(peak)}`,
      );
    }
  } finally {
    server.proc.kill("SIGTERM");
    await server.exited;
  }
}

async function run(kind: string, handle: DbHandle, serverEnv: Record<string, string>) {
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
  await time(handle, "search 'J24-2' + Open, job number desc", {
    start: 0,
    length: 50,
    search: "J24-2",
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
  await handle.close(); // one process at a time on a PGlite folder: the server opens it next
  await exportAll(serverEnv);
}

const dir = mkdtempSync(join(tmpdir(), "bench-lists-"));
try {
  // BENCH_ONLY=postgres skips PGlite (e.g. to re-measure the server alone).
  if (process.env.BENCH_ONLY !== "postgres") {
    const liteDir = join(dir, "pglite");
    await run("PGlite", await openDatabase({ dataDir: liteDir }), { DATA_DIR: liteDir, DATABASE_URL: "" });
  }
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    await withScratchDatabase(adminUrl, async (url) => {
      await run("PostgreSQL", await openDatabase({ databaseUrl: url }), { DATABASE_URL: url });
    });
  } else {
    console.log("PostgreSQL: skipped (set DATABASE_URL to a server to include it)");
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
