import { and, eq, gt, isNotNull, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sendAnswerSchema, smsRepliesPageSchema } from "../../server/contracts/messaging/send";
import { renderedMessageSchema } from "../../server/contracts/messaging/templates";
import { smsReplies } from "../../server/db/schema/messaging";
import { respondentEvents, respondents } from "../../server/db/schema/respondents";
import { jobGroupTimes } from "../../server/db/schema/sessions";
import { DEMO } from "../helpers/client";
import { staffWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";
import { campaignSent, messagingWorld } from "./messaging-helpers";

const w = suite(messagingWorld);
let clientToken: string;
let noRights: string;
beforeAll(async () => {
  clientToken = await w.api.login(DEMO.client.username, DEMO.client.password);
  noRights = await staffWithRights(w.server, []);
});

const db = () => w.server.deps.db;
/** Respondents with an e-mail and a mobile, not opted out, each with a unique address. */
async function people(n: number, offset = 0) {
  const rows = await db()
    .select()
    .from(respondents)
    .where(and(isNotNull(respondents.email), eq(respondents.optedOut, false)))
    .orderBy(respondents.id)
    .offset(offset)
    .limit(n);
  for (const r of rows)
    await db()
      .update(respondents)
      .set({ email: `r${r.id}@sink.test`, mobile: `04${String(r.id).padStart(8, "0")}`, country: "AU" })
      .where(eq(respondents.id, r.id));
  return rows.map((r) => r.id);
}
const jobOf = async () => {
  const { jobs } = await import("../../server/db/schema/jobs");
  const [job] = await db().select().from(jobs).limit(1);
  if (!job) throw new Error("no job");
  return job.id;
};

describe("send calls", () => {
  it("invites by e-mail: each mail carries an encoded survey link and the unsubscribe link", async () => {
    const ids = await people(3);
    const jobId = await jobOf();
    const answer = await w.api.postJson(
      "/api/email/CreateResSurveyInviteEmail",
      { ids, jobId },
      { token: w.admin, answer: sendAnswerSchema },
    );
    expect(answer.body).toMatchObject({ succeeded: true, value: { queued: 3, skipped: [] } });
    await campaignSent(w, answer.body.value?.campaignId ?? 0);
    for (const id of ids) {
      const mail = w.smtp.messages.find((m) => m.to === `r${id}@sink.test`);
      expect(mail?.text).toMatch(/\/survey-landing\/[\w-]{20,}/);
      expect(mail?.html).toMatch(/href="http[^"]+\/unsubscribe\/[\w-]+"/);
    }
  });

  it("honours opt-out: BulkEmailSMSUpdate opts out, the send leaves them out and the sink never sees them", async () => {
    const [out, keep] = await people(2, 3);
    const bulk = await w.api.postJson(
      "/api/BulkEmailSMSUpdate",
      { ids: [out], optedOut: true },
      { token: w.admin },
    );
    expect(bulk.body.succeeded).toBe(true);
    const answer = await w.api.postJson(
      "/api/send-email",
      { ids: [out, keep] },
      { token: w.admin, answer: sendAnswerSchema },
    );
    expect(answer.body.value?.skipped).toEqual([
      { respondentId: out, name: expect.any(String), reason: "Opted out of e-mail and SMS." },
    ]);
    await campaignSent(w, answer.body.value?.campaignId ?? 0);
    expect(w.smtp.messages.some((m) => m.to === `r${keep}@sink.test`)).toBe(true);
    expect(w.smtp.messages.some((m) => m.to === `r${out}@sink.test`)).toBe(false);
    expect((await w.api.postJson("/api/send-email", { ids: [out] }, { token: w.admin })).body.succeeded).toBe(
      false,
    );
  });

  it("invites with a third-party survey address carrying the respondent id", async () => {
    const [id] = await people(1, 6);
    const answer = await w.api.postJson(
      "/api/email/CreateOnlineSurveywithUniqueRespondentID",
      { ids: [id], jobId: await jobOf(), url: "https://survey.example.com/s/1" },
      { token: w.admin, answer: sendAnswerSchema },
    );
    await campaignSent(w, answer.body.value?.campaignId ?? 0);
    const mail = w.smtp.messages.find((m) => m.to === `r${id}@sink.test`);
    expect(mail?.text).toContain(`https://survey.example.com/s/1?respondentId=${id}`);
    const bad = await w.api.postJson(
      "/api/email/CreateOnlineSurveywithThirdpartyURL",
      { ids: [id], url: "javascript:alert(1)" },
      { token: w.admin },
    );
    expect(bad.status).toBe(400);
  });

  it("sends session confirmations by SMS and by e-mail; the e-mail's confirm link confirms the booking", async () => {
    // A booking in a session still to come: a confirm link for a session already started is "expired".
    const [found] = await db()
      .select({ event: respondentEvents })
      .from(respondentEvents)
      .innerJoin(jobGroupTimes, eq(jobGroupTimes.id, respondentEvents.jobGroupTimeId))
      .where(
        and(
          eq(respondentEvents.kind, "Session"),
          eq(respondentEvents.status, "Booked"),
          gt(jobGroupTimes.startsAt, new Date()),
        ),
      )
      .limit(1);
    const booking = found?.event;
    if (!booking?.jobGroupId) throw new Error("no booked attendee in the demo data");
    await db().update(respondents).set({ optedOut: false }).where(eq(respondents.id, booking.respondentId));
    await db()
      .update(respondents)
      .set({ email: `c${booking.respondentId}@sink.test`, mobile: "0412345678", country: "AU" })
      .where(eq(respondents.id, booking.respondentId));
    const bySms = await w.api.postJson(
      `/api/sms/CreateSessionConfirmationResIdsSms/${booking.jobGroupId}`,
      [booking.respondentId],
      { token: w.admin, answer: sendAnswerSchema },
    );
    expect(bySms.body.value?.queued).toBe(1);
    await campaignSent(w, bySms.body.value?.campaignId ?? 0);
    expect(w.sms.messages.some((m) => m.to === "+61412345678" && /YES/.test(m.body))).toBe(true);
    const byEmail = await w.api.postJson(
      `/api/email/CreateSessionConfirmationResIdsEmail/${booking.jobGroupId}`,
      { ids: [booking.respondentId] },
      { token: w.admin, answer: sendAnswerSchema },
    );
    await campaignSent(w, byEmail.body.value?.campaignId ?? 0);
    const mail = w.smtp.messages.find((m) => m.to === `c${booking.respondentId}@sink.test`);
    const link = /\/confirm-attendance\/([\w-]+)/.exec(mail?.html ?? "")?.[1];
    if (!link) throw new Error(`no confirm link in ${mail?.html}`);
    expect(mail?.html).not.toContain("/api/confirm-attendance/");
    // Opening the link (a person or a mail scanner) changes nothing; the page's button confirms.
    expect(
      (await w.api.get<{ state: string }>(`/api/confirm-attendance/${link}/details`)).body.value?.state,
    ).toBe("pending");
    const confirmed = await w.api.postJson(`/api/confirm-attendance/${link}`, {});
    expect(confirmed.body).toMatchObject({ succeeded: true });
    const [after] = await db().select().from(respondentEvents).where(eq(respondentEvents.id, booking.id));
    expect(after?.status).toBe("Confirmed");
    expect((await w.api.postJson(`/api/confirm-attendance/${link.slice(0, -3)}abc`, {})).body.succeeded).toBe(
      false,
    );
    // Someone not booked in the session is left out.
    const [other] = await db()
      .select({ id: respondents.id })
      .from(respondents)
      .where(ne(respondents.id, booking.respondentId))
      .limit(1);
    const notBooked = await w.api.postJson(
      `/api/sms/CreateSessionConfirmationResIdsSms/${booking.jobGroupId}`,
      [other?.id],
      { token: w.admin },
    );
    expect(notBooked.body.succeeded).toBe(false);
    const preview = await w.api.get(`/api/sms/confirmation?jobGroupId=${booking.jobGroupId}`, {
      token: w.admin,
      answer: renderedMessageSchema.array(),
    });
    expect(preview.body.value?.some((m) => m.respondentId === booking.respondentId && m.sms.length > 0)).toBe(
      true,
    );
  });

  it("refuses bad input (400), no sign-in (401), a staff member without rights and a client (403)", async () => {
    expect((await w.api.postJson("/api/send-sms", { ids: [] }, { token: w.admin })).status).toBe(400);
    expect((await w.api.postJson("/api/send-sms", { ids: ["1e3"] }, { token: w.admin })).status).toBe(400);
    expect(
      (await w.api.postJson("/api/send-email", { ids: [1], jobId: -1 }, { token: w.admin })).status,
    ).toBe(400);
    expect(
      (await w.api.postJson("/api/sms/CreateSessionConfirmationResIdsSms/abc", [], { token: w.admin }))
        .status,
    ).toBe(400);
    expect((await w.api.get("/api/sms/nope?sms=1", { token: w.admin })).status).toBe(400);
    expect((await w.api.get("/api/sms/general?sms=1,x", { token: w.admin })).status).toBe(400);
    expect((await w.api.get("/api/campaign/abc", { token: w.admin })).status).toBe(400);
    expect((await w.api.postJson("/api/send-email", { ids: [1] })).status).toBe(401);
    expect((await w.api.postJson("/api/sms/CreateRespondentSurveyInviteSms", { ids: [1] })).status).toBe(401);
    expect((await w.api.postJson("/api/send-email", { ids: [1] }, { token: noRights })).status).toBe(403);
    expect(
      (await w.api.postJson("/api/email/NoShowEmail", { ids: [1] }, { token: clientToken })).status,
    ).toBe(403);
    expect(
      (await w.api.postJson("/api/BulkEmailSMSUpdate", { ids: [1], optedOut: true }, { token: clientToken }))
        .status,
    ).toBe(403);
    expect((await w.api.get("/api/campaign/1", { token: clientToken })).status).toBe(403);
    const job = await staffWithRights(w.server, ["JOB"]);
    expect(
      (await w.api.postJson("/api/BulkEmailSMSUpdate", { ids: [1], optedOut: true }, { token: job })).status,
    ).toBe(403);
    expect((await w.api.get("/api/campaign/99999", { token: w.admin })).body.succeeded).toBe(false);
    // A session the caller may not see: unknown session → 404, never a send.
    expect(
      (await w.api.postJson("/api/sms/CreateSessionConfirmationResIdsSms/99999", [], { token: w.admin }))
        .status,
    ).toBe(404);
  });
});

describe("SMS replies", () => {
  it("lists replies paged with the respondent's name, marks them handled and deletes them", async () => {
    const [id] = await people(1, 8);
    const rows = await db()
      .insert(smsReplies)
      .values([
        { providerMessageId: "SM-a", fromNumber: "0400000001", body: "YES", respondentId: id },
        { providerMessageId: "SM-b", fromNumber: "0400000002", body: "Who is this?" },
      ])
      .returning();
    const ids = rows.map((r) => r.id);
    const page = await w.api.get("/api/sms/replies?page=1&pageSize=1", {
      token: w.admin,
      answer: smsRepliesPageSchema,
    });
    expect(page.body.value).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.body.value?.items).toHaveLength(1);
    const all = await w.api.get("/api/sms/replies", { token: w.admin, answer: smsRepliesPageSchema });
    expect(all.body.value?.items.find((r) => r.respondentId === id)?.respondentName).toBeTruthy();
    expect(
      (await w.api.postJson("/api/sms/replies/handled", { ids, handled: true }, { token: w.admin })).body
        .succeeded,
    ).toBe(true);
    const open = await w.api.get("/api/sms/replies?handled=false", {
      token: w.admin,
      answer: smsRepliesPageSchema,
    });
    expect(open.body.value?.total).toBe(0);
    expect((await w.api.postJson("/api/sms/replies/delete", ids, { token: w.admin })).body.succeeded).toBe(
      true,
    );
    expect((await w.api.postJson("/api/sms/replies/delete", ids, { token: w.admin })).body.succeeded).toBe(
      false,
    );
    expect((await w.api.get("/api/sms/replies?pageSize=0", { token: w.admin })).status).toBe(400);
    expect((await w.api.get("/api/sms/replies")).status).toBe(401);
    expect((await w.api.get("/api/sms/replies", { token: noRights })).status).toBe(403);
    expect(
      (
        await w.api.postJson("/api/sms/replies/delete", [1], {
          token: await staffWithRights(w.server, ["JOB"]),
        })
      ).status,
    ).toBe(403);
  });
});
