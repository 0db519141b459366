import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  renderedMessageSchema,
  senderListAnswerSchema,
  senderSchema,
  templateAnswerSchema,
  templateListAnswerSchema,
  templateSchema,
} from "../../server/contracts/messaging/templates";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { staffWithRights } from "../helpers/staff-with-rights";

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let admin: string;
let noRights: string;
let respondentToken: string;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  admin = await api.login(DEMO.admin.username, DEMO.admin.password);
  respondentToken = await api.login(DEMO.respondent.username, DEMO.respondent.password);
  noRights = await staffWithRights(server, []);
});
afterAll(async () => {
  await server?.close();
});

const base = {
  name: "Test invite",
  kind: "invitation-email",
  subject: "Hi {{firstName}}",
  html: '<p>Hello {{firstName}}</p><a href="{{surveyLink}}" target="_blank">Go</a><script>alert(1)</script><img src=x onerror="alert(2)">',
  plainText: "Hello {{firstName}} {{surveyLink}}",
};

describe("email templates", () => {
  it("lists the seeded templates and reads the general and profile-update ones by kind", async () => {
    const list = await api.get("/api/emailtemplate", { token: admin, answer: templateListAnswerSchema });
    expect(list.body.value?.length).toBeGreaterThanOrEqual(6);
    for (const [path, kind] of [
      ["GetGeneralEmailTemplate", "general-email"],
      ["GetGeneralSMSTemplate", "general-sms"],
      ["GetProfileUpdateEmailTemplate", "profile-update-email"],
      ["GetProfileUpdateSMSTemplate", "profile-update-sms"],
    ] as const) {
      const one = await api.get(`/api/emailtemplate/${path}`, { token: admin, answer: templateAnswerSchema });
      expect(one.body.value?.kind).toBe(kind);
    }
  });

  it("adds a template with its html sanitised, updates and deletes it", async () => {
    const added = await api.postJson("/api/emailtemplate/add", base, {
      token: admin,
      answer: templateSchema,
    });
    expect(added.body.succeeded).toBe(true);
    const t = added.body.value;
    if (!t) throw new Error("no template");
    expect(t.html).not.toMatch(/<script|onerror/i);
    expect(t.html).toContain("{{firstName}}");
    const dup = await api.postJson("/api/emailtemplate/add", base, { token: admin });
    expect(dup.body.succeeded).toBe(false);
    const updated = await api.postJson(
      "/api/emailtemplate/update",
      { ...base, id: t.id, subject: "Changed" },
      { token: admin, answer: templateSchema },
    );
    expect(updated.body.value?.subject).toBe("Changed");
    expect((await api.get(`/api/emailtemplate/delete/${t.id}`, { token: admin })).body.succeeded).toBe(true);
    expect((await api.get(`/api/emailtemplate/delete/${t.id}`, { token: admin })).status).toBe(404);
  });

  it("refuses bad input with 400 and a template of its kind without its text", async () => {
    expect(
      (await api.postJson("/api/emailtemplate/add", { ...base, kind: "nope" }, { token: admin })).status,
    ).toBe(400);
    expect(
      (await api.postJson("/api/emailtemplate/update", { ...base, id: "1e3" }, { token: admin })).status,
    ).toBe(400);
    expect((await api.get("/api/emailtemplate/delete/abc", { token: admin })).status).toBe(400);
    const noText = await api.postJson(
      "/api/emailtemplate/add",
      { name: "Empty SMS", kind: "general-sms" },
      { token: admin },
    );
    expect(noText.status).toBe(200);
    expect(noText.body.succeeded).toBe(false);
  });

  it("answers 401 without a sign-in and 403 without the right or for a respondent", async () => {
    expect((await api.get("/api/emailtemplate")).status).toBe(401);
    expect((await api.postJson("/api/emailtemplate/add", base)).status).toBe(401);
    expect((await api.get("/api/emailtemplate", { token: noRights })).status).toBe(403);
    expect((await api.postJson("/api/emailtemplate/add", base, { token: noRights })).status).toBe(403);
    expect((await api.get("/api/emailtemplate/delete/1", { token: respondentToken })).status).toBe(403);
    const readers = await staffWithRights(server, ["RES"]);
    expect((await api.get("/api/emailtemplate", { token: readers })).status).toBe(200);
    expect((await api.postJson("/api/emailtemplate/add", base, { token: readers })).status).toBe(403);
  });

  it("previews a template for a real respondent: merge values escaped, links made by the server", async () => {
    const db = server.deps.db;
    const { respondents } = await import("../../server/db/schema/respondents");
    const { jobs } = await import("../../server/db/schema/jobs");
    const { eq } = await import("drizzle-orm");
    const [job] = await db.select().from(jobs).limit(1);
    const [r] = await db.select().from(respondents).limit(1);
    if (!job || !r) throw new Error("no demo data");
    await db.update(respondents).set({ firstName: "<b>Evil</b>" }).where(eq(respondents.id, r.id));
    const preview = await api.postJson(
      "/api/emailtemplate/preview",
      { ...base, respondentId: r.id, jobId: job.id },
      { token: admin, answer: renderedMessageSchema },
    );
    const m = preview.body.value;
    if (!m) throw new Error(JSON.stringify(preview.body));
    expect(m.html).toContain("&lt;b&gt;Evil&lt;/b&gt;");
    expect(m.html).not.toContain("<b>Evil");
    expect(m.subject).toBe("Hi <b>Evil</b>");
    expect(m.text).toMatch(/\/survey-landing\/[\w-]+/);
    expect(m.html).toMatch(/href="http[^"]*\/survey-landing\//);
    expect(
      (await api.postJson("/api/emailtemplate/preview", { respondentId: 999999 }, { token: admin })).status,
    ).toBe(404);
    expect(
      (await api.postJson("/api/emailtemplate/preview", { respondentId: "x" }, { token: admin })).status,
    ).toBe(400);
    expect((await api.postJson("/api/emailtemplate/preview", { respondentId: r.id })).status).toBe(401);
  });
});

