/**
 * npm run bench:messaging — 10,000 e-mail invitations through the messaging queue to a local SMTP
 * sink (issue 12). The database is seeded and the campaign queued from this process; then the real
 * server starts in a child process (PGlite in a temp DATA_DIR, or a fresh database on the
 * PostgreSQL server named by DATABASE_URL) and its worker sends. Meanwhile BENCH_CALLERS (2)
 * staff call a list (GET /api/dev-tools/outbox, a page of the very table being written) every 50 ms.
 * Prints: enqueue time, send time (worker start → last message at the sink), end to end (the sum),
 * and the list call's p50/p99. Goals: end to end ≤ 60 s, list p99 ≤ 100 ms.
 * BENCH_MESSAGES (default 10,000) recipients.
 */
import { seedDemoData } from "../../server/db/seed";
import { freshStore, queueBigCampaign } from "../../tests/crash/messaging-fixture";
import { startChildServer } from "../../tests/helpers/child-server";
import { apiClient, DEMO } from "../../tests/helpers/client";
import { startSmtpSink } from "../../tests/helpers/smtp-sink";
import { percentile } from "./bench-support";

const N = Number(process.env.BENCH_MESSAGES ?? 10_000);
const LIST = "/api/dev-tools/outbox?page=1&pageSize=25";

async function main() {
  const kind = process.env.DATABASE_URL ? "postgres" : "pglite";
  const step = (what: string) => console.error(`[${new Date().toISOString()}] ${what}`);
  const store = await freshStore(kind);
  const sink = await startSmtpSink({ parse: false });
  const handle = await store.open();
  step("seeding demo data");
  await seedDemoData(handle.db);
  step("queueing the campaign");
  const { enqueueMs } = await queueBigCampaign(handle, N);
  await handle.close();
  step("starting the server");
  const child = await startChildServer(
    {
      ...store.env,
      SMTP_URL: sink.url,
      LOG_LEVEL: "info",
      NODE_ENV: "production",
    },
    { built: true },
  );
  try {
    const started = /"time":"([^"]+)","level":"info","msg":"messaging worker started"/.exec(
      child.output(),
    )?.[1];
    const workerStart = started ? Date.parse(started) : Date.now();
    step("server listening; signing in and calling the list while it sends");
    const token = await apiClient({ url: child.url }).login(DEMO.admin.username, DEMO.admin.password);
    const latencies: number[] = [];
    let failures = 0;
    let lastAt = Date.now();
    let lastCount = 0;
    // Done when all arrived, or nothing arrived for 30 s (then the counts below show the gap).
    const invitations = () => sink.messages.filter((m) => m.to.startsWith("rcpt-"));
    let invites = 0;
    let seen = 0;
    const done = () => invites >= N || Date.now() - lastAt > 30_000;
    const caller = async () => {
      while (!done()) {
        const t = performance.now();
        const res = await fetch(`${child.url}${LIST}`, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        if (!res.ok) failures += 1;
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const watcher = async () => {
      while (!done()) {
        for (; seen < sink.messages.length; seen++)
          if (sink.messages[seen]?.to.startsWith("rcpt-")) invites += 1;
        if (sink.messages.length !== lastCount) {
          lastCount = sink.messages.length;
          lastAt = Date.now();
        }
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    await Promise.all([watcher(), ...Array.from({ length: Number(process.env.BENCH_CALLERS ?? 2) }, caller)]);
    const sent = invitations();
    const lastArrival = Math.max(...sent.map((m) => m.receivedAt));
    const sendMs = lastArrival - workerStart;
    const sorted = latencies.sort((a, b) => a - b);
    const unique = new Set(sent.map((m) => m.to)).size;
    console.log(`messaging bench on ${kind}: ${N} e-mail invitations to the local SMTP sink`);
    console.log(`  enqueue (one transaction, deliveries + jobs): ${(enqueueMs / 1000).toFixed(1)} s`);
    console.log(`  send (worker start → last message at the sink): ${(sendMs / 1000).toFixed(1)} s`);
    console.log(`  end to end: ${((enqueueMs + sendMs) / 1000).toFixed(1)} s   (goal ≤ 60 s)`);
    console.log(
      `  invitations received ${sent.length}, distinct recipients ${unique} (the seed's own mails aside)`,
    );
    console.log(
      `  GET ${LIST} during the send: ${sorted.length} calls, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms   (goal p99 ≤ 100 ms), failures ${failures}`,
    );
    if (unique !== N || sent.length !== N || failures > 0) process.exitCode = 1;
  } finally {
    child.proc.kill("SIGTERM");
    await child.exited;
    await sink.close();
    await store.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
