/**
 * npm run bench:panel — panel search at a million members (issue 10): generates N members with
 * 5·N events (scripts/bench/panel-data.ts; no fixture file) on PGlite (a file folder under /tmp)
 * and on PostgreSQL (DATABASE_URL set, or --pg=URL), then prints p50/p95 server time for a
 * four-condition filter's first page with its count, a history condition, a broad filter, a deep
 * page (offset and keyset), the ids of a ~50,000-member result and a 100,000-row export (time and
 * peak RSS). Goals: first pages with counts p95 ≤ 100 ms (PGlite) / ≤ 50 ms (PostgreSQL); ids ≤
 * 500 ms; export ≤ 5 s.
 *
 * Flags: --members=N (default 1,000,000; try 50000 first), --reuse (keep and reuse the generated
 * PGlite folder / PostgreSQL database: /tmp/panel-bench/pglite-N, database panel_bench_N),
 * --runs=N (default 20), --skip-pglite, --pg=URL, --engine (through the panel-search service
 * functions instead of the reference SQL: labels included). Times are taken around the query functions in
 * this process (what a route adds is parsing and the envelope).
 */
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { QUERY_MAX_OFFSET } from "../../server/contracts/panel-search-constants";
import { type DbHandle, openDatabase } from "../../server/db/client";
import { encodeCursor } from "../../server/db/repo/panel-search/run";
import { flag, flagValue, percentile } from "./bench-support";
import { EVENTS_PER_MEMBER, generatePanel, panelSize } from "./panel-data";
import { ENGINE_FILTERS, engineContext, engineExport, engineIds, enginePage } from "./panel-engine";
import {
  benchJobId,
  exportRows,
  FILTERS,
  firstPageWithCount,
  ids,
  oneJobFilter,
  page,
} from "./panel-queries";

const arg = flag;
const argValue = flagValue;
const MEMBERS = Number(argValue("members") ?? 1_000_000);
const RUNS = Number(argValue("runs") ?? 20);
const REUSE = Boolean(arg("reuse"));
const ENGINE = Boolean(arg("engine"));
const PG_URL = argValue("pg") ?? process.env.DATABASE_URL;
const ROOT = "/tmp/panel-bench";

/** Runs `fn` while sampling this process's RSS every 50 ms; answers the RSS before it and the peak. */
async function withPeakRss(fn: () => Promise<unknown>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  try {
    await fn();
  } finally {
    clearInterval(sampler);
  }
  return { before, peak };
}

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

async function timed<T>(
  label: string,
  runs: number,
  goal: number,
  fn: () => Promise<T>,
  show?: (v: T) => string,
) {
  let value = await fn(); // warm-up: plans cached, pages read once
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    value = await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const mark = p95 <= goal ? "ok" : `OVER the ${goal} ms goal`;
  console.log(
    `  ${label.padEnd(46)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  ${mark}${show ? `  (${show(value)})` : ""}`,
  );
}

async function measure(handle: DbHandle, firstPageGoal: number) {
  const db = handle.db;
  const counted = (v: { rows: number; total: number; estimated: boolean }) =>
    `${v.rows} rows, total ${v.estimated ? "≈" : ""}${v.total.toLocaleString("en-AU")}`;
  const listed = (r: unknown[]) => `${r.length.toLocaleString("en-AU")}`;
  const g = firstPageGoal;
  const oneJob = oneJobFilter(await benchJobId(db));
  // First pages with their count; "count capped first" runs the capped count before the page.
  const firstPages: [string, Parameters<typeof firstPageWithCount>[1], boolean?][] = [
    ["four conditions: first page + count", FILTERS.four],
    ["  same, count capped first", FILTERS.four, false],
    ["history (Focus Group, 6 months): page + count", FILTERS.history],
    ["  same, count capped first", FILTERS.history, false],
    ["history of one job: page + exact count", oneJob],
    ["broad (half the panel): page + count", FILTERS.broad],
  ];
  for (const [label, filter, estimateFirst] of firstPages)
    await timed(label, RUNS, g, () => firstPageWithCount(db, filter, estimateFirst), counted);
  await timed(
    "deep page: broad, offset 100,000",
    RUNS,
    g,
    () => page(db, FILTERS.broad, { offset: 100_000 }),
    listed,
  );
  await timed(
    "deep page: broad, offset 10,000",
    RUNS,
    g,
    () => page(db, FILTERS.broad, { offset: 10_000 }),
    listed,
  );
  const deepId = Math.floor(MEMBERS * 0.8);
  await timed(
    "deep page: broad, keyset after 80% of ids",
    RUNS,
    g,
    () => page(db, FILTERS.broad, { afterId: deepId }),
    listed,
  );
  await timed(
    "ids of a ~50,000-member result",
    Math.min(RUNS, 10),
    500,
    () => ids(db, FILTERS.ids50k),
    listed,
  );
  await timed(
    "export 100,000 rows: SQL batches only",
    2,
    5_000,
    () => exportRows(db, FILTERS.export100k, null),
    String,
  );
  const file = join(ROOT, `export-${handle.kind}.xlsx`);
  const rss = await withPeakRss(() =>
    timed("export 100,000 rows (.xlsx)", 2, 5_000, () => exportRows(db, FILTERS.export100k, file), String),
  );
  console.log(
    `  export RSS: ${mb(rss.before)} before, peak ${mb(rss.peak)} (process peak ever ${mb(process.resourceUsage().maxRSS * 1024)})`,
  );
}

