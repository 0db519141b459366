import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAnswerSchema, loginStatusSchema, signedInSchema } from "../../server/contracts/auth";
import { accounts, loginAudit, revokedTokens, staffUsers } from "../../server/db/schema/accounts";
import { loadRevocations } from "../../server/services/sign-in/revocations";
import { DEMO } from "../helpers/client";
import { suite } from "../helpers/suite";
import { apiWorld } from "../helpers/worlds";
import { cookieHeader, expectBadRequest, parseSetCookies, raw } from "./auth-helpers";

const w = suite(apiWorld);

describe("user-login", () => {
  it("signs in each demo role with the claims of product §3", async () => {
    const expected = {
      admin: "Staff",
      recruiter: "Staff",
      client: "Client",
      respondent: "Respondent",
    } as const;
    for (const [who, role] of Object.entries(expected)) {
      const login = DEMO[who as keyof typeof DEMO];
      const answer = await w.api.postJson<{ token: string; role: string; name: string; id: number }>(
        "/api/user-login",
        login,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.succeeded).toBe(true);
      expect(answer.body.value.role).toBe(role);
      expect(answer.body.value.name.length).toBeGreaterThan(0);
      const claims = JSON.parse(
        Buffer.from(answer.body.value.token.split(".")[1] ?? "", "base64url").toString(),
      );
      expect(claims).toMatchObject({
        actort: role,
        unique_name: answer.body.value.name,
        primarysid: String(answer.body.value.id),
      });
      expect(typeof claims.exp).toBe("number");
      expect(typeof claims.jti).toBe("string");
    }
  });

  it("accepts a respondent's mobile number as the user name", async () => {
    const answer = await w.api.postJson(
      "/api/user-login",
      {
        username: "0412345678",
        password: DEMO.respondent.password,
      },
      { answer: loginAnswerSchema },
    );
    expect(answer.body.succeeded).toBe(true);
    expect(answer.body.value).toMatchObject({ role: "Respondent", name: "Riley Respondent" });
  });

  it("sets split cookies: readable claims, HttpOnly SameSite=Strict signature, CSRF token", async () => {
    const answer = await w.api.postJson("/api/user-login", DEMO.recruiter, { answer: signedInSchema });
    const cookies = parseSetCookies(answer.headers);
    const token = answer.body.value.token;
    expect(cookies.get("auth_token")?.value).toBe(token.slice(0, token.lastIndexOf(".")));
    expect(cookies.get("auth_token")?.attributes).not.toContain("httponly");
    expect(cookies.get("auth_sig")?.value).toBe(token.slice(token.lastIndexOf(".") + 1));
    expect(cookies.get("auth_sig")?.attributes).toContain("httponly");
    expect(cookies.get("auth_sig")?.attributes).toContain("samesite=strict");
    expect(cookies.get("auth_token")?.attributes).toContain("samesite=strict");
    expect(cookies.get("csrf_token")?.value.length).toBeGreaterThan(20);
  });

  it("answers bad input with a readable 400 envelope", async () => {
    expectBadRequest(
      await w.api.postJson("/api/user-login", "{not json", { answer: loginAnswerSchema }),
      "json",
    );
    expectBadRequest(
      await w.api.postJson("/api/user-login", { username: "a@b.c" }, { answer: loginAnswerSchema }),
      "password",
    );
    expectBadRequest(
      await w.api.postJson("/api/user-login", { username: 42, password: "x" }, { answer: loginAnswerSchema }),
      "username",
    );
    expectBadRequest(await w.api.postForm("/api/user-login", { username: "a@b.c", password: "x" }), "json");
  });

  it("fails with one generic message for an unknown user and for a wrong password", async () => {
    const unknown = await w.api.postJson(
      "/api/user-login",
      {
        username: "nobody@demo.test",
        password: "Whatever-1!",
      },
      { answer: loginAnswerSchema },
    );
    const wrong = await w.api.postJson(
      "/api/user-login",
      {
        username: DEMO.client.username,
        password: "Wrong-Pass-1!",
      },
      { answer: loginAnswerSchema },
    );
    expect(unknown.status).toBe(200);
    expect(unknown.body.succeeded).toBe(false);
    expect(JSON.stringify(unknown.body)).toBe(JSON.stringify(wrong.body));
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it("refuses an inactive staff user", async () => {
    const db = w.server.deps.db;
    const [account] = await db.select().from(accounts).where(eq(accounts.email, "recruiter@demo.test"));
    await db
      .update(staffUsers)
      .set({ isActive: false })
      .where(eq(staffUsers.id, account?.subjectId ?? 0));
    const answer = await w.api.postJson("/api/user-login", DEMO.recruiter, { answer: loginAnswerSchema });
    await db
      .update(staffUsers)
      .set({ isActive: true })
      .where(eq(staffUsers.id, account?.subjectId ?? 0));
    expect(answer.body.succeeded).toBe(false);
    expect(answer.body.value).toBeNull();
  });

  it("blocks an account after 5 failures: the 6th try is 429, even with the right password", async () => {
    const username = DEMO.recruiter.username;
    for (let i = 0; i < 5; i++) {
      const answer = await w.api.postJson(
        "/api/user-login",
        { username, password: `Wrong-${i}!` },
        { answer: loginAnswerSchema },
      );
      expect(answer.status).toBe(200);
    }
    const sixth = await w.api.postJson(
      "/api/user-login",
      { username, password: "Wrong-6!" },
      { answer: loginAnswerSchema },
    );
    expect(sixth.status).toBe(429);
    expect(sixth.body.errors[0]).toMatch(/^Too many attempts/);
    const right = await w.api.postJson("/api/user-login", DEMO.recruiter, { answer: loginAnswerSchema });
    expect(right.status).toBe(429);
    expect(right.body.succeeded).toBe(false);
    // Another account from the same IP still signs in (the IP limit is 30).
    expect(
      (await w.api.postJson("/api/user-login", DEMO.admin, { answer: loginAnswerSchema })).body.succeeded,
    ).toBe(true);
  });

  it("writes every attempt to login_audit with its outcome", async () => {
    const rows = await w.server.deps.db.select().from(loginAudit);
    const outcomes = new Set(rows.map((r) => r.outcome));
    for (const o of ["success", "bad-credentials", "locked", "inactive"]) expect(outcomes).toContain(o);
    const unknown = rows.find((r) => r.username === "nobody@demo.test");
    expect(unknown).toMatchObject({ accountId: null, outcome: "bad-credentials" });
    expect(unknown?.ip).toMatch(/127\.0\.0\.1/);
  });
});

describe("login-status and logout", () => {
  it("answers true with a token, false without (200 both)", async () => {
    const token = await w.api.login(DEMO.admin.username, DEMO.admin.password);
    const yes = await w.api.get("/api/login-status", { token, answer: loginStatusSchema });
    const no = await w.api.get("/api/login-status", { answer: loginStatusSchema });
    const bad = await w.api.get("/api/login-status", { token: `${token}x`, answer: loginStatusSchema });
    expect([yes.status, no.status, bad.status]).toEqual([200, 200, 200]);
    expect([yes.body.value, no.body.value, bad.body.value]).toEqual([true, false, false]);
  });

  it("revokes the token: afterwards it is refused (401) and recorded in revoked_tokens", async () => {
    const token = await w.api.login(DEMO.admin.username, DEMO.admin.password);
    expect((await w.api.get("/api/access-allowed/USR", { token })).status).toBe(200);
    const out = await w.api.postForm("/api/logout", { token, ipaddress: "" }, { token });
    expect(out.body).toMatchObject({ succeeded: true, value: true });
    expect(parseSetCookies(out.headers).get("auth_sig")?.value).toBe("");
    expect((await w.api.get("/api/access-allowed/USR", { token })).status).toBe(401);
    expect((await w.api.get("/api/login-status", { token, answer: loginStatusSchema })).body.value).toBe(
      false,
    );
    const jti = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).jti;
    expect(
      await w.server.deps.db.select().from(revokedTokens).where(eq(revokedTokens.jti, jti)),
    ).toHaveLength(1);
    expect((await w.api.postForm("/api/logout", { token, ipaddress: "" }, { token })).status).toBe(401);
  });

  it("honours revocations written by another process once they are loaded", async () => {
    const token = await w.api.login(DEMO.admin.username, DEMO.admin.password);
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    await w.server.deps.db
      .insert(revokedTokens)
      .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) });
    expect((await w.api.get("/api/login-status", { token, answer: loginStatusSchema })).body.value).toBe(
      true,
    );
    await loadRevocations(w.server.deps);
    expect((await w.api.get("/api/login-status", { token, answer: loginStatusSchema })).body.value).toBe(
      false,
    );
  });

  it("logout without any token is 401", async () => {
    expect((await w.api.postForm("/api/logout", { ipaddress: "" })).status).toBe(401);
  });
});

