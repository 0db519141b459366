import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMessageSchema, outboxPageSchema } from "../../server/contracts/dev-tools";
import { respondents } from "../../server/db/schema/respondents";
import { queueMail } from "../../server/mail/outbox";
import { DEMO } from "../helpers/client";
import { suite } from "../helpers/suite";
import { signedInWorld } from "../helpers/worlds";
import { expectBadRequest } from "./auth-helpers";

const w = suite(signedInWorld);

describe("access-allowed and delete-allowed", () => {
  it("staff: succeeded is whether they hold the right; other roles: false; anonymous: 401", async () => {
    const admin = await w.api.get("/api/access-allowed/DVT", { token: w.t.admin });
    expect(admin.body).toMatchObject({ succeeded: true, value: true });
    const recruiterJob = await w.api.get("/api/access-allowed/JOB", { token: w.t.recruiter });
    expect(recruiterJob.body.succeeded).toBe(true);
    const recruiterUsr = await w.api.get("/api/access-allowed/USR", { token: w.t.recruiter });
    expect(recruiterUsr.status).toBe(200);
    expect(recruiterUsr.body).toMatchObject({ succeeded: false, value: false });
    for (const token of [w.t.client, w.t.respondent]) {
      expect((await w.api.get("/api/access-allowed/JOB", { token })).body.succeeded).toBe(false);
    }
    expect((await w.api.get("/api/access-allowed/JOB")).status).toBe(401);
    expectBadRequest(await w.api.get("/api/access-allowed/NOPE", { token: w.t.admin }));
  });

  it("maps entity kinds to rights", async () => {
    expect((await w.api.get("/api/delete-allowed/job", { token: w.t.recruiter })).body.succeeded).toBe(true);
    expect((await w.api.get("/api/delete-allowed/user", { token: w.t.recruiter })).body.succeeded).toBe(
      false,
    );
    expect((await w.api.get("/api/delete-allowed/user", { token: w.t.admin })).body.succeeded).toBe(true);
    // A respondent's child (staff Remove on the children tab) needs RES like the respondent.
    expect(
      (await w.api.get("/api/delete-allowed/respondent-child", { token: w.t.admin })).body.succeeded,
    ).toBe(true);
    expect(
      (await w.api.get("/api/delete-allowed/respondent-child", { token: w.t.client })).body.succeeded,
    ).toBe(false);
    expect((await w.api.get("/api/delete-allowed/client", { token: w.t.client })).body.succeeded).toBe(false);
    expect((await w.api.get("/api/delete-allowed/job")).status).toBe(401);
    expectBadRequest(await w.api.get("/api/delete-allowed/spaceship", { token: w.t.admin }), "Unknown kind");
  });
});

describe("check-duplicate-user", () => {
  it("answers anonymous callers identically for known and unknown addresses", async () => {
    const known = await w.api.postForm("/api/check-duplicate-user", {
      emailAddress: DEMO.respondent.username,
    });
    const unknown = await w.api.postForm("/api/check-duplicate-user", { emailAddress: "ghost@nowhere.test" });
    expect(known.body.value).toBe(true);
    expect(JSON.stringify(unknown.body)).toBe(JSON.stringify(known.body));
    // A staff user without UserAdmin is treated like anyone else.
    const recruiter = await w.api.postForm(
      "/api/check-duplicate-user",
      { emailAddress: "ghost@nowhere.test" },
      { token: w.t.recruiter },
    );
    expect(recruiter.body.value).toBe(true);
  });

  it("gives staff with UserAdmin the real answer, and validates input", async () => {
    const known = await w.api.postForm(
      "/api/check-duplicate-user",
      { emailAddress: "CLIENT@demo.test" },
      { token: w.t.admin },
    );
    const unknown = await w.api.postForm(
      "/api/check-duplicate-user",
      { emailAddress: "ghost@nowhere.test" },
      { token: w.t.admin },
    );
    expect([known.body.value, unknown.body.value]).toEqual([true, false]);
    expectBadRequest(await w.api.postForm("/api/check-duplicate-user", {}), "emailAddress");
    expectBadRequest(await w.api.postJson("/api/check-duplicate-user", { emailAddress: 5 }), "emailAddress");
  });
});

describe("user-2fa-Status", () => {
  it("answers the user themself and UserAdmin staff; others 403; anonymous 401", async () => {
    const own = await w.api.get(`/api/user-2fa-Status/${DEMO.client.username}`, { token: w.t.client });
    expect(own.body).toMatchObject({ succeeded: true, value: false });
    expect(
      (await w.api.get(`/api/user-2fa-Status/${DEMO.client.username}`, { token: w.t.admin })).body.value,
    ).toBe(false);
    expect(
      (await w.api.get(`/api/user-2fa-Status/${DEMO.client.username}`, { token: w.t.respondent })).status,
    ).toBe(403);
    expect(
      (await w.api.get(`/api/user-2fa-Status/${DEMO.admin.username}`, { token: w.t.recruiter })).status,
    ).toBe(403);
    expect((await w.api.get(`/api/user-2fa-Status/${DEMO.admin.username}`)).status).toBe(401);
  });
});

