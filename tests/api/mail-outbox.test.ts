import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema/mail";
import { queueMail } from "../../server/mail/outbox";
import {
  deliverDueMail,
  MAX_ATTEMPTS,
  type MailTransport,
  startOutboxWorker,
} from "../../server/mail/worker";
import { startTestServer, type TestServer } from "../helpers/server";

let server: TestServer;
let clockOffsetMs = 0;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(async () => {
  await server?.close();
});

const row = async (id: number) =>
  (await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

/** Records what it sends; fails while `failing` is true. */
function fakeTransport() {
  const sent: { to: string; subject: string; from: string; html?: string }[] = [];
  const transport: MailTransport & { sent: typeof sent; failing: boolean } = {
    sent,
    failing: false,
    async sendMail(message) {
      if (transport.failing) throw new Error("550 mailbox unavailable");
      sent.push(message);
    },
  };
  return transport;
}

describe("mail outbox", () => {
  it("queueMail stores a queued message and wakes the worker", async () => {
    let woken = 0;
    const id = await queueMail(
      { db: server.deps.db, notifyOutbox: () => (woken += 1) },
      { to: "a@x.test", subject: "Hi", text: "Hello", html: "<p>Hello</p>" },
    );
    expect(woken).toBe(1);
    expect(await row(id)).toMatchObject({
      status: "queued",
      attempts: 0,
      toAddress: "a@x.test",
      htmlBody: "<p>Hello</p>",
    });
  });

  it("the worker sends due mail through the transport and marks it sent", async () => {
    const transport = fakeTransport();
    const id = await queueMail(server.deps.db, { to: "b@x.test", subject: "Sent", text: "Body" });
    await deliverDueMail(server.deps, transport);
    expect(transport.sent.map((m) => m.to)).toContain("b@x.test");
    expect(transport.sent[0]?.from).toBe(server.deps.env.mailFrom);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
    // Nothing is sent twice.
    const count = transport.sent.length;
    await deliverDueMail(server.deps, transport);
    expect(transport.sent.length).toBe(count);
  });

  it("retries with backoff, then gives up after 5 attempts", async () => {
    const transport = fakeTransport();
    transport.failing = true;
    const id = await queueMail(server.deps.db, { to: "c@x.test", subject: "Bounce", text: "Body" });
    await deliverDueMail(server.deps, transport);
    const first = await row(id);
    expect(first).toMatchObject({ status: "queued", attempts: 1, lastError: "550 mailbox unavailable" });
    expect(first?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: no second attempt.
    await deliverDueMail(server.deps, transport);
    expect((await row(id))?.attempts).toBe(1);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      clockOffsetMs += 60 * 60_000;
      await deliverDueMail(server.deps, transport);
      expect((await row(id))?.attempts).toBe(attempt);
    }
    expect((await row(id))?.status).toBe("failed");
    clockOffsetMs += 60 * 60_000;
    await deliverDueMail(server.deps, transport);
    expect((await row(id))?.attempts).toBe(MAX_ATTEMPTS);
  });

  it("the started worker delivers as soon as mail is queued through deps", async () => {
    const transport = fakeTransport();
    const stop = startOutboxWorker(server.deps, transport);
    try {
      await queueMail(server.deps, { to: "d@x.test", subject: "Now", text: "Body" });
      await expect.poll(() => transport.sent.some((m) => m.to === "d@x.test"), { timeout: 3000 }).toBe(true);
    } finally {
      await stop();
    }
  });

  it("without SMTP_URL the worker does nothing and mail stays queued", async () => {
    const stop = startOutboxWorker({ ...server.deps, env: { ...server.deps.env, smtpUrl: undefined } });
    const id = await queueMail(server.deps, { to: "e@x.test", subject: "Stay", text: "Body" });
    await stop();
    expect((await row(id))?.status).toBe("queued");
  });
});