describe("email senders", () => {
  it("adds, updates, lists and deletes a sender", async () => {
    const add = await api.postJson(
      "/api/emailsender/update",
      { name: "Bookings", fromAddress: "bookings@example.com", replyTo: "" },
      { token: admin, answer: senderSchema },
    );
    const id = add.body.value?.id;
    if (!id) throw new Error(JSON.stringify(add.body));
    expect(add.body.value?.replyTo).toBeNull();
    const upd = await api.postJson(
      "/api/emailsender/update",
      { id, name: "Bookings", fromAddress: "b2@example.com", replyTo: "r@example.com" },
      { token: admin, answer: senderSchema },
    );
    expect(upd.body.value?.fromAddress).toBe("b2@example.com");
    const list = await api.get("/api/emailsenders", { token: admin, answer: senderListAnswerSchema });
    expect(list.body.value?.some((s) => s.id === id)).toBe(true);
    expect((await api.postJson("/api/emailsender/delete", [id], { token: admin })).body.succeeded).toBe(true);
    expect((await api.postJson("/api/emailsender/delete", [id], { token: admin })).status).toBe(404);
  });

  it("refuses a bad address (400), no sign-in (401) and no right (403)", async () => {
    expect(
      (await api.postJson("/api/emailsender/update", { name: "X", fromAddress: "nope" }, { token: admin }))
        .status,
    ).toBe(400);
    expect((await api.postJson("/api/emailsender/delete", ["a"], { token: admin })).status).toBe(400);
    expect((await api.get("/api/emailsenders")).status).toBe(401);
    expect((await api.get("/api/emailsenders", { token: noRights })).status).toBe(403);
    expect(
      (
        await api.postJson(
          "/api/emailsender/update",
          { name: "X", fromAddress: "x@example.com" },
          { token: noRights },
        )
      ).status,
    ).toBe(403);
    const eta = await staffWithRights(server, ["ETA"]);
    expect((await api.postJson("/api/emailsender/delete", [1], { token: eta })).status).toBe(403);
  });
});