describe("get-encrypt-decrypt-string and respondent-unsubscribe", () => {
  it("encrypts and decrypts for staff (POST fields or GET query)", async () => {
    const enc = await w.api.postForm<string>(
      "/api/get-encrypt-decrypt-string",
      { type: "encrypt", text: "hello|42" },
      { token: w.t.recruiter },
    );
    expect(enc.body.succeeded).toBe(true);
    expect(enc.body.value).toMatch(/^[A-Za-z0-9_-]{30,}$/);
    const again = await w.api.postForm<string>(
      "/api/get-encrypt-decrypt-string",
      { type: "encrypt", text: "hello|42" },
      { token: w.t.recruiter },
    );
    expect(again.body.value).not.toBe(enc.body.value);
    const dec = await w.api.get<string>(
      `/api/get-encrypt-decrypt-string?type=decrypt&text=${encodeURIComponent(enc.body.value)}`,
      { token: w.t.admin },
    );
    expect(dec.body.value).toBe("hello|42");
    const tampered = `${enc.body.value.slice(0, -2)}AA`;
    const bad = await w.api.postForm(
      "/api/get-encrypt-decrypt-string",
      { type: "decrypt", text: tampered },
      { token: w.t.admin },
    );
    expect(bad.body.succeeded).toBe(false);
  });

  it("is staff only and validates input", async () => {
    const body = { type: "encrypt", text: "1" };
    expect((await w.api.postForm("/api/get-encrypt-decrypt-string", body)).status).toBe(401);
    expect(
      (await w.api.postForm("/api/get-encrypt-decrypt-string", body, { token: w.t.respondent })).status,
    ).toBe(403);
    expect(
      (await w.api.postForm("/api/get-encrypt-decrypt-string", body, { token: w.t.client })).status,
    ).toBe(403);
    expectBadRequest(
      await w.api.postForm(
        "/api/get-encrypt-decrypt-string",
        { type: "rot13", text: "1" },
        { token: w.t.admin },
      ),
      "type",
    );
    expectBadRequest(
      await w.api.postForm("/api/get-encrypt-decrypt-string", { type: "encrypt" }, { token: w.t.admin }),
      "text",
    );
  });

  it("unsubscribes the respondent named by an encrypted id; refuses anything else", async () => {
    const [riley] = await w.server.deps.db
      .select()
      .from(respondents)
      .where(eq(respondents.firstName, "Riley"));
    const enc = await w.api.postForm<string>(
      "/api/get-encrypt-decrypt-string",
      { type: "encrypt", text: String(riley?.id) },
      { token: w.t.admin },
    );
    const done = await w.api.get(
      `/api/respondent-unsubscribe?encodedData=${encodeURIComponent(enc.body.value)}`,
    );
    expect(done.body).toMatchObject({
      succeeded: true,
      successMsg: "You have been unsubscribed successfully.",
    });
    const [after] = await w.server.deps.db
      .select()
      .from(respondents)
      .where(eq(respondents.id, riley?.id ?? 0));
    expect(after?.optedOut).toBe(true);
    const invalid = await w.api.get("/api/respondent-unsubscribe?encodedData=not-a-real-value");
    expect(invalid.status).toBe(200);
    expect(invalid.body.succeeded).toBe(false);
    const notAnId = await w.api.postForm<string>(
      "/api/get-encrypt-decrypt-string",
      { type: "encrypt", text: "abc" },
      { token: w.t.admin },
    );
    expect(
      (await w.api.get(`/api/respondent-unsubscribe?encodedData=${notAnId.body.value}`)).body.succeeded,
    ).toBe(false);
    expectBadRequest(await w.api.get("/api/respondent-unsubscribe"), "encodedData");
  });
});

describe("dev mailbox", () => {
  it("lists the outbox newest first and shows one message, for DeveloperTools only", async () => {
    const first = await queueMail(w.server.deps, { to: "a@x.test", subject: "First", text: "one" });
    const second = await queueMail(w.server.deps, {
      to: "b@x.test",
      subject: "Second",
      text: "two",
      html: "<p>two</p>",
    });
    const page = await w.api.get("/api/dev-tools/outbox?pageSize=1", {
      token: w.t.admin,
      answer: outboxPageSchema,
    });
    expect(page.body.value.items.map((m) => m.id)).toEqual([second]);
    expect(page.body.value.total).toBeGreaterThanOrEqual(2);
    const page2 = await w.api.get("/api/dev-tools/outbox?page=2&pageSize=1", {
      token: w.t.admin,
      answer: outboxPageSchema,
    });
    expect(page2.body.value.items.map((m) => m.id)).toEqual([first]);
    const one = await w.api.get(`/api/dev-tools/outbox/${second}`, {
      token: w.t.admin,
      answer: outboxMessageSchema,
    });
    expect(one.body.value).toMatchObject({ text: "two", html: "<p>two</p>", status: "queued" });
    expect((await w.api.get("/api/dev-tools/outbox", { token: w.t.recruiter })).status).toBe(403);
    expect((await w.api.get("/api/dev-tools/outbox", { token: w.t.client })).status).toBe(403);
    expect((await w.api.get("/api/dev-tools/outbox")).status).toBe(401);
    expect((await w.api.get("/api/dev-tools/outbox/999999", { token: w.t.admin })).status).toBe(404);
    expectBadRequest(await w.api.get("/api/dev-tools/outbox/abc", { token: w.t.admin }));
    expectBadRequest(await w.api.get("/api/dev-tools/outbox?page=0", { token: w.t.admin }), "page");
  });
});