describe("cookie sign-in and CSRF", () => {
  it("a cookie-authenticated POST needs X-CSRF-Token; with it the request goes through", async () => {
    const login = await w.api.postJson("/api/user-login", DEMO.respondent, { answer: loginAnswerSchema });
    const cookie = cookieHeader(login.headers);
    const csrf = parseSetCookies(login.headers).get("csrf_token")?.value ?? "";
    expect((await raw(w.server, "GET", "/api/login-status", { headers: { cookie } })).text).toContain(
      '"value":true',
    );
    const form = () => {
      const f = new FormData();
      f.set("ipaddress", "");
      return f;
    };
    const without = await raw(w.server, "POST", "/api/logout", { headers: { cookie }, body: form() });
    expect(without.status).toBe(403);
    expect(JSON.parse(without.text).errors[0]).toContain("CSRF");
    const wrong = await raw(w.server, "POST", "/api/logout", {
      headers: { cookie, "x-csrf-token": "nope" },
      body: form(),
    });
    expect(wrong.status).toBe(403);
    const withIt = await raw(w.server, "POST", "/api/logout", {
      headers: { cookie, "x-csrf-token": csrf },
      body: form(),
    });
    expect(withIt.status).toBe(200);
    expect((await raw(w.server, "GET", "/api/login-status", { headers: { cookie } })).text).toContain(
      '"value":false',
    );
  });
});

