import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessageSchema, outboxPageSchema } from "../../server/contracts/dev-tools";
import { respondents } from "../../server/db/schema/respondents";
import { queueMail } from "../../server/mail/outbox";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { expectBadRequest } from "./auth-helpers";

let server: TestServer;
let api: ReturnType<typeof apiClient>;
const t = { admin: "", recruiter: "", client: "", respondent: "" };

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  for (const who of Object.keys(t) as (keyof typeof t)[])
    t[who] = await api.login(DEMO[who].username, DEMO[who].password);
});
afterAll(async () => {
  await server?.close();
});

describe("access-allowed and delete-allowed", () => {
  it("staff: succeeded is whether they hold the right; other roles: false; anonymous: 401", async () => {
    const admin = await api.get("/api/access-allowed/DVT", { token: t.admin });
    expect(admin.body).toMatchObject({ succeeded: true, value: true });
    const recruiterJob = await api.get("/api/access-allowed/JOB", { token: t.recruiter });
    expect(recruiterJob.body.succeeded).toBe(true);
    const recruiterUsr = await api.get("/api/access-allowed/USR", { token: t.recruiter });
    expect(recruiterUsr.status).toBe(200);
    expect(recruiterUsr.body).toMatchObject({ succeeded: false, value: false });
    for (const token of [t.client, t.respondent]) {
      expect((await api.get("/api/access-allowed/JOB", { token })).body.succeeded).toBe(false);
    }
    expect((await api.get("/api/access-allowed/JOB")).status).toBe(401);
    expectBadRequest(await api.get("/api/access-allowed/NOPE", { token: t.admin }));
  });

  it("maps entity kinds to rights", async () => {
    expect((await api.get("/api/delete-allowed/job", { token: t.recruiter })).body.succeeded).toBe(true);
    expect((await api.get("/api/delete-allowed/user", { token: t.recruiter })).body.succeeded).toBe(false);
    expect((await api.get("/api/delete-allowed/user", { token: t.admin })).body.succeeded).toBe(true);
    // A respondent's child (staff Remove on the children tab) needs RES like the respondent.
    expect((await api.get("/api/delete-allowed/respondent-child", { token: t.admin })).body.succeeded).toBe(
      true,
    );
    expect((await api.get("/api/delete-allowed/respondent-child", { token: t.client })).body.succeeded).toBe(
      false,
    );
    expect((await api.get("/api/delete-allowed/client", { token: t.client })).body.succeeded).toBe(false);
    expect((await api.get("/api/delete-allowed/job")).status).toBe(401);
    expectBadRequest(await api.get("/api/delete-allowed/spaceship", { token: t.admin }), "Unknown kind");
  });
});

describe("check-duplicate-user", () => {
  it("answers anonymous callers identically for known and unknown addresses", async () => {
    const known = await api.postForm("/api/check-duplicate-user", { emailAddress: DEMO.respondent.username });
    const unknown = await api.postForm("/api/check-duplicate-user", { emailAddress: "ghost@nowhere.test" });
    expect(known.body.value).toBe(true);
    expect(JSON.stringify(unknown.body)).toBe(JSON.stringify(known.body));
    // A staff user without UserAdmin is treated like anyone else.
    const recruiter = await api.postForm(
      "/api/check-duplicate-user",
      { emailAddress: "ghost@nowhere.test" },
      { token: t.recruiter },
    );
    expect(recruiter.body.value).toBe(true);
  });

  it("gives staff with UserAdmin the real answer, and validates input", async () => {
    const known = await api.postForm(
      "/api/check-duplicate-user",
      { emailAddress: "CLIENT@demo.test" },
      { token: t.admin },
    );
    const unknown = await api.postForm(
      "/api/check-duplicate-user",
      { emailAddress: "ghost@nowhere.test" },
      { token: t.admin },
    );
    expect([known.body.value, unknown.body.value]).toEqual([true, false]);
    expectBadRequest(await api.postForm("/api/check-duplicate-user", {}), "emailAddress");
    expectBadRequest(await api.postJson("/api/check-duplicate-user", { emailAddress: 5 }), "emailAddress");
  });
});

describe("user-2fa-Status", () => {
  it("answers the user themself and UserAdmin staff; others 403; anonymous 401", async () => {
    const own = await api.get(`/api/user-2fa-Status/${DEMO.client.username}`, { token: t.client });
    expect(own.body).toMatchObject({ succeeded: true, value: false });
    expect(
      (await api.get(`/api/user-2fa-Status/${DEMO.client.username}`, { token: t.admin })).body.value,
    ).toBe(false);
    expect(
      (await api.get(`/api/user-2fa-Status/${DEMO.client.username}`, { token: t.respondent })).status,
    ).toBe(403);
    expect(
      (await api.get(`/api/user-2fa-Status/${DEMO.admin.username}`, { token: t.recruiter })).status,
    ).toBe(403);
    expect((await api.get(`/api/user-2fa-Status/${DEMO.admin.username}`)).status).toBe(401);
  });
});

