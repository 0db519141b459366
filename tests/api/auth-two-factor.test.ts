import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  generateQrAnswerSchema,
  loginAnswerSchema,
  loginStatusSchema,
  signedInSchema,
  twoFactorRequiredSchema,
  twoFactorSetupAnswerSchema,
} from "../../server/contracts/auth";
import { loginAudit } from "../../server/db/schema/accounts";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { expectBadRequest, parseSetCookies, raw } from "./auth-helpers";

let server: TestServer;
let api: ReturnType<typeof apiClient>;
/** The server's clock (deps.now), moved a time step at a time so each PIN is fresh. */
let clockOffsetMs = 0;
const at = () => Date.now() + clockOffsetMs;
const nextStep = () => {
  clockOffsetMs += 30_000;
};
const pin = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at() });

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(at()) });
  api = apiClient(server);
});
afterAll(async () => {
  await server?.close();
});

const who = DEMO.recruiter;
const ids = { username: who.username, role: "Staff" };
let secret = "";

describe("two-factor setup", () => {
  it("needs a signed-in user, for their own account only", async () => {
    expect(
      (await api.postForm("/api/ga/GenerateSetupQrCode", ids, { answer: generateQrAnswerSchema })).status,
    ).toBe(401);
    const client = await api.login(DEMO.client.username, DEMO.client.password);
    expect(
      (
        await api.postForm("/api/ga/GenerateSetupQrCode", ids, {
          token: client,
          answer: generateQrAnswerSchema,
        })
      ).status,
    ).toBe(403);
    const token = await api.login(who.username, who.password);
    const otherUser = { username: DEMO.admin.username, role: "Staff" };
    expect(
      (
        await api.postForm("/api/ga/GenerateSetupQrCode", otherUser, {
          token,
          answer: generateQrAnswerSchema,
        })
      ).status,
    ).toBe(403);
    expectBadRequest(
      await api.postForm(
        "/api/ga/GenerateSetupQrCode",
        { username: who.username },
        { token, answer: generateQrAnswerSchema },
      ),
      "role",
    );
  });

  it("GenerateSetupQrCode then ValidateTwoFactorPIN turns 2FA on", async () => {
    const token = await api.login(who.username, who.password);
    const setup = await api.postForm(
      "/api/ga/GenerateSetupQrCode",
      { ...ids, email: who.username },
      { token, answer: generateQrAnswerSchema },
    );
    expect(setup.body.value.qrCodeImageUrl).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.value.manualEntryKey).toMatch(/^[A-Z2-7]{32}$/);
    secret = setup.body.value.manualEntryKey;
    // Still off until the first PIN confirms the secret.
    expect((await api.get(`/api/user-2fa-Status/${who.username}`, { token })).body.value).toBe(false);
    const wrong = await api.postForm(
      "/api/ga/ValidateTwoFactorPIN",
      { ...ids, pin: "000000" },
      { token, answer: twoFactorSetupAnswerSchema },
    );
    expect(wrong.body.succeeded).toBe(false);
    expectBadRequest(
      await api.postForm(
        "/api/ga/ValidateTwoFactorPIN",
        { ...ids, pin: "12ab" },
        { token, answer: twoFactorSetupAnswerSchema },
      ),
      "PIN",
    );
    const ok = await api.postForm(
      "/api/ga/ValidateTwoFactorPIN",
      { ...ids, pin: pin(secret) },
      { token, answer: twoFactorSetupAnswerSchema },
    );
    expect(ok.body).toMatchObject({ succeeded: true, value: true });
    expect((await api.get(`/api/user-2fa-Status/${who.username}`, { token })).body.value).toBe(true);
    expect(
      (
        await api.postForm(
          "/api/ga/ValidateTwoFactorPIN",
          { ...ids, pin: "123456" },
          { answer: signedInSchema },
        )
      ).status,
    ).toBe(401);
  });
});

describe("two-factor sign-in", () => {
  it("user-login asks for the PIN; the PIN completes sign-in once; the same PIN is refused again", async () => {
    nextStep();
    const login = await api.postJson<{ twoFactorRequired: boolean; ticket: string; token?: string }>(
      "/api/user-login",
      who,
    );
    expect(login.body.value.twoFactorRequired).toBe(true);
    expect(login.body.value.token).toBeUndefined();
    const ticketCookie = parseSetCookies(login.headers).get("tfa_ticket");
    expect(ticketCookie?.attributes).toContain("httponly");
    expect(ticketCookie?.attributes).toContain("samesite=strict");
    expect(parseSetCookies(login.headers).has("auth_sig")).toBe(false);

    const code = pin(secret);
    const done = await api.postForm(
      "/api/ga/ValidateTwoFactorPIN",
      {
        ...ids,
        pin: code,
        ticket: login.body.value.ticket,
      },
      { answer: signedInSchema },
    );
    expect(done.body.succeeded).toBe(true);
    expect(done.body.value.role).toBe("Staff");
    expect(parseSetCookies(done.headers).get("auth_sig")?.attributes).toContain("httponly");
    expect(
      (await api.get("/api/login-status", { token: done.body.value.token, answer: loginStatusSchema })).body
        .value,
    ).toBe(true);

    // Replay: same PIN with a fresh ticket, and the used ticket again.
    const again = await api.postJson("/api/user-login", who, { answer: twoFactorRequiredSchema });
    const replay = await api.postForm(
      "/api/ga/ValidateTwoFactorPIN",
      {
        ...ids,
        pin: code,
        ticket: again.body.value.ticket,
      },
      { answer: signedInSchema },
    );
    expect(replay.body.succeeded).toBe(false);
    nextStep();
    const oldTicket = await api.postForm(
      "/api/ga/ValidateTwoFactorPIN",
      {
        ...ids,
        pin: pin(secret),
        ticket: login.body.value.ticket,
      },
      { answer: signedInSchema },
    );
    expect(oldTicket.body.succeeded).toBe(false);
  });

  it("accepts the ticket from its HttpOnly cookie", async () => {
    nextStep();
    const login = await api.postJson("/api/user-login", who, { answer: loginAnswerSchema });
    const cookie = `tfa_ticket=${parseSetCookies(login.headers).get("tfa_ticket")?.value}`;
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...ids, pin: pin(secret) })) form.set(k, v);
    const done = await raw(server, "POST", "/api/ga/ValidateTwoFactorPIN", {
      headers: { cookie },
      body: form,
    });
    expect(JSON.parse(done.text)).toMatchObject({ succeeded: true, value: { role: "Staff" } });
  });

  it("rate-limits PIN failures per account (6th try 429, even with the right PIN)", async () => {
    nextStep();
    const login = await api.postJson("/api/user-login", who, { answer: twoFactorRequiredSchema });
    const ticket = login.body.value.ticket;
    for (let i = 0; i < 5; i++) {
      const answer = await api.postForm(
        "/api/ga/ValidateTwoFactorPIN",
        { ...ids, pin: "000000", ticket },
        { answer: signedInSchema },
      );
      expect(answer.body.succeeded).toBe(false);
    }
    const blocked = await api.postForm(
      "/api/ga/ValidateTwoFactorPIN",
      { ...ids, pin: pin(secret), ticket },
      { answer: signedInSchema },
    );
    expect(blocked.status).toBe(429);
    const outcomes = (await server.deps.db.select().from(loginAudit)).map((r) => r.outcome);
    expect(outcomes).toContain("2fa-required");
    expect(outcomes).toContain("2fa-failed");
  });
});
