/**
 * npm run bench:reports — reports and the dashboard at a million members (issue 19). Generates
 * N members, 5·N bookings and three years of an agency's jobs, sessions, invoices, payments,
 * points and staff time (panel-data.ts with reports-data.ts's shape) on PGlite (a folder under
 * /tmp) and on PostgreSQL (DATABASE_URL or --pg=URL), starts the real server on it in a child
 * process, signs in as the demo administrator (every right) and times over HTTP:
 *
 * - every report of the catalogue (server/contracts/reports/catalogue.ts: its call, its default
 *   filters) and every report path of staff-calls §7.13 the catalogue does not list yet: the first
 *   screen p50/p95 (goal p95 ≤ 300 ms on PGlite, ≤ 150 ms on PostgreSQL); a 404 prints "not built";
 * - each report's export (POST /api/report/export): time and the server's peak RSS;
 * - the dashboard's calls (GET /api/workspace/dashboard and staff-calls §7.6): goal p95 ≤ 150 ms.
 *
 * Flags: --members=N (default 1,000,000; try 100000 first), --runs=N (default 20), --reuse (keep
 * and reuse the generated PGlite folder /tmp/reports-bench/pglite-N or database
 * reports_bench_N), --pglite-dir=PATH (another folder than /tmp/reports-bench/pglite-N, e.g. a copy
 * to try a schema change on), --only=a,b (time only the reports whose label holds one of these
 * texts, case-blind; the dashboard always), --skip-pglite, --pg=URL, --no-export.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { wallDay } from "../../server/contracts/agency-time";
import { type DbHandle, openDatabase } from "../../server/db/client";
import { vacuumEachTable } from "../../server/db/maintenance";
import { seedDemoData } from "../../server/db/seed";
import { type ChildServer, startChildServer } from "../../tests/helpers/child-server";
import { apiClient, DEMO } from "../../tests/helpers/client";
import { flag, flagValue, percentile, rssOf, type Sent, send, withPeakRss } from "./bench-support";
import { EVENTS_PER_MEMBER, generatePanel, rowsOf, stepDone } from "./panel-data";
import { REPORTS_SHAPE, tableCounts } from "./reports-data";

const MEMBERS = Number(flagValue("members") ?? 1_000_000);
const RUNS = Number(flagValue("runs") ?? 20);
const REUSE = Boolean(flag("reuse"));
const ONLY = (flagValue("only") ?? "").toLowerCase().split(",").filter(Boolean);
const PG_URL = flagValue("pg") ?? process.env.DATABASE_URL;
const ROOT = "/tmp/reports-bench";
/** The config row saying the generated data is complete, and for how many members. */
const MARKER = "bench.reportsData";
const ZONE = "Australia/Sydney";

// ---------------------------------------------------------------- the data

async function prepare(handle: DbHandle, size: () => Promise<string>) {
  const db = handle.db;
  const [row] = rowsOf<{ value: string }>(
    await db.execute(sql`select value from config_items where key = ${MARKER}`),
  );
  if (row?.value === String(MEMBERS)) {
    console.log(`  reusing the generated data (${await size()})`);
    await logCounts(db);
    return;
  }
  const started = (await stepDone(db, "catalogue")) !== undefined;
  if (row || (!started && ((await tableCounts(db)).respondents ?? 0) > 0))
    throw new Error("the database holds other data: run without --reuse to start afresh");
  const t = performance.now();
  // The product's own demo seed first: lookups, the agency's zone, the administrator with every
  // right. A generation stopped half way (--reuse) goes on from where it stopped.
  if (started) console.log("  resuming the generation");
  else await seedDemoData(db);
  await generatePanel(db, MEMBERS, console.log, REPORTS_SHAPE);
  await db.execute(sql`insert into config_items (key, kind, value, description)
    values (${MARKER}, 'reference', ${String(MEMBERS)}, 'bench:reports generated data')`);
  console.log(`  generated in ${((performance.now() - t) / 60_000).toFixed(1)} min (${await size()})`);
  await logCounts(db);
}