describe("get-encrypt-decrypt-string and respondent-unsubscribe", () => {
  it("encrypts and decrypts for staff (POST fields or GET query)", async () => {
    const enc = await api.postForm<string>(
      "/api/get-encrypt-decrypt-string",
      { type: "encrypt", text: "hello|42" },
      { token: t.recruiter },
    );
    expect(enc.body.succeeded).toBe(true);
    expect(enc.body.value).toMatch(/^[A-Za-z0-9_-]{30,}$/);
    const again = await api.postForm<string>(
      "/api/get-encrypt-decrypt-string",
      { type: "encrypt", text: "hello|42" },
      { token: t.recruiter },
    );
    expect(again.body.value).not.toBe(enc.body.value);
    const dec = await api.get<string>(
      `/api/get-encrypt-decrypt-string?type=decrypt&text=${encodeURIComponent(enc.body.value)}`,
      { token: t.admin },
    );
    expect(dec.body.value).toBe("hello|42");
    const tampered = `${enc.body.value.slice(0, -2)}AA`;
    const bad = await api.postForm(
      "/api/get-encrypt-decrypt-string",
      { type: "decrypt", text: tampered },
      { token: t.admin },
    );
    expect(bad.body.succeeded).toBe(false);
  });

  it("is staff only and validates input", async () => {
    const body = { type: "encrypt", text: "1" };
    expect((await api.postForm("/api/get-encrypt-decrypt-string", body)).status).toBe(401);
    expect(
      (await api.postForm("/api/get-encrypt-decrypt-string", body, { token: t.respondent })).status,
    ).toBe(403);
    expect((await api.postForm("/api/get-encrypt-decrypt-string", body, { token: t.client })).status).toBe(
      403,
    );
    expectBadRequest(
      await api.postForm("/api/get-encrypt-decrypt-string", { type: "rot13", text: "1" }, { token: t.admin }),
      "type",
    );
    expectBadRequest(
      await api.postForm("/api/get-encrypt-decrypt-string", { type: "encrypt" }, { token: t.admin }),
      "text",
    );
  });

  it("unsubscribes the respondent named by an encrypted id; refuses anything else", async () => {
    const [riley] = await server.deps.db.select().from(respondents).where(eq(respondents.firstName, "Riley"));
    const enc = await api.postForm<string>(
      "/api/get-encrypt-decrypt-string",
      { type: "encrypt", text: String(riley?.id) },
      { token: t.admin },
    );
    const done = await api.get(
      `/api/respondent-unsubscribe?encodedData=${encodeURIComponent(enc.body.value)}`,
    );
    expect(done.body).toMatchObject({
      succeeded: true,
      successMsg: "You have been unsubscribed successfully.",
    });
    const [after] = await server.deps.db
      .select()
      .from(respondents)
      .where(eq(respondents.id, riley?.id ?? 0));
    expect(after?.optedOut).toBe(true);
    const invalid = await api.get("/api/respondent-unsubscribe?encodedData=not-a-real-value");
    expect(invalid.status).toBe(200);
    expect(invalid.body.succeeded).toBe(false);
    const notAnId = await api.postForm<string>(
      "/api/get-encrypt-decrypt-string",
      { type: "encrypt", text: "abc" },
      { token: t.admin },
    );
    expect(
      (await api.get(`/api/respondent-unsubscribe?encodedData=${notAnId.body.value}`)).body.succeeded,
    ).toBe(false);
    expectBadRequest(await api.get("/api/respondent-unsubscribe"), "encodedData");
  });
});

describe("dev mailbox", () => {
  it("lists the outbox newest first and shows one message, for DeveloperTools only", async () => {
    const first = await queueMail(server.deps, { to: "a@x.test", subject: "First", text: "one" });
    const second = await queueMail(server.deps, {
      to: "b@x.test",
      subject: "Second",
      text: "two",
      html: "<p>two</p>",
    });
    const page = await api.get("/api/dev-tools/outbox?pageSize=1", {
      token: t.admin,
      answer: outboxPageSchema,
    });
    expect(page.body.value.items.map((m) => m.id)).toEqual([second]);
    expect(page.body.value.total).toBeGreaterThanOrEqual(2);
    const page2 = await api.get("/api/dev-tools/outbox?page=2&pageSize=1", {
      token: t.admin,
      answer: outboxPageSchema,
    });
    expect(page2.body.value.items.map((m) => m.id)).toEqual([first]);
    const one = await api.get(`/api/dev-tools/outbox/${second}`, {
      token: t.admin,
      answer: outboxMessageSchema,
    });
    expect(one.body.value).toMatchObject({ text: "two", html: "<p>two</p>", status: "queued" });
    expect((await api.get("/api/dev-tools/outbox", { token: t.recruiter })).status).toBe(403);
    expect((await api.get("/api/dev-tools/outbox", { token: t.client })).status).toBe(403);
    expect((await api.get("/api/dev-tools/outbox")).status).toBe(401);
    expect((await api.get("/api/dev-tools/outbox/999999", { token: t.admin })).status).toBe(404);
    expectBadRequest(await api.get("/api/dev-tools/outbox/abc", { token: t.admin }));
    expectBadRequest(await api.get("/api/dev-tools/outbox?page=0", { token: t.admin }), "page");
  });
});
