import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RevocationList } from "../../server/auth/revocations";
import { signedInSchema, twoFactorRequiredSchema } from "../../server/contracts/auth";
import { accounts, revokedTokens } from "../../server/db/schema/accounts";
import { issuedTokens } from "../../server/db/schema/issued-tokens";
import { loadRevocations, pruneExpiredTokens } from "../../server/services/sign-in/revocations";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { latestLink } from "./auth-helpers";

// Decision 089: a new password ends the account's other sessions.
let server: TestServer;
let api: ReturnType<typeof apiClient>;
let adminToken = "";

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  adminToken = await api.login(DEMO.admin.username, DEMO.admin.password);
});
afterAll(async () => {
  await server?.close();
});

const jtiOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).jti;
/** 200 while the token is a live session, 401 once it is revoked. */
const statusOf = async (token: string) => (await api.get("/api/access-allowed/USR", { token })).status;

async function resetLink(username: string, role: string) {
  await api.postForm("/api/forgot-password", { emailAddress: username, role });
  const link = await latestLink(api, adminToken, username);
  if (!link) throw new Error(`no link mailed to ${username}`);
  return link.token;
}

describe("a new password ends other sessions", () => {
  it("records every sign-in under its account", async () => {
    const token = await api.login(DEMO.client.username, DEMO.client.password);
    const rows = await server.deps.db
      .select()
      .from(issuedTokens)
      .where(eq(issuedTokens.jti, jtiOf(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("a reset by link ends every session of the account, even when another user sends it", async () => {
    const first = await api.login(DEMO.client.username, DEMO.client.password);
    const second = await api.login(DEMO.client.username, DEMO.client.password);
    const bystander = await api.login(DEMO.recruiter.username, DEMO.recruiter.password);
    expect([await statusOf(first), await statusOf(second)]).toEqual([200, 200]);

    const encodedData = await resetLink(DEMO.client.username, "Client");
    const password = "Reset-Client-9!";
    const done = await api.postForm(
      "/api/Set-password",
      { password, encodedData, role: "Client" },
      { token: bystander },
    );
    expect(done.body).toMatchObject({ succeeded: true, value: true });

    expect([await statusOf(first), await statusOf(second)]).toEqual([401, 401]);
    expect(await statusOf(bystander)).toBe(200);
    const fresh = await api.login(DEMO.client.username, password);
    expect(await statusOf(fresh)).toBe(200);
  });

  it("changing one's own password keeps the caller's session and ends the others", async () => {
    const mine = await api.login(DEMO.recruiter.username, DEMO.recruiter.password);
    const other = await api.login(DEMO.recruiter.username, DEMO.recruiter.password);
    const encodedData = await resetLink(DEMO.recruiter.username, "Staff");
    const done = await api.postForm(
      "/api/Set-password",
      { password: "Changed-Recruiter-7!", encodedData, role: "Staff" },
      { token: mine },
    );
    expect(done.body.succeeded).toBe(true);
    expect(await statusOf(mine)).toBe(200);
    expect(await statusOf(other)).toBe(401);
  });

  it("a refused link (already used) revokes nothing", async () => {
    const token = await api.login(DEMO.client.username, "Reset-Client-9!");
    const encodedData = await resetLink(DEMO.client.username, "Client");
    const form = { password: "Another-Client-8!", encodedData, role: "Client" };
    expect((await api.postForm("/api/Set-password", form, { token })).body.succeeded).toBe(true);
    const again = await api.postForm("/api/Set-password", { ...form, password: "Third-Client-7!" });
    expect(again.body.succeeded).toBe(false);
    expect(await statusOf(token)).toBe(200);
  });

  it("staff setting a respondent's password (RSP) ends all the respondent's sessions", async () => {
    const login = await api.postJson("/api/user-login", DEMO.respondent, { answer: signedInSchema });
    const first = login.body.value.token;
    const second = await api.login(DEMO.respondent.username, DEMO.respondent.password);
    const done = await api.postForm(
      "/api/respondent/set-password",
      { respId: String(login.body.value.id), password: "Staff-Set-Pass-5!" },
      { token: adminToken },
    );
    expect(done.body.succeeded).toBe(true);
    expect([await statusOf(first), await statusOf(second)]).toEqual([401, 401]);
    expect(await statusOf(adminToken)).toBe(200);
  });

  it("other processes learn the revocations from the database; expired rows are swept", async () => {
    const token = await api.login(DEMO.client.username, "Another-Client-8!");
    const encodedData = await resetLink(DEMO.client.username, "Client");
    await api.postForm("/api/Set-password", { password: "Fourth-Client-6!", encodedData, role: "Client" });
    const elsewhere = { db: server.deps.db, revocations: new RevocationList(), now: () => new Date() };
    await loadRevocations(elsewhere);
    expect(elsewhere.revocations.has(jtiOf(token))).toBe(true);

    const afterExpiry = new Date(Date.now() + (server.deps.env.tokenTtlSeconds + 60) * 1000);
    const swept = await pruneExpiredTokens({ ...elsewhere, now: () => afterExpiry });
    expect(swept).toBeGreaterThan(0);
    expect(await server.deps.db.select().from(issuedTokens)).toHaveLength(0);
    expect(await server.deps.db.select().from(revokedTokens)).toHaveLength(0);
    expect(elsewhere.revocations.has(jtiOf(token))).toBe(false);
  });

  it("a two-factor sign-in started with the old password cannot finish after a reset", async () => {
    const secret = new Secret({ size: 20 }).base32;
    await server.deps.db
      .update(accounts)
      .set({ totpEnabled: true, totpSecret: secret })
      .where(eq(accounts.email, DEMO.client.username));
    const ids = { username: DEMO.client.username, role: "Client" };
    const started = await api.postJson(
      "/api/user-login",
      {
        username: DEMO.client.username,
        password: "Fourth-Client-6!",
      },
      { answer: twoFactorRequiredSchema },
    );
    const encodedData = await resetLink(DEMO.client.username, "Client");
    await api.postForm("/api/Set-password", { password: "Fifth-Client-5!", encodedData, role: "Client" });
    const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
    const stale = await api.postForm(
      "/api/ga/ValidateTwoFactorPIN",
      {
        ...ids,
        pin: code,
        ticket: started.body.value.ticket,
      },
      { answer: signedInSchema },
    );
    expect(stale.body.succeeded).toBe(false);
    // The same PIN with a ticket won by the new password goes through: the refusal was the ticket.
    const fresh = await api.postJson(
      "/api/user-login",
      {
        username: DEMO.client.username,
        password: "Fifth-Client-5!",
      },
      { answer: twoFactorRequiredSchema },
    );
    const done = await api.postForm(
      "/api/ga/ValidateTwoFactorPIN",
      {
        ...ids,
        pin: code,
        ticket: fresh.body.value.ticket,
      },
      { answer: signedInSchema },
    );
    expect(done.body.succeeded).toBe(true);
  });
});