/**
 * What the PGlite server's upkeep costs (decision 097: table by table, a minute after start and
 * every six hours): each table's statement holds the one connection, so the slowest table is the
 * longest a request can wait behind it. The generator vacuumed the data already, as an agency's
 * database has been many times: this is the steady state.
 */
async function timeUpkeep(handle: DbHandle) {
  const t = performance.now();
  const times = await vacuumEachTable(handle.db);
  const slowest = times
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map(({ table, ms }) => `${table} ${(ms / 1000).toFixed(1)} s`)
    .join(", ");
  console.log(
    `  upkeep (vacuum analyze, ${times.length} tables one by one): ${((performance.now() - t) / 1000).toFixed(1)} s; slowest ${slowest}`,
  );
}

async function logCounts(db: DbHandle["db"]) {
  const counts = await tableCounts(db);
  console.log(
    `  rows: ${Object.entries(counts)
      .map(([table, n]) => `${table} ${n.toLocaleString("en-AU")}`)
      .join(", ")}`,
  );
}

const folderSize = (dir: string) => execFileSync("du", ["-sh", dir]).toString().split("\t")[0] ?? "?";

// ---------------------------------------------------------------- what is timed

interface Target {
  label: string;
  method: "GET" | "POST";
  /** Without /api. */
  path: string;
  input: Record<string, unknown>;
  /** The export's body (POST /api/report/export), when the report has one. */
  exportInput?: { path: string; input: Record<string, unknown> };
}

/** A report declaration as the catalogue has it (decision 230), read loosely: it is still moving. */
interface Declared {
  id: string;
  title: string;
  path?: string;
  call?: { method: "GET" | "POST"; path: string };
  defaultPeriod?: { back: number; ahead: number };
  defaults?: Record<string, unknown>;
  defaultFilters?: () => Record<string, unknown>;
  exportCall?: { method: "GET" | "POST"; path: string };
}

const day = (offsetDays: number) => wallDay(new Date(Date.now() + offsetDays * 86_400_000), ZONE);

/** The report paths of staff-calls §7.13 (POST with a json filter), for those not declared yet. */
const SPEC_REPORTS = [
  "session-recruitment-report",
  "job-report-summary",
  "job-order-report",
  "staff-kpi-report",
  "staff-attendance-report",
  "staff-payroll-report",
  "staff-Roster",
  "job-recruitment-report",
  "member-points-report",
  "respondent-points-report",
  "respondent-points-detail-report",
  "job-report-detail",
  "job-quoted-report",
  "scorecard-report",
  "job-Kpi-report",
  "sales-report",
  "incentive-report",
  "incentivetoinvoice-report",
  "inactiveclient-report",
].map((name) => `/report/${name}`);

/** The dashboard's calls (staff-calls §7.6) and our own dashboard. */
const DASHBOARD: Target[] = [
  { label: "GET workspace/dashboard", method: "GET", path: "/workspace/dashboard", input: {} },
  { label: "GET dash-stats", method: "GET", path: "/dash-stats/", input: {} },
  { label: "GET current-jobs", method: "GET", path: "/current-jobs", input: {} },
  { label: "GET daily-staff-kpi-report", method: "GET", path: "/report/daily-staff-kpi-report", input: {} },
  { label: "GET weekly-staff-kpi-report", method: "GET", path: "/report/weekly-staff-kpi-report", input: {} },
  { label: "GET dashboard-sales-report", method: "GET", path: "/report/dashboard-sales-report", input: {} },
  { label: "GET confirmation-report", method: "GET", path: "/confirmation-report", input: {} },
  { label: "GET GetUserCurrentSessions", method: "GET", path: "/report/GetUserCurrentSessions", input: {} },
  {
    label: "GET GetUserMissingSessionConfirmations",
    method: "GET",
    path: "/report/GetUserMissingSessionConfirmations",
    input: {},
  },
  {
    label: "POST job-quick-search",
    method: "POST",
    path: "/job-quick-search",
    input: { field: "job-number", searchtext: "RB0012" },
  },
];

