import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageDeliveries } from "../../server/db/schema/messaging";
import { type ChildServer, startChildServer } from "../helpers/child-server";
import { type SmtpSink, startSmtpSink } from "../helpers/smtp-sink";
import {
  ADMIN_URL,
  deliveryStatuses,
  freshStore,
  queueBigCampaign,
  receivedCounts,
} from "./messaging-fixture";

/**
 * Two server processes on one PostgreSQL share a 10,000-recipient campaign: 0 duplicates, 0 lost,
 * and both processes sent part of it. PostgreSQL only (PGlite is one process by design).
 */
const N = 10_000;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink({ parse: false });
});
afterAll(async () => {
  await sink?.close();
});

const sentBy = (child: ChildServer) =>
  Number(/"msg":"messaging worker stopped","sent":(\d+)/.exec(child.output())?.[1] ?? Number.NaN);

describe.skipIf(!ADMIN_URL)("two servers on one PostgreSQL", () => {
  it("share a 10,000-recipient campaign: 0 duplicates, 0 lost", async () => {
    const store = await freshStore("postgres");
    const handle = await store.open();
    const children: ChildServer[] = [];
    try {
      const { campaignId, enqueueMs } = await queueBigCampaign(handle, N);
      const env = { ...store.env, SMTP_URL: sink.url, LOG_LEVEL: "info" };
      const started = Date.now();
      children.push(...(await Promise.all([startChildServer(env), startChildServer(env)])));
      const open = async () =>
        (
          await handle.db
            .select({ id: messageDeliveries.id })
            .from(messageDeliveries)
            .where(inArray(messageDeliveries.status, ["queued", "sending"]))
        ).length;
      const deadline = Date.now() + 240_000;
      while ((await open()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
      const seconds = (Date.now() - started) / 1000;
      for (const child of children) child.proc.kill("SIGTERM");
      await Promise.all(children.map((c) => c.exited));
      const statuses = await deliveryStatuses(handle, campaignId);
      const received = receivedCounts(sink.messages);
      const shares = children.map(sentBy);
      console.log(
        `two servers: enqueue ${enqueueMs} ms; sent ${received.size} in ${seconds.toFixed(1)} s (incl. start); per process`,
        shares,
      );
      expect([...received.values()].filter((n) => n > 1)).toHaveLength(0);
      expect(received.size).toBe(N);
      expect([...statuses.values()].every((s) => s === "sent")).toBe(true);
      expect(shares.every((n) => n > 0)).toBe(true);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(N);
      const [sample] = await handle.db
        .select()
        .from(messageDeliveries)
        .where(eq(messageDeliveries.campaignId, campaignId))
        .limit(1);
      expect(sample?.providerMessageId).toMatch(/^<d\d+\.c\d+@/);
    } finally {
      for (const child of children) child.proc.kill("SIGKILL");
      await handle.close();
      await store.drop();
    }
  }, 400_000);
});
