import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "../helpers/child-server";
import { type SmtpSink, startSmtpSink } from "../helpers/smtp-sink";
import {
  ADMIN_URL,
  deliveryStatuses,
  freshStore,
  queueBigCampaign,
  receivedCounts,
  untilQuiet,
} from "./messaging-fixture";

/**
 * The crash test (issue 12): a campaign of 2,000 e-mails to the SMTP sink; the server process is
 * killed with SIGKILL at about 40 %, then restarted. Every recipient got the message exactly once
 * or is listed as 'unknown'; nobody got it twice. Runs on PGlite, and on PostgreSQL when
 * DATABASE_URL is set.
 */
const N = 2_000;
/** PARALLEL_SENDS (worker.ts) × MESSAGING_WORKER_LOOPS (default 4). */
const IN_FLIGHT = 5 * 4;
const FAST_RECOVERY = {
  MESSAGING_JOB_EXPIRE_SECONDS: "4",
  MESSAGING_MAINTENANCE_SECONDS: "2",
  MESSAGING_STALE_SECONDS: "3",
  MESSAGING_RETRY_DELAY_SECONDS: "1",
  // Slow enough that the kill lands mid-send.
  MESSAGING_EMAIL_PER_SECOND: "400",
};

let sink: SmtpSink;
beforeAll(async () => {
  // The campaign is queued from this process: its jobs take these settings too.
  Object.assign(process.env, FAST_RECOVERY);
  sink = await startSmtpSink({ parse: false });
});
afterAll(async () => {
  await sink?.close();
});

const kinds = ADMIN_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const);

describe.each(kinds)("messaging crash on %s", (kind) => {
  it("SIGKILL at ~40 %, restart: each recipient once or 'unknown', none twice", async () => {
    sink.messages.length = 0;
    const store = await freshStore(kind);
    let handle = await store.open();
    const { campaignId } = await queueBigCampaign(handle, N);
    await handle.close();
    const env = { ...store.env, ...FAST_RECOVERY, SMTP_URL: sink.url };
    let child: ChildServer | undefined = await startChildServer(env);
    try {
      const killAt = Math.round(N * 0.4);
      const deadline = Date.now() + 60_000;
      while (sink.messages.length < killAt && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      child.proc.kill("SIGKILL");
      await child.exited;
      const atKill = sink.messages.length;
      expect(atKill).toBeGreaterThanOrEqual(killAt);
      expect(atKill).toBeLessThan(N);
      child = await startChildServer(env);
      await untilQuiet(() => sink.messages.length, 15_000, 120_000);
      child.proc.kill("SIGTERM");
      await child.exited;
      child = undefined;
      handle = await store.open();
      const statuses = await deliveryStatuses(handle, campaignId);
      await handle.close();
      const received = receivedCounts(sink.messages);
      const twice = [...received.values()].filter((n) => n > 1).length;
      const byStatus = new Map<string, number>();
      for (const s of statuses.values()) byStatus.set(s, (byStatus.get(s) ?? 0) + 1);
      console.log(
        `${kind}: killed at ${atKill}/${N}; received ${received.size}; statuses`,
        Object.fromEntries(byStatus),
      );
      expect(twice).toBe(0);
      expect(statuses.size).toBe(N);
      for (let i = 0; i < N; i++) {
        const to = `rcpt-${i}@sink.test`;
        const status = statuses.get(to);
        if (status === "sent") expect(received.get(to), to).toBe(1);
        else expect(status, to).toBe("unknown");
      }
      // Only what was in flight at the kill: 5 sends side by side in each of the 4 job loops
      // (a slow chunk stops claiming before its job expires and continues as a new job).
      expect(byStatus.get("unknown") ?? 0).toBeLessThanOrEqual(IN_FLIGHT);
    } finally {
      child?.proc.kill("SIGKILL");
      await store.drop();
    }
  }, 300_000);
});
