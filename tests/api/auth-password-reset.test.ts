import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAnswerSchema } from "../../server/contracts/auth";
import { messageDeliveries } from "../../server/db/schema/messaging";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { expectBadRequest, latestLink } from "./auth-helpers";

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let adminToken = "";
/** The server's clock (deps.now): moved forward to expire links. */
let clockOffsetMs = 0;
const EXPIRED = "This link has expired or was already used. Ask for a new one.";

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + clockOffsetMs) });
  api = apiClient(server);
  adminToken = await api.login(DEMO.admin.username, DEMO.admin.password);
});
afterAll(async () => {
  await server?.close();
});

const mailCount = async () => (await server.deps.db.select().from(messageDeliveries)).length;

describe("forgot-password", () => {
  it("answers byte-identically for known and unknown accounts, and mails only the known one", async () => {
    const before = await mailCount();
    const known = await api.postForm("/api/forgot-password", {
      emailAddress: DEMO.client.username,
      role: "Client",
    });
    const unknown = await api.postForm("/api/forgot-password", {
      emailAddress: "ghost@nowhere.test",
      role: "Client",
    });
    const wrongRole = await api.postForm("/api/forgot-password", {
      emailAddress: DEMO.client.username,
      role: "Staff",
    });
    expect(known.body).toMatchObject({ succeeded: true, value: true });
    expect(known.body.successMsg).toMatch(/sent an e-mail/);
    expect(JSON.stringify(unknown.body)).toBe(JSON.stringify(known.body));
    expect(JSON.stringify(wrongRole.body)).toBe(JSON.stringify(known.body));
    expect(await mailCount()).toBe(before + 1);
    const link = await latestLink(api, adminToken, DEMO.client.username);
    expect(link?.role).toBe("Client");
    expect(link?.text).toContain(`${server.deps.env.publicUrl}/setpassword/`);
  });

  it("for respondents, mails only when the names given match (mobile works as the address)", async () => {
    const before = await mailCount();
    const mismatch = await api.postForm("/api/forgot-password", {
      emailAddress: DEMO.respondent.username,
      firstName: "Someone",
      lastName: "Else",
      role: "Respondent",
    });
    expect(mismatch.body.succeeded).toBe(true);
    expect(await mailCount()).toBe(before);
    await api.postJson("/api/forgot-password", {
      emailAddress: "0412345678",
      firstName: "riley",
      lastName: "RESPONDENT",
      role: "Respondent",
    });
    expect(await mailCount()).toBe(before + 1);
  });

  it("validates input", async () => {
    expectBadRequest(await api.postForm("/api/forgot-password", { role: "Client" }), "emailAddress");
    expectBadRequest(
      await api.postForm("/api/forgot-password", { emailAddress: "a@b.test", role: "Admin" }),
      "role",
    );
    expectBadRequest(await api.postJson("/api/forgot-password", "{oops"), "json");
  });
});

describe("Set-password", () => {
  it("sets the password from the mailed link, once; the new password signs in", async () => {
    await api.postForm("/api/forgot-password", { emailAddress: DEMO.client.username, role: "Client" });
    const link = await latestLink(api, adminToken, DEMO.client.username);
    if (!link) throw new Error("no link mailed");
    const newPassword = "New-Client-Pass-2!";
    const done = await api.postForm("/api/Set-password", {
      password: newPassword,
      encodedData: link.token,
      role: "Client",
    });
    expect(done.body).toMatchObject({ succeeded: true, value: true });
    expect(done.body.successMsg).toBeTruthy();
    expect(
      (
        await api.postJson(
          "/api/user-login",
          { username: DEMO.client.username, password: newPassword },
          { answer: loginAnswerSchema },
        )
      ).body.succeeded,
    ).toBe(true);
    expect(
      (await api.postJson("/api/user-login", DEMO.client, { answer: loginAnswerSchema })).body.succeeded,
    ).toBe(false);
    const reuse = await api.postForm("/api/Set-password", {
      password: "Another-Pass-3!",
      encodedData: link.token,
      role: "Client",
    });
    expect(reuse.body).toMatchObject({ succeeded: false, errors: [EXPIRED] });
  });

  it("refuses unknown and expired links, and weak passwords", async () => {
    const unknown = await api.postForm("/api/Set-password", {
      password: "Good-Pass-1!",
      encodedData: "x".repeat(43),
      role: "Client",
    });
    expect(unknown.body).toMatchObject({ succeeded: false, errors: [EXPIRED] });

    await api.postForm("/api/forgot-password", { emailAddress: DEMO.recruiter.username, role: "Staff" });
    const link = await latestLink(api, adminToken, DEMO.recruiter.username);
    if (!link) throw new Error("no link mailed");
    expectBadRequest(
      await api.postForm("/api/Set-password", {
        password: "weakpass",
        encodedData: link.token,
        role: "Staff",
      }),
      "password",
    );
    expectBadRequest(
      await api.postForm("/api/Set-password", { password: "Good-Pass-1!", role: "Staff" }),
      "encodedData",
    );
    clockOffsetMs = 61 * 60_000;
    const expired = await api.postForm("/api/Set-password", {
      password: "Good-Pass-1!",
      encodedData: link.token,
      role: "Staff",
    });
    clockOffsetMs = 0;
    expect(expired.body).toMatchObject({ succeeded: false, errors: [EXPIRED] });
    // The refused attempt did not use the link up: within the hour it still works.
    const inTime = await api.postForm("/api/Set-password", {
      password: "Good-Pass-1!",
      encodedData: link.token,
      role: "Staff",
    });
    expect(inTime.body.succeeded).toBe(true);
  });

  it("refuses a link used with another role", async () => {
    await api.postForm("/api/forgot-password", { emailAddress: DEMO.admin.username, role: "Staff" });
    const link = await latestLink(api, adminToken, DEMO.admin.username);
    if (!link) throw new Error("no link mailed");
    const other = await api.postForm("/api/Set-password", {
      password: "Good-Pass-1!",
      encodedData: link.token,
      role: "Respondent",
    });
    expect(other.body.succeeded).toBe(false);
    expect(
      (await api.postJson("/api/user-login", DEMO.admin, { answer: loginAnswerSchema })).body.succeeded,
    ).toBe(true);
  });
});

describe("forgot-password rate limit (runs last)", () => {
  it("answers 429 after 10 requests from one IP in 15 minutes", async () => {
    let status = 200;
    for (let i = 0; i < 12 && status === 200; i++) {
      status = (
        await api.postForm("/api/forgot-password", { emailAddress: `x${i}@nowhere.test`, role: "Staff" })
      ).status;
    }
    expect(status).toBe(429);
  });
});
