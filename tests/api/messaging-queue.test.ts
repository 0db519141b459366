import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Deps } from "../../server/context";
import type { CampaignKind } from "../../server/contracts/messaging/messaging";
import { txQueueDb } from "../../server/db/job-queue";
import { messageDeliveries } from "../../server/db/schema/messaging";
import { respondents } from "../../server/db/schema/respondents";
import { queueMail } from "../../server/mail/outbox";
import {
  campaignProgress,
  cancelCampaign,
  queueCampaign,
  retryFailed,
} from "../../server/services/messaging/campaigns";
import { MESSAGES_QUEUE, queueFor } from "../../server/services/messaging/queue";
import { startMessagingWorker } from "../../server/services/messaging/worker";
import { startTestServer, type TestServer } from "../helpers/server";
import { type SmsSink, startSmsSink } from "../helpers/sms-sink";
import { type SmtpSink, startSmtpSink } from "../helpers/smtp-sink";

let server: TestServer;
let smtp: SmtpSink;
let sms: SmsSink;
let stopWorker: () => Promise<void>;
let deps: Deps;

beforeAll(async () => {
  smtp = await startSmtpSink();
  sms = await startSmsSink();
  server = await startTestServer();
  deps = {
    ...server.deps,
    env: {
      ...server.deps.env,
      smtpUrl: smtp.url,
      messaging: {
        ...server.deps.env.messaging,
        smsUrl: sms.url,
        smsAccountSid: "AC123",
        smsAuthToken: "token",
        smsFrom: "+61400000000",
      },
    },
  };
  stopWorker = await startMessagingWorker(deps);
  server.deps.notifyOutbox = deps.notifyOutbox;
});
afterAll(async () => {
  await stopWorker?.();
  await server?.close();
  await smtp?.close();
  await sms?.close();
});

const JOBS = sql`SELECT count(*)::int AS n FROM pgboss.job`;
const jobCount = (result: unknown) => (result as { rows: { n: number }[] }).rows[0]?.n;
const ctx = () => ({ deps, actor: undefined, rights: new Set<string>() });
const statuses = async (campaignId: number) =>
  (await deps.db.select().from(messageDeliveries).where(eq(messageDeliveries.campaignId, campaignId))).map(
    (d) => [d.toAddress, d.status] as const,
  );
const settled = async (campaignId: number) => {
  await expect
    .poll(async () => (await statuses(campaignId)).every(([, s]) => s !== "queued" && s !== "sending"), {
      timeout: 20_000,
      interval: 100,
    })
    .toBe(true);
  return new Map(await statuses(campaignId));
};
const someRespondents = async (n: number) =>
  deps.db
    .select({ id: respondents.id })
    .from(respondents)
    .where(eq(respondents.optedOut, false))
    .orderBy(respondents.id)
    .limit(n);

