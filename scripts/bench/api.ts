/**
 * npm run bench:api — load test of an authenticated GET /api/login-status.
 * The server runs in a child process (PGlite in a temp DATA_DIR, LOG_LEVEL=silent) and autocannon
 * drives it from this process, so client and server do not share an event loop.
 * Goal (issue 2): ≥ 5,000 requests/s and p99 ≤ 50 ms on 2 cores.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = fileURLToPath(new URL("../..", import.meta.url));
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/login-status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start in time");
}

async function signIn(url: string): Promise<string> {
  const form = new FormData();
  form.set("json", JSON.stringify({ username: "admin@demo.test", password: "Demo-Admin-1!" }));
  const answer = (await (await fetch(`${url}/api/user-login`, { method: "POST", body: form })).json()) as {
    succeeded: boolean;
    value: { token: string };
  };
  if (!answer.succeeded) throw new Error("sign-in failed");
  return answer.value.token;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-api-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      NODE_ENV: "production",
      BUILD_DIR: join(dataDir, "no-spa"),
      DATABASE_URL: "",
      SMTP_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForServer(url, child);
    const token = await signIn(url);
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
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