describe("the API shell", () => {
  it("answers unknown /api paths with a 404 envelope and sends security headers", async () => {
    const answer = await raw(w.server, "GET", "/api/no-such-thing");
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toMatchObject({ succeeded: false, value: null });
    const csp = answer.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("referrer-policy")).toBeTruthy();
    expect(answer.headers.get("x-request-id")).toBeTruthy();
  });
});

describe("per-IP limit (runs last: it blocks this test server's IP)", () => {
  it("after 30 failures from one IP, sign-in from it answers 429 for any account", async () => {
    // The demo seed's sign-ins (documentation IPs 203.0.113.*) are not this server's IP.
    const failures = (await w.server.deps.db.select().from(loginAudit)).filter(
      (r) => r.outcome === "bad-credentials" && !r.ip.startsWith("203.0.113."),
    ).length;
    for (let i = failures; i < 30; i++) {
      const answer = await w.api.postJson(
        "/api/user-login",
        {
          username: `probe${i}@demo.test`,
          password: "Wrong-1!",
        },
        { answer: loginAnswerSchema },
      );
      expect(answer.status).toBe(200);
    }
    const blocked = await w.api.postJson("/api/user-login", DEMO.admin, { answer: loginAnswerSchema });
    expect(blocked.status).toBe(429);
  });
});
