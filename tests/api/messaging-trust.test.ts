import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaignProgressSchema } from "../../server/contracts/messaging/messaging";
import { sendAnswerSchema } from "../../server/contracts/messaging/send";
import { emailSenders } from "../../server/db/schema/email-templates";
import { jobIncentives } from "../../server/db/schema/job-details";
import { jobs } from "../../server/db/schema/jobs";
import { respondents } from "../../server/db/schema/respondents";
import { webhookSignature } from "../../server/services/messaging/webhook-signature";
import { suite } from "../helpers/suite";
import { campaignSent, messagingWorld } from "./messaging-helpers";

/** Messages people can trust (issue 16 item 3; decisions 174, 175). */
const TOKEN = "trust-token";
const w = suite(() => messagingWorld({ smsAuthToken: TOKEN }));

const db = () => w.server.deps.db;
/** n members from offset, reachable: unique e-mail, the given mobile and country, not opted out. */
async function members(n: number, offset: number, contact: { mobile?: string; country?: string }[] = []) {
  const rows = await db()
    .select({ id: respondents.id })
    .from(respondents)
    .orderBy(respondents.id)
    .offset(offset)
    .limit(n);
  for (const [i, r] of rows.entries())
    await db()
      .update(respondents)
      .set({
        email: `t${r.id}@sink.test`,
        mobile: contact[i]?.mobile ?? `04${String(r.id).padStart(8, "0")}`,
        country: contact[i]?.country ?? "AU",
        optedOut: false,
      })
      .where(eq(respondents.id, r.id));
  return rows.map((r) => r.id);
}

describe("merge fields and who is left out, before the send", () => {
  it("previews an empty merge field per field and an opted-out member, and refuses the send until the text changes", async () => {
    const [a, b, out] = await members(3, 20);
    await db()
      .update(respondents)
      .set({ optedOut: true })
      .where(eq(respondents.id, out as number));
    const request = {
      ids: [a, b, out],
      subject: "Hello {{firstName}}",
      html: "<p>Parking moved to the rear entrance. The incentive is {{incentive}}.</p>",
    };
    const preview = await w.api.postJson(
      "/api/send-email",
      { ...request, preview: true },
      {
        token: w.admin,
        answer: sendAnswerSchema,
      },
    );
    expect(preview.body).toMatchObject({
      succeeded: true,
      value: {
        campaignId: null,
        queued: 2,
        skipped: [{ respondentId: out, reason: "Opted out of e-mail and SMS." }],
        emptyFields: [
          { field: "incentive", count: 2, of: 2, text: "incentive is empty for 2 of 2 recipients." },
        ],
      },
    });
    expect(preview.body.value?.skipped[0]?.name).not.toBe("");
    const before = w.smtp.messages.length;
    const refused = await w.api.postJson("/api/send-email", request, { token: w.admin });
    expect(refused.status).toBe(200);
    expect(refused.body.succeeded).toBe(false);
    expect(refused.body.errors).toContain("incentive is empty for 2 of 2 recipients.");
    // The composed text without the empty field goes out as written.
    const sent = await w.api.postJson(
      "/api/send-email",
      { ...request, html: "<p>Parking moved to the rear entrance.</p>" },
      { token: w.admin, answer: sendAnswerSchema },
    );
    expect(sent.body).toMatchObject({ succeeded: true, value: { queued: 2, emptyFields: [] } });
    await campaignSent(w, sent.body.value?.campaignId ?? 0);
    expect(w.smtp.messages.length).toBe(before + 2);
    expect(w.smtp.messages.find((m) => m.to === `t${a}@sink.test`)?.text).toContain(
      "Parking moved to the rear entrance.",
    );
  });

  it("names the job's incentive in an invitation (no booking yet)", async () => {
    const [job] = await db().select({ id: jobs.id }).from(jobs).orderBy(jobs.id).offset(5).limit(1);
    const jobId = job?.id ?? 0;
    await db().delete(jobIncentives).where(eq(jobIncentives.jobId, jobId));
    const [id] = await members(1, 30);
    const noIncentive = await w.api.postJson(
      "/api/email/CreateResSurveyInviteEmail",
      { ids: [id], jobId, preview: true },
      {
        token: w.admin,
        answer: sendAnswerSchema,
      },
    );
    expect(noIncentive.body.value?.emptyFields.map((f) => f.field)).toEqual(["incentive"]);
    await db().insert(jobIncentives).values({ jobId, incentiveType: "Cash", amount: 120 });
    const answer = await w.api.postJson(
      "/api/email/CreateResSurveyInviteEmail",
      { ids: [id], jobId },
      {
        token: w.admin,
        answer: sendAnswerSchema,
      },
    );
    expect(answer.body).toMatchObject({ succeeded: true, value: { queued: 1 } });
    await campaignSent(w, answer.body.value?.campaignId ?? 0);
    expect(w.smtp.messages.find((m) => m.to === `t${id}@sink.test`)?.html).toContain(
      "The incentive is $120.00.",
    );
  });
});

