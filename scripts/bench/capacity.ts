/**
 * The capacity half of `npm run bench:api` (issue 22 item 7, decision 299): PostgreSQL-backed
 * processes behind nginx with the repository's config (deploy/nginx.conf), driven by autocannon
 * from this process. Phases, each after a warm-up:
 *
 * - through nginx to 1 process: `GET /api/login-status` (token check, no database),
 *   `GET /api/access-allowed/JOB` (the guard's per-request rights read, decision 270, and nothing
 *   else) and `POST /api/query/result` for the jobs list's first page (rights read + page + count);
 * - the jobs list through nginx to 2 processes.
 *
 * Beside requests/s and p99 it prints where the CPU went per request (the Node processes, the
 * PostgreSQL backends of the bench's database, nginx, the load generator; /proc on Linux) and
 * the load average, because the machine may be shared: per-request CPU is what a capacity
 * estimate can be derived from, requests/s only says what was left over for the bench.
 * Then the sequential latency of the list query and of the rights query from this process.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon, { type Options as LoadOptions } from "autocannon";
import { count, eq, sql } from "drizzle-orm";
import pg from "pg";
import { jobDtParamsSchema } from "../../server/contracts/query";
import { openDatabase } from "../../server/db/client";
import { jobPage } from "../../server/db/repo/query";
import { staffAccess } from "../../server/db/repo/rights";
import { staffUsers } from "../../server/db/schema/accounts";
import { clients } from "../../server/db/schema/clients";
import { jobs } from "../../server/db/schema/jobs";
import { fakeJobs } from "../../server/db/seed/clients-jobs";
import { type ChildServer, startChildServer } from "../../tests/helpers/child-server";
import { apiClient, DEMO } from "../../tests/helpers/client";
import { type Nginx, startNginx } from "../../tests/helpers/nginx";
import { percentile, withScratchDatabase } from "./bench-support";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const JOBS = Number(process.env.BENCH_JOBS ?? 20_000);
const TICK_MS = 10; // /proc/<pid>/stat counts in USER_HZ (100 on Linux)

/** The jobs list's first page as the SPA asks for it (form-encoded, dtparams as JSON text). */
const FIRST_PAGE = { start: 0, length: 50, sort: { column: "jobNumber", dir: "asc" } };
const listBody = new URLSearchParams({ entity: "jobs", dtparams: JSON.stringify(FIRST_PAGE) }).toString();

/** CPU time (user + system) of a process in ms; 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Resident memory of a process in MB. */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Math.round(Number(kb ?? 0) / 1024);
}

/** nginx's master and its workers. */
function nginxPids(master: number): number[] {
  const pids = [master];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === master) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** The PostgreSQL backends serving the bench's database (the processes' pools and queues). */
async function backendPids(admin: pg.Client, database: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'",
    [database],
  );
  return rows.map((r) => r.pid);
}

interface World {
  children: ChildServer[];
  admin: pg.Client;
  database: string;
  /** CPU ms per second the processes spend idle (queue polling, timers): taken off each phase. */
  idle: { node: number; pg: number };
}

/** CPU of each side before a phase; `since` answers the ms each spent during it. */
async function cpuSnapshot(world: World, nginx: Nginx) {
  const take = async () => {
    const backends = await backendPids(world.admin, world.database);
    return {
      node: new Map(world.children.map((c) => [c.proc.pid ?? 0, cpuMs(c.proc.pid ?? 0)])),
      pg: new Map(backends.map((pid) => [pid, cpuMs(pid)])),
      nginx: new Map(nginxPids(nginx.pid).map((pid) => [pid, cpuMs(pid)])),
      bench: process.cpuUsage(),
    };
  };
  const before = await take();
  const delta = (a: Map<number, number>, b: Map<number, number>) =>
    [...b].reduce((sum, [pid, ms]) => sum + ms - (a.get(pid) ?? 0), 0);
  return {
    async since() {
      const after = await take();
      const bench = process.cpuUsage(before.bench);
      return {
        node: delta(before.node, after.node),
        pg: delta(before.pg, after.pg),
        nginx: delta(before.nginx, after.nginx),
        bench: (bench.user + bench.system) / 1000,
      };
    },
  };
}

