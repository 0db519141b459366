import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageDeliveries, smsReplies } from "../../server/db/schema/messaging";
import { respondentEvents, respondents } from "../../server/db/schema/respondents";
import { queueCampaign } from "../../server/services/messaging/campaigns";
import { webhookSignature } from "../../server/services/messaging/webhook-signature";
import { startTestServer, type TestServer } from "../helpers/server";

let server: TestServer;
const TOKEN = "webhook-test-token";

beforeAll(async () => {
  server = await startTestServer();
  server.deps.env.messaging.smsAuthToken = TOKEN;
});
afterAll(async () => {
  await server?.close();
});

/** Posts a form as the provider does: signed over PUBLIC_URL + path with the auth token. */
async function post(path: string, fields: Record<string, string>, sign: string | null = TOKEN) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (sign)
    headers["x-twilio-signature"] = webhookSignature(sign, `${server.deps.env.publicUrl}${path}`, fields);
  return fetch(`${server.url}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

const db = () => server.deps.db;
const replyRows = (sid: string) =>
  db().select().from(smsReplies).where(eq(smsReplies.providerMessageId, sid));

describe("SMS webhooks", () => {
  it("refuse a missing, wrong or foreign-token signature with 403 and store nothing", async () => {
    const fields = { MessageSid: "SMbad1", From: "+61400000009", To: "+61400000000", Body: "STOP" };
    expect((await post("/api/webhooks/sms/inbound", fields, null)).status).toBe(403);
    expect((await post("/api/webhooks/sms/inbound", fields, "another-token")).status).toBe(403);
    const tampered = await fetch(`${server.url}/api/webhooks/sms/inbound`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": webhookSignature(
          TOKEN,
          `${server.deps.env.publicUrl}/api/webhooks/sms/inbound`,
          fields,
        ),
      },
      body: new URLSearchParams({ ...fields, Body: "YES" }),
    });
    expect(tampered.status).toBe(403);
    expect(
      (await post("/api/webhooks/sms/status", { MessageSid: "SMx", MessageStatus: "delivered" }, null))
        .status,
    ).toBe(403);
    expect(await replyRows("SMbad1")).toHaveLength(0);
  });

  it("refuse everything while no SMS_AUTH_TOKEN is configured", async () => {
    server.deps.env.messaging.smsAuthToken = undefined;
    try {
      expect(
        (await post("/api/webhooks/sms/inbound", { MessageSid: "SMnone", From: "+1", Body: "x" })).status,
      ).toBe(403);
    } finally {
      server.deps.env.messaging.smsAuthToken = TOKEN;
    }
  });

  it("answer 400 to a signed post without the required fields", async () => {
    const res = await post("/api/webhooks/sms/inbound", { Body: "hello" });
    expect(res.status).toBe(400);
  });

  it("STOP opts the respondent out, once per MessageSid", async () => {
    const [person] = await db().select().from(respondents).where(eq(respondents.optedOut, false)).limit(1);
    await queueCampaign(server.deps, {
      channel: "sms",
      kind: "invite",
      messages: [{ respondentId: person!.id, to: "+61400000021", text: "Join us" }],
    });
    const fields = { MessageSid: "SMstop1", From: "+61400000021", To: "+61400000000", Body: " stop " };
    const res = await post("/api/webhooks/sms/inbound", fields);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<Response>");
    const [after] = await db().select().from(respondents).where(eq(respondents.id, person!.id));
    expect(after?.optedOut).toBe(true);
    expect(await replyRows("SMstop1")).toMatchObject([
      { respondentId: person!.id, action: "opted-out", body: " stop " },
    ]);
    // The provider retries the same webhook: still one row.
    expect((await post("/api/webhooks/sms/inbound", fields)).status).toBe(200);
    expect(await replyRows("SMstop1")).toHaveLength(1);
  });

  it("YES to a session confirmation confirms the attendee through the booking model", async () => {
    const [booking] = await db()
      .select()
      .from(respondentEvents)
      .where(and(eq(respondentEvents.kind, "Session"), eq(respondentEvents.status, "Booked")))
      .limit(1);
    expect(booking).toBeDefined();
    const sessionId = booking!.jobGroupId!;
    await queueCampaign(server.deps, {
      channel: "sms",
      kind: "confirmation",
      sessionId,
      messages: [{ respondentId: booking!.respondentId, to: "+61400000031", text: "Reply YES to confirm" }],
    });
    const res = await post("/api/webhooks/sms/inbound", {
      MessageSid: "SMyes1",
      From: "+61400000031",
      Body: "Yes!",
    });
    expect(res.status).toBe(200);
    const [after] = await db().select().from(respondentEvents).where(eq(respondentEvents.id, booking!.id));
    expect(after?.status).toBe("Confirmed");
    expect(await replyRows("SMyes1")).toMatchObject([
      { sessionId, respondentId: booking!.respondentId, action: "confirmed" },
    ]);
  });

  it("a YES that answers no confirmation is stored as a reply and changes nothing", async () => {
    const res = await post("/api/webhooks/sms/inbound", {
      MessageSid: "SMyes2",
      From: "+61400000021",
      Body: "YES",
    });
    expect(res.status).toBe(200);
    expect(await replyRows("SMyes2")).toMatchObject([{ action: null, sessionId: null }]);
  });

  it("a delivery report sets the delivery's provider status", async () => {
    const { deliveryIds } = await queueCampaign(server.deps, {
      channel: "sms",
      kind: "general",
      messages: [{ respondentId: 0, to: "+61400000041", text: "hi" }],
    });
    await db()
      .update(messageDeliveries)
      .set({ providerMessageId: "SMreport1" })
      .where(eq(messageDeliveries.id, deliveryIds[0]!));
    const res = await post("/api/webhooks/sms/status", {
      MessageSid: "SMreport1",
      MessageStatus: "delivered",
    });
    expect(res.status).toBe(200);
    const [row] = await db()
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.id, deliveryIds[0]!));
    expect(row?.providerStatus).toBe("delivered");
  });
});