describe("SMS in E.164 with delivery reports", () => {
  it("sends an Australian and a New Zealand mobile in E.164 with a status callback; a report updates the delivery", async () => {
    const [au, nz, landline] = await members(3, 40, [
      { mobile: "0412 345 001", country: "AU" },
      { mobile: "021 234 5002", country: "NZ" },
      { mobile: "02 9876 5432", country: "AU" },
    ]);
    const answer = await w.api.postJson(
      "/api/send-sms",
      { ids: [au, nz, landline], smsText: "Parking is at the rear." },
      {
        token: w.admin,
        answer: sendAnswerSchema,
      },
    );
    expect(answer.body.value?.skipped).toEqual([
      {
        respondentId: landline,
        name: expect.any(String),
        reason: "The mobile 02 9876 5432 is not an Australian mobile number.",
      },
    ]);
    const campaignId = answer.body.value?.campaignId ?? 0;
    await campaignSent(w, campaignId);
    const auSms = w.sms.messages.find((m) => m.to === "+61412345001");
    const nzSms = w.sms.messages.find((m) => m.to === "+64212345002");
    expect(auSms?.body).toBe("Parking is at the rear.");
    expect(nzSms).toBeDefined();
    const callback = `${w.server.deps.env.publicUrl.replace(/\/+$/, "")}/api/webhooks/sms/status`;
    expect(auSms?.statusCallback).toBe(callback);
    expect(nzSms?.statusCallback).toBe(callback);
    // The provider posts its reports to the callback, signed.
    const path = "/api/webhooks/sms/status";
    const report = async (sid: string, status: string) => {
      const fields = { MessageSid: sid, MessageStatus: status };
      return fetch(`${w.server.url}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature": webhookSignature(
            TOKEN,
            `${w.server.deps.env.publicUrl.replace(/\/+$/, "")}${path}`,
            fields,
          ),
        },
        body: new URLSearchParams(fields),
      });
    };
    expect((await report(auSms?.sid ?? "", "delivered")).status).toBe(200);
    expect((await report(nzSms?.sid ?? "", "undelivered")).status).toBe(200);
    // A late 'sent' does not undo 'delivered'.
    expect((await report(auSms?.sid ?? "", "sent")).status).toBe(200);
    const progress = await w.api.get(`/api/campaign/${campaignId}`, {
      token: w.admin,
      answer: campaignProgressSchema,
    });
    expect(progress.body.value).toMatchObject({ sent: 2, delivered: 1, undelivered: 1 });
  });
});

describe("bulk e-mail headers and one-click unsubscribe", () => {
  it("carries List-Unsubscribe (https and mailto), List-Unsubscribe-Post and the sender's Reply-To; a POST unsubscribes, a GET does not", async () => {
    const [sender] = await db()
      .insert(emailSenders)
      .values({ name: "Trust test", fromAddress: "panel@agency.test", replyTo: "recruit@agency.test" })
      .returning();
    const [id] = await members(1, 50);
    const answer = await w.api.postJson(
      "/api/send-email",
      { ids: [id], senderId: sender?.id, subject: "News", html: "<p>Hello {{firstName}}</p>" },
      { token: w.admin, answer: sendAnswerSchema },
    );
    await campaignSent(w, answer.body.value?.campaignId ?? 0);
    const mail = w.smtp.messages.find((m) => m.to === `t${id}@sink.test`);
    const list = mail?.headerLines["list-unsubscribe"] ?? "";
    expect(list).toMatch(
      /^<https?:\/\/[^>]+\/unsubscribe\/[\w-]+>, <mailto:recruit@agency\.test\?subject=unsubscribe>$/,
    );
    expect(mail?.headerLines["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.headerLines["reply-to"]).toBe("recruit@agency.test");
    const path = new URL(/<(https?:[^>]+)>/.exec(list)?.[1] ?? "").pathname;
    const optedOut = async () =>
      (
        await db()
          .select({ o: respondents.optedOut })
          .from(respondents)
          .where(eq(respondents.id, id as number))
      )[0]?.o;
    await fetch(`${w.server.url}${path}`);
    expect(await optedOut()).toBe(false);
    const click = await fetch(`${w.server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(click.status).toBe(200);
    expect(await optedOut()).toBe(true);
    const bad = await fetch(`${w.server.url}/unsubscribe/not-a-real-value`, { method: "POST" });
    expect((await bad.json()).succeeded).toBe(false);
  });
});