/** The same operations through the engine's service functions (--engine). */
async function measureEngine(handle: DbHandle, g: number) {
  const ctx = engineContext(handle.db);
  const F = ENGINE_FILTERS;
  const counted = (v: { rows: number; total: number; estimated: boolean }) =>
    `${v.rows} rows, total ${v.estimated ? "≈" : ""}${v.total.toLocaleString("en-AU")}`;
  const sixMonths = new Date(Date.now() - 182 * 86_400_000).toISOString().slice(0, 10);
  await timed(
    "engine: four conditions, page + count + labels",
    RUNS,
    g,
    () => enginePage(ctx, F.four),
    counted,
  );
  await timed(
    "engine: history category 6 months",
    RUNS,
    g,
    () => enginePage(ctx, F.history(sixMonths)),
    counted,
  );
  await timed("engine: broad (half the panel)", RUNS, g, () => enginePage(ctx, F.broad), counted);
  await timed(
    "engine: deep page, offset 10,000 (the most)",
    RUNS,
    g,
    () => enginePage(ctx, F.broad, { start: QUERY_MAX_OFFSET }),
    counted,
  );
  const after = encodeCursor([Math.floor(MEMBERS * 0.8), Math.floor(MEMBERS * 0.8)]);
  await timed(
    "engine: deep page, keyset after 80%",
    RUNS,
    g,
    () => enginePage(ctx, F.broad, { after }),
    counted,
  );
  await timed(
    "engine: ids of a ~50,000-member result",
    Math.min(RUNS, 10),
    500,
    () => engineIds(ctx, F.ids50k),
    (r) => String(r.length),
  );
  const file = join(ROOT, `engine-export-${handle.kind}.xlsx`);
  const rss = await withPeakRss(() =>
    timed(
      "engine: export 100,000 rows (.xlsx, labels)",
      2,
      5_000,
      () => engineExport(ctx, F.export100k, file),
      String,
    ),
  );
  console.log(`  engine export RSS: ${mb(rss.before)} before, peak ${mb(rss.peak)}`);
}

async function prepare(handle: DbHandle) {
  const size = await panelSize(handle.db);
  if (size.members === MEMBERS && size.events === MEMBERS * EVENTS_PER_MEMBER) {
    console.log(
      `  reusing ${MEMBERS.toLocaleString("en-AU")} members, ${size.events.toLocaleString("en-AU")} events`,
    );
    // The server's upkeep (decision 097: VACUUM ANALYZE after start) keeps the visibility map set,
    // which index-only scans need; quick when nothing changed since the last run.
    await handle.db.execute(sql`vacuum analyze respondents, respondent_events`);
    return;
  }
  if (size.members + size.events > 0)
    throw new Error("the database holds other data: run without --reuse to start afresh");
  await generatePanel(handle.db, MEMBERS, console.log);
}

async function runPglite() {
  const dir = join(ROOT, `pglite-${MEMBERS}`);
  if (!REUSE || !existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  mkdirSync(ROOT, { recursive: true });
  console.log(`PGlite (${dir})`);
  const handle = await openDatabase({ dataDir: dir });
  try {
    await prepare(handle);
    await (ENGINE ? measureEngine(handle, 100) : measure(handle, 100));
  } finally {
    await handle.close();
    if (!REUSE) rmSync(dir, { recursive: true, force: true });
  }
}

async function runPostgres(url: string) {
  const name = `panel_bench_${MEMBERS}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount;
  if (exists && !REUSE) await admin.query(`drop database ${name}`);
  if (!exists || !REUSE) await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  console.log(`PostgreSQL (${target.host}, database ${name})`);
  const handle = await openDatabase({ databaseUrl: target.toString() });
  try {
    await prepare(handle);
    await (ENGINE ? measureEngine(handle, 50) : measure(handle, 50));
  } finally {
    await handle.close();
    if (!REUSE) await admin.query(`drop database ${name}`);
    await admin.end();
  }
}

mkdirSync(ROOT, { recursive: true });
console.log(
  `bench:panel — ${MEMBERS.toLocaleString("en-AU")} members, ${(MEMBERS * EVENTS_PER_MEMBER).toLocaleString("en-AU")} events, ${RUNS} runs`,
);
if (!arg("skip-pglite")) await runPglite();
if (PG_URL) await runPostgres(PG_URL);