/** The catalogue's reports when it exists, then the spec's report paths it does not list. */
async function reportTargets(): Promise<Target[]> {
  let declared: Declared[] = [];
  let exportPath = "/report/export";
  for (const file of ["catalogue.ts", "registry.ts"]) {
    const url = new URL(`../../server/contracts/reports/${file}`, import.meta.url);
    if (!existsSync(url)) continue;
    const mod = (await import(url.href)) as {
      REPORTS?: Declared[];
      REPORT_PATHS?: { export?: string };
    };
    declared = [...(mod.REPORTS ?? [])];
    exportPath = mod.REPORT_PATHS?.export ?? exportPath;
    console.log(`  ${declared.length} reports declared in server/contracts/reports/${file}`);
    break;
  }
  if (declared.length === 0) console.log("  no report catalogue yet: the spec's report paths only");
  const targets: Target[] = declared.map((r) => {
    const period = r.defaultPeriod
      ? { from: day(-r.defaultPeriod.back), to: day(r.defaultPeriod.ahead) }
      : {};
    const input = r.defaultFilters ? r.defaultFilters() : { ...period, ...(r.defaults ?? {}) };
    const call = r.call ?? { method: "POST" as const, path: r.path ?? `/report/${r.id}` };
    return {
      label: `${r.title} (${call.path})`,
      method: call.method,
      path: call.path,
      input,
      exportInput: r.exportCall
        ? { path: r.exportCall.path, input }
        : { path: exportPath, input: { report: r.id, ...input } },
    };
  });
  const known = new Set(targets.map((t) => t.path.toLowerCase()));
  for (const path of SPEC_REPORTS) {
    if (known.has(path.toLowerCase())) continue;
    targets.push({
      label: `${path} (spec, not declared)`,
      method: "POST",
      path,
      input: { from: day(-90), to: day(0) },
    });
  }
  return targets;
}

// ---------------------------------------------------------------- HTTP

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
const ms = (n: number) => n.toFixed(1).padStart(7);