interface Phase {
  label: string;
  processes: number;
  rps: number;
  p50: number;
  p99: number;
  /** CPU ms per request: Node, PostgreSQL, nginx, load generator. */
  perRequest: { node: number; pg: number; nginx: number; bench: number };
}

async function phase(world: World, nginx: Nginx, label: string, target: LoadOptions): Promise<Phase> {
  await autocannon({ ...target, connections: 10, duration: 2 }); // warm-up (JIT, plans, pools)
  const load = loadavg()[0] ?? 0;
  const cpu = await cpuSnapshot(world, nginx);
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration: DURATION_S });
  const raw = await cpu.since();
  const seconds = result.duration ?? DURATION_S;
  const used = {
    ...raw,
    node: Math.max(0, raw.node - world.idle.node * seconds),
    pg: Math.max(0, raw.pg - world.idle.pg * seconds),
  };
  const total = result.requests.total;
  const per = (ms: number) => Math.round((ms / Math.max(1, total)) * 1000) / 1000;
  const processes = nginx.upstreams;
  const out: Phase = {
    label,
    processes,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    perRequest: { node: per(used.node), pg: per(used.pg), nginx: per(used.nginx), bench: per(used.bench) },
  };
  console.log(
    `  ${label.padEnd(34)} ${processes} proc  ${String(out.rps).padStart(6)} req/s (${Math.round(out.rps / processes)} per process)  p50 ${out.p50} ms  p99 ${out.p99} ms  load ${load.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
  );
  console.log(
    `  ${"".padEnd(34)} CPU ms/request: node ${out.perRequest.node}  postgres ${out.perRequest.pg}  nginx ${out.perRequest.nginx}  load generator ${out.perRequest.bench}   non-2xx ${result.non2xx}  errors ${result.errors}`,
  );
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
  return out;
}

async function seedJobs(databaseUrl: string) {
  const handle = await openDatabase({ databaseUrl });
  try {
    const clientRows = await handle.db
      .insert(clients)
      .values(Array.from({ length: 100 }, (_, i) => ({ name: `Bench client ${i}` })))
      .returning({ id: clients.id });
    const ids = clientRows.map((c) => c.id);
    for (let i = 0; i < JOBS; i += 1000)
      await handle.db
        .insert(jobs)
        .values(fakeJobs(Math.min(1000, JOBS - i), ids, ["admin@demo.test"], 100_000 + i));
    await handle.db.execute(sql`vacuum analyze`);
  } finally {
    await handle.close();
  }
}

/** Sequential latency from this process: the list query (service call) and the rights query. */
async function sequential(databaseUrl: string) {
  const handle = await openDatabase({ databaseUrl });
  try {
    const [admin] = await handle.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.username, DEMO.admin.username));
    const adminId = admin?.id ?? 0;
    const dtparams = jobDtParamsSchema.parse(FIRST_PAGE);
    // Wall time per call, and this process's CPU per call (drizzle and the pg driver: Node's share).
    const time = async (fn: () => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < 10; i++) await fn();
      const cpu = process.cpuUsage();
      for (let i = 0; i < 200; i++) {
        const t = performance.now();
        await fn();
        samples.push(performance.now() - t);
      }
      const used = process.cpuUsage(cpu);
      samples.sort((a, b) => a - b);
      return `p50 ${percentile(samples, 50).toFixed(2)} ms  p99 ${percentile(samples, 99).toFixed(2)} ms  Node CPU ${((used.user + used.system) / 1000 / 200).toFixed(3)} ms/call`;
    };
    console.log("  sequential, one at a time from the bench process (PostgreSQL round trips included):");
    console.log(`    SELECT 1                      ${await time(() => handle.db.execute(sql`select 1`))}`);
    console.log(`    rights read (staffAccess)     ${await time(() => staffAccess(handle.db, adminId))}`);
    console.log(
      `    count(*) of jobs (in the page) ${await time(() => handle.db.select({ n: count() }).from(jobs))}`,
    );
    console.log(`    jobs first page (jobPage)     ${await time(() => jobPage(handle.db, dtparams))}`);
  } finally {
    await handle.close();
  }
}

/** Runs the capacity phases on a scratch database of the PostgreSQL server at `adminUrl`. */
export async function capacityBench(adminUrl: string) {
  await withScratchDatabase(adminUrl, async (databaseUrl) => {
    const database = new URL(databaseUrl).pathname.slice(1);
    const env = {
      DATABASE_URL: databaseUrl,
      SEED_PANEL_SIZE: "200",
      JWT_SECRET: "bench-capacity-secret-bench-capacity-0123",
      LOG_LEVEL: "silent",
      NODE_ENV: "production",
      SMTP_URL: "",
    };
    const children: ChildServer[] = [];
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const nginxes: Nginx[] = [];
    try {
      // One after the other: the first migrates and seeds, the second finds it done (decision 290).
      for (const n of [1, 2])
        children.push(
          await startChildServer(
            { ...env, DATA_DIR: mkdtempSync(join(tmpdir(), `bench-capacity-${n}-`)) },
            { built: true },
          ),
        );
      await seedJobs(databaseUrl);
      const one = await startNginx(children.slice(0, 1).map((c) => c.port));
      const two = await startNginx(children.map((c) => c.port));
      nginxes.push(one, two);
      console.log(
        `PostgreSQL behind nginx (${JOBS} jobs), ${CONNECTIONS} connections, ${DURATION_S} s per phase, ${cpus().length} cores shared with whatever else runs:`,
      );
      const world: World = { children, admin, database, idle: { node: 0, pg: 0 } };
      const quiet = await cpuSnapshot(world, one);
      await new Promise((r) => setTimeout(r, DURATION_S * 1000));
      const idle = await quiet.since();
      world.idle = { node: idle.node / DURATION_S, pg: idle.pg / DURATION_S };
      console.log(
        `  idle (no requests, ${DURATION_S} s): node ${world.idle.node.toFixed(1)} ms/s for 2 processes, postgres ${world.idle.pg.toFixed(1)} ms/s (taken off the figures below)  load ${(loadavg()[0] ?? 0).toFixed(1)}`,
      );
      const token = await apiClient({ url: one.url }).login(DEMO.admin.username, DEMO.admin.password);
      const headers = { authorization: `Bearer ${token}` };
      const list = {
        method: "POST" as const,
        body: listBody,
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      };
      const phases = [
        await phase(world, one, "GET /api/login-status", { url: `${one.url}/api/login-status`, headers }),
        await phase(world, one, "GET /api/access-allowed/JOB", {
          url: `${one.url}/api/access-allowed/JOB`,
          headers,
        }),
        await phase(world, one, "POST /api/query/result (jobs p1)", {
          url: `${one.url}/api/query/result`,
          ...list,
        }),
        await phase(world, two, "POST /api/query/result (jobs p1)", {
          url: `${two.url}/api/query/result`,
          ...list,
        }),
      ];
      const rss = children.map((c) => rssMb(c.proc.pid ?? 0));
      console.log(
        `  resident memory of the processes after the run: ${rss.map((m) => `${m} MB`).join(", ")}`,
      );
      await sequential(databaseUrl);
      return phases;
    } finally {
      for (const n of nginxes) n.stop();
      for (const c of children) c.proc.kill("SIGTERM");
      await Promise.all(children.map((c) => c.exited));
      await admin.end();
    }
  });
}