describe("messaging queue", () => {
  it("sends each e-mail once through SMTP, from the campaign's sender, and marks it sent with the Message-ID", async () => {
    const people = await someRespondents(3);
    const messages = people.map((p, i) => ({
      respondentId: p.id,
      to: `q${i}@x.test`,
      subject: `Hi ${i}`,
      text: "Body",
      html: "<p>Body</p>",
    }));
    // The same recipient twice in one campaign: one delivery.
    const { campaignId } = await queueCampaign(deps, {
      channel: "email",
      kind: "invite",
      fromAddress: "Panel <panel@agency.test>",
      messages: [...messages, { ...messages[0]!, subject: "duplicate" }],
    });
    const result = await settled(campaignId);
    expect([...result.values()]).toEqual(["sent", "sent", "sent"]);
    const got = smtp.messages.filter((m) => m.to.startsWith("q"));
    expect(got.map((m) => m.to).sort()).toEqual(["q0@x.test", "q1@x.test", "q2@x.test"]);
    expect(got[0]?.from).toBe("panel@agency.test");
    const rows = await deps.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.campaignId, campaignId));
    expect(rows.every((r) => got.some((m) => m.messageId === r.providerMessageId))).toBe(true);
    const progress = await campaignProgress(ctx(), { campaignId });
    expect(progress).toMatchObject({ ok: true, value: { status: "sent", sent: 3, total: 3, queued: 0 } });
    // The queue delivers a job at least once: the same chunk again (a redelivery) sends nothing more.
    const jobId = await (await queueFor(deps)).send(MESSAGES_QUEUE, {
      campaignId,
      deliveryIds: rows.map((r) => r.id),
    });
    const jobState = sql`SELECT state FROM pgboss.job WHERE id = ${jobId}`;
    await expect
      .poll(
        async () => ((await deps.db.execute(jobState)) as { rows: { state?: string }[] }).rows[0]?.state,
        {
          timeout: 20_000,
          interval: 100,
        },
      )
      .toBe("completed");
    expect(smtp.messages.filter((m) => m.to.startsWith("q"))).toHaveLength(3);
  });

  it("fails a refused address (550) for good, retries a 451 with backoff, skips an opted-out respondent", async () => {
    const [a, b, c] = await someRespondents(3);
    await deps.db.update(respondents).set({ optedOut: true }).where(eq(respondents.id, c!.id));
    smtp.refuse.set("bounce@x.test", 550);
    smtp.refuse.set("later@x.test", 451);
    const { campaignId } = await queueCampaign(deps, {
      channel: "email",
      kind: "general",
      messages: [
        { respondentId: a!.id, to: "bounce@x.test", subject: "s", text: "t" },
        { respondentId: b!.id, to: "later@x.test", subject: "s", text: "t" },
        { respondentId: c!.id, to: "optout@x.test", subject: "s", text: "t" },
      ],
    });
    await expect
      .poll(async () => new Map(await statuses(campaignId)).get("bounce@x.test"), { timeout: 10_000 })
      .toBe("failed");
    expect(new Map(await statuses(campaignId)).get("optout@x.test")).toBe("skipped");
    // The chunk's addresses are sent one after another: the 451 is written after the 550.
    const laterRow = async () =>
      (
        await deps.db.select().from(messageDeliveries).where(eq(messageDeliveries.toAddress, "later@x.test"))
      )[0];
    await expect
      .poll(
        async () => {
          const row = await laterRow();
          return `${row?.status} ${row?.attempts}`;
        },
        { timeout: 10_000 },
      )
      .toBe("queued 1");
    const later = await laterRow();
    expect(later?.lastError).toMatch(/Try again later/);
    expect(smtp.messages.some((m) => m.to === "optout@x.test" || m.to === "bounce@x.test")).toBe(false);
    await deps.db.update(respondents).set({ optedOut: false }).where(eq(respondents.id, c!.id));
    // A person retries the failed one once the address works again.
    smtp.refuse.delete("bounce@x.test");
    await cancelCampaign(ctx(), { campaignId }); // the 451 one is still queued: cancelled
    const cancelled = new Map(await statuses(campaignId));
    expect(cancelled.get("later@x.test")).toBe("cancelled");
    expect((await retryFailed(ctx(), { campaignId })).ok).toBe(false);
  });

  it("leaves members a blocking eligibility rule covers out of invitations, not out of confirmations", async () => {
    const [blocked, fine] = await someRespondents(2);
    const before = await deps.db
      .select({ n: respondents.noShowCount })
      .from(respondents)
      .where(eq(respondents.id, blocked!.id));
    await deps.db.update(respondents).set({ noShowCount: 99 }).where(eq(respondents.id, blocked!.id));
    const send = (kind: CampaignKind, tag: string) =>
      queueCampaign(deps, {
        channel: "email",
        kind,
        messages: [
          { respondentId: blocked!.id, to: `${tag}-blocked@x.test`, subject: "s", text: "t" },
          { respondentId: fine!.id, to: `${tag}-fine@x.test`, subject: "s", text: "t" },
        ],
      });
    // Every kind of campaign the product sends, by whether it invites (routes/messaging.ts picks the kind).
    const invitations: CampaignKind[] = ["invite", "survey-invite", "third-party-survey", "unique-id-survey"];
    const others: CampaignKind[] = ["confirmation", "reminder", "no-show", "general", "transactional"];
    for (const kind of [...invitations, ...others]) {
      const sent = await settled((await send(kind, kind)).campaignId);
      const expected = invitations.includes(kind) ? "skipped" : "sent";
      expect([kind, sent.get(`${kind}-blocked@x.test`)]).toEqual([kind, expected]);
      expect([kind, sent.get(`${kind}-fine@x.test`)]).toEqual([kind, "sent"]);
    }
    const [skippedRow] = await deps.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.toAddress, "survey-invite-blocked@x.test"));
    expect(skippedRow?.lastError).toMatch(/Not eligible for invitations \(.*no-shows/i);
    await deps.db
      .update(respondents)
      .set({ noShowCount: before[0]?.n ?? 0 })
      .where(eq(respondents.id, blocked!.id));
  });

  it("retryFailed queues failed and unknown deliveries again", async () => {
    const [a] = await someRespondents(1);
    smtp.refuse.set("flaky@x.test", 550);
    const { campaignId } = await queueCampaign(deps, {
      channel: "email",
      kind: "general",
      messages: [{ respondentId: a!.id, to: "flaky@x.test", subject: "s", text: "t" }],
    });
    expect((await settled(campaignId)).get("flaky@x.test")).toBe("failed");
    smtp.refuse.delete("flaky@x.test");
    const again = await retryFailed(ctx(), { campaignId });
    expect(again.ok).toBe(true);
    expect((await settled(campaignId)).get("flaky@x.test")).toBe("sent");
    expect(smtp.messages.filter((m) => m.to === "flaky@x.test")).toHaveLength(1);
  });

  it("sends SMS through the HTTP transport with basic auth; an invalid number fails, a 503 is retried", async () => {
    const [a, b, c] = await someRespondents(3);
    sms.refuse.set("+61400000002", 400);
    sms.refuse.set("+61400000003", 503);
    const { campaignId } = await queueCampaign(deps, {
      channel: "sms",
      kind: "confirmation",
      messages: [
        { respondentId: a!.id, to: "+61400000001", text: "Reply YES" },
        { respondentId: b!.id, to: "+61400000002", text: "Reply YES" },
        { respondentId: c!.id, to: "+61400000003", text: "Reply YES" },
      ],
    });
    await expect
      .poll(
        async () => {
          const now = new Map(await statuses(campaignId));
          return [now.get("+61400000001"), now.get("+61400000002"), now.get("+61400000003")];
        },
        { timeout: 10_000 },
      )
      .toEqual(["sent", "failed", "queued"]);
    const rows = await deps.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.campaignId, campaignId));
    const sent = rows.find((r) => r.toAddress === "+61400000001");
    expect(sent?.status).toBe("sent");
    const got = sms.messages.find((m) => m.to === "+61400000001");
    expect(got).toMatchObject({ body: "Reply YES", from: "+61400000000", accountSid: "AC123" });
    expect(got?.authorization).toBe(`Basic ${Buffer.from("AC123:token").toString("base64")}`);
    expect(sent?.providerMessageId).toBe(got?.sid);
    expect(rows.find((r) => r.toAddress === "+61400000003")).toMatchObject({ status: "queued", attempts: 1 });
  });

  it("a job inserted in a transaction that rolls back is gone", async () => {
    const count = async () => Number(jobCount(await deps.db.execute(JOBS)));
    const before = await count();
    const queue = await queueFor(deps);
    await expect(
      deps.db.transaction(async (tx) => {
        await queue.insert([{ name: MESSAGES_QUEUE, data: { campaignId: 0, deliveryIds: [] } }], {
          db: txQueueDb(tx),
        });
        expect(Number(jobCount(await tx.execute(JOBS)))).toBe(before + 1);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await count()).toBe(before);
  });

  it("transactional mail (queueMail) goes through the same queue and shows in the dev mailbox", async () => {
    const id = await queueMail(server.deps, {
      to: "reset@x.test",
      subject: "Reset",
      text: "Link",
      html: "<p>Link</p>",
    });
    await expect
      .poll(() => smtp.messages.some((m) => m.to === "reset@x.test"), { timeout: 10_000 })
      .toBe(true);
    // The sink has the mail a moment before the worker records it as sent.
    const row = async () =>
      (await deps.db.select().from(messageDeliveries).where(eq(messageDeliveries.id, id)))[0];
    await expect.poll(async () => (await row())?.status, { timeout: 10_000 }).toBe("sent");
    expect(await row()).toMatchObject({ status: "sent", subject: "Reset", htmlBody: "<p>Link</p>" });
  });
});