async function firstScreen(base: string, token: string, t: Target, goal: number): Promise<boolean> {
  const first = await send(base, token, t.method, t.path, t.input);
  const label = t.label.padEnd(62);
  if (first.status === 404) {
    console.log(`  ${label} not built`);
    return false;
  }
  if (first.status !== 200 || first.error) {
    console.log(`  ${label} ${first.status} ${first.error}`);
    return false;
  }
  await send(base, token, t.method, t.path, t.input); // a second warm-up: plans cached, pages read
  const times: number[] = [];
  let last = first;
  for (let i = 0; i < RUNS; i++) {
    last = await send(base, token, t.method, t.path, t.input);
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const rows = last.total === undefined ? `${last.bytes} B` : `total ${last.total.toLocaleString("en-AU")}`;
  console.log(
    `  ${label} p50 ${ms(percentile(times, 50))} ms  p95 ${ms(p95)} ms  ${p95 <= goal ? "ok" : `OVER ${goal} ms`}  (${rows})`,
  );
  return true;
}

/** An export, twice: time to its last byte and the server's peak RSS, sampled every 25 ms. */
async function exportOnce(base: string, token: string, t: Target, pid: number) {
  if (!t.exportInput) return;
  const input = t.exportInput;
  const times: number[] = [];
  const {
    value: last,
    before,
    peak,
  } = await withPeakRss(pid, async () => {
    let sent: Sent | undefined;
    for (let i = 0; i < 2; i++) {
      sent = await send(base, token, "POST", input.path, input.input);
      times.push(sent.ms);
      if (sent.status !== 200) break;
    }
    return sent;
  });
  const label = `  export: ${t.label}`.padEnd(64);
  if (last?.status !== 200) {
    console.log(`${label} ${last?.status ?? "?"} ${last?.error ?? ""}`);
    return;
  }
  console.log(
    `${label} ${times.map((x) => `${(x / 1000).toFixed(2)} s`).join(", ")}  ${(last.bytes / 1024).toFixed(0)} KB  server RSS ${mb(before)} → peak ${mb(peak)}`,
  );
}

async function measure(server: ChildServer, reportGoal: number) {
  const pid = server.proc.pid ?? 0;
  const token = await apiClient({ url: server.url }).login(DEMO.admin.username, DEMO.admin.password);
  console.log(`  server RSS after start: ${mb(rssOf(pid).rss)}`);
  console.log(`  reports: first screen, ${RUNS} runs (goal p95 ≤ ${reportGoal} ms)`);
  const built: Target[] = [];
  const picked = (t: Target) => ONLY.length === 0 || ONLY.some((o) => t.label.toLowerCase().includes(o));
  for (const t of (await reportTargets()).filter(picked))
    if (await firstScreen(server.url, token, t, reportGoal)) built.push(t);
  console.log(`  dashboard, ${RUNS} runs (goal p95 ≤ 150 ms)`);
  for (const t of DASHBOARD) await firstScreen(server.url, token, t, 150);
  if (!flag("no-export")) {
    console.log("  exports (two runs each)");
    for (const t of built) await exportOnce(server.url, token, t, pid);
  }
  const { rss, hwm } = rssOf(pid);
  console.log(`  server RSS at the end: ${mb(rss)}, peak ever ${mb(hwm)}`);
}

async function withServer(env: Record<string, string>, fn: (s: ChildServer) => Promise<void>) {
  const server = await startChildServer(
    { ...env, LOG_LEVEL: "error", NODE_ENV: "production", SMTP_URL: "" },
    { timeoutMs: 600_000, built: true },
  );
  try {
    await fn(server);
  } finally {
    server.proc.kill("SIGTERM");
    await server.exited;
  }
}

// ---------------------------------------------------------------- the two databases

async function runPglite() {
  const dir = flagValue("pglite-dir") ?? join(ROOT, `pglite-${MEMBERS}`);
  if (!REUSE || !existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  console.log(`PGlite (${dir})`);
  // The generator's triggers update rows all over the big tables: with 32MB of buffers every
  // statement reads and writes pages through the file system again. Nothing here needs to
  // survive a crash (a broken folder is generated again), so no fsync and few checkpoints.
  const handle = await openDatabase({
    dataDir: dir,
    pgliteSettings: {
      shared_buffers: "1GB",
      fsync: "off",
      full_page_writes: "off",
      synchronous_commit: "off",
      max_wal_size: "16GB",
      checkpoint_timeout: "1h",
    },
  });
  try {
    await prepare(handle, async () => folderSize(dir));
    await timeUpkeep(handle);
  } finally {
    await handle.close(); // one process at a time: the server opens the folder next
  }
  try {
    await withServer({ DATA_DIR: dir, DATABASE_URL: "", BUILD_DIR: join(dir, "no-spa") }, (s) =>
      measure(s, 300),
    );
  } finally {
    if (!REUSE) rmSync(dir, { recursive: true, force: true });
  }
}

async function runPostgres(url: string) {
  const name = `reports_bench_${MEMBERS}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount;
  if (exists && !REUSE) await admin.query(`drop database ${name} with (force)`);
  if (!exists || !REUSE) await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  console.log(`PostgreSQL (${target.host}, database ${name})`);
  const dataDir = mkdtempSync(join(ROOT, "pg-server-"));
  try {
    const handle = await openDatabase({ databaseUrl: target.toString() });
    try {
      await prepare(
        handle,
        async () =>
          (await admin.query("select pg_size_pretty(pg_database_size($1)) as s", [name])).rows[0]
            ?.s as string,
      );
    } finally {
      await handle.close();
    }
    await withServer(
      { DATABASE_URL: target.toString(), DATA_DIR: dataDir, BUILD_DIR: join(dataDir, "no-spa") },
      (s) => measure(s, 150),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (!REUSE) await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

mkdirSync(ROOT, { recursive: true });
console.log(
  `bench:reports — ${MEMBERS.toLocaleString("en-AU")} members, ${(MEMBERS * EVENTS_PER_MEMBER).toLocaleString("en-AU")} bookings, ${RUNS} runs`,
);
if (!flag("skip-pglite")) await runPglite();
if (PG_URL) await runPostgres(PG_URL);
