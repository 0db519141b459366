/**
 * npm run bench:api — load test of an authenticated GET /api/login-status.
 * The server runs in a child process (PGlite in a temp DATA_DIR, LOG_LEVEL=silent) and autocannon
 * drives it from this process, so client and server do not share an event loop.
 * Goal (issue 2): ≥ 5,000 requests/s and p99 ≤ 50 ms on 2 cores.
 *
 * With DATABASE_URL (a PostgreSQL server) and nginx on the PATH it then runs the capacity phases
 * (scripts/bench/capacity.ts, decision 299): the jobs list's first page through nginx to 1 and 2
 * processes, with CPU per request split between Node, PostgreSQL and nginx.
 * `--capacity-only` skips the PGlite part.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startChildServer } from "../../tests/helpers/child-server";
import { apiClient, DEMO } from "../../tests/helpers/client";
import { hasNginx } from "../../tests/helpers/nginx";
import { flag } from "./bench-support";
import { capacityBench } from "./capacity";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function main() {
  if (!flag("capacity-only")) await pgliteBench();
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl && hasNginx) await capacityBench(adminUrl);
  else console.log("Capacity behind nginx: skipped (needs DATABASE_URL and nginx on the PATH)");
}

async function pgliteBench() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-api-"));
  const child = await startChildServer(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      NODE_ENV: "production",
      BUILD_DIR: join(dataDir, "no-spa"),
      DATABASE_URL: "",
      SMTP_URL: "",
    },
    { built: true },
  );
  const { url } = child;
  try {
    const token = await apiClient({ url: url }).login(DEMO.admin.username, DEMO.admin.password);
    const target = { url: `${url}/api/login-status`, headers: { authorization: `Bearer ${token}` } };
    await autocannon({ ...target, connections: 10, duration: 2 }); // warm-up (JIT, caches)
    const result = await autocannon({ ...target, connections: CONNECTIONS, duration: DURATION_S });
    const rps = Math.round(result.requests.average);
    const p99 = result.latency.p99;
    console.log(`GET /api/login-status (authenticated), ${CONNECTIONS} connections, ${DURATION_S} s`);
    console.log(`  requests/s: ${rps}   (goal >= 5000)`);
    console.log(`  latency p50: ${result.latency.p50} ms   p99: ${p99} ms   (goal p99 <= 50 ms)`);
    console.log(`  total: ${result.requests.total}   non-2xx: ${result.non2xx}   errors: ${result.errors}`);
    if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
  } finally {
    child.proc.kill("SIGTERM");
    await child.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
