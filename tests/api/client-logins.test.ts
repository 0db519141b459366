import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { loginAnswerSchema } from "../../server/contracts/auth";
import { clientContactSchema } from "../../server/contracts/client-contacts";
import { clientOptionSchema } from "../../server/contracts/clients";
import { portalInvitationAnswerSchema } from "../../server/contracts/portal-invitations";
import { RIGHTS } from "../../server/contracts/rights";
import { accounts } from "../../server/db/schema/accounts";
import { messageDeliveries } from "../../server/db/schema/messaging";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { staffWithRights } from "../helpers/staff-with-rights";
import { latestLink } from "./auth-helpers";
import { messagingWorld } from "./messaging-helpers";

/**
 * Decisions 215, 216: staff give client contacts portal access (a Client account whose primarysid
 * is the contact, and a set-password link at the contact's own e-mail); contacts also sign in
 * with an e-mailed code from the sign-in page, by their e-mail.
 */
let server: TestServer;
let api: ReturnType<typeof apiClient>;
let admin = "";
let clientId = 0;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  admin = await api.login(DEMO.admin.username, DEMO.admin.password);
  const list = await api.get("/api/clients-list", { token: admin, answer: z.array(clientOptionSchema) });
  clientId = list.body.value[0]?.id ?? 0;
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.deps.db;
let n = 0;
async function newContact(over: Record<string, unknown> = {}) {
  n += 1;
  const email = `contact${n}.${Date.now()}@client.test`;
  const saved = await api.postJson(
    "/api/client-contact/update",
    { id: 0, clientId, firstName: "Dana", lastName: `Contact${"x".repeat(n)}`, email, ...over },
    { token: admin, answer: clientContactSchema },
  );
  expect(saved.body.succeeded, JSON.stringify(saved.body.errors)).toBe(true);
  return saved.body.value;
}
const invite = (ids: unknown, token = admin) =>
  api.postJson(
    "/api/client-contacts/portal-invitation",
    { ids },
    { token, answer: portalInvitationAnswerSchema },
  );
const setPassword = (token: string, password: string, role: string) =>
  api.postForm("/api/Set-password", { password, encodedData: token, role });
const signIn = (username: string, password: string) =>
  api.postJson("/api/user-login", { username, password }, { answer: loginAnswerSchema });
async function lastCode(to: string) {
  const rows = await db()
    .select()
    .from(messageDeliveries)
    .where(eq(messageDeliveries.toAddress, to))
    .orderBy(desc(messageDeliveries.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(rows[0]?.textBody ?? "")?.[1] ?? "";
}

describe("Give portal access (staff)", () => {
  it("needs ClientAdmin and valid ids", async () => {
    expect((await api.postJson("/api/client-contacts/portal-invitation", { ids: [1] })).status).toBe(401);
    const jobsOnly = await staffWithRights(server, [RIGHTS.JobAdmin]);
    expect((await invite([1], jobsOnly)).status).toBe(403);
    const client = await api.login(DEMO.client.username, DEMO.client.password);
    expect((await invite([1], client)).status).toBe(403);
    for (const ids of [[], ["x"], [0], "1"]) expect((await invite(ids)).status).toBe(400);
  });

  it("makes a Client account for the contact and mails a 7-day link that sets a Client password only", async () => {
    const contact = await newContact();
    const answer = await invite([contact.id, 999_999]);
    expect(answer.body.value).toEqual({
      sent: 1,
      skipped: [{ id: 999_999, reason: "Client contact not found." }],
    });
    const [account] = await db()
      .select()
      .from(accounts)
      .where(and(eq(accounts.kind, "Client"), eq(accounts.subjectId, contact.id)));
    expect(account).toMatchObject({ email: contact.email, passwordHash: null, isActive: true });

    const link = await latestLink(api, admin, contact.email ?? "");
    if (!link) throw new Error("no invitation mailed");
    expect(link.role).toBe("Client");
    expect(link.text).toContain("Hello Dana");
    expect(link.text).toContain("client portal");
    expect(link.text).toContain("expires in 7 days");
    // The link was made for a client: it does not set a respondent's password.
    expect((await setPassword(link.token, "Client-Pass-1!", "Respondent")).body.succeeded).toBe(false);
    // A refused role burns the link too (single use): a new invitation gives a fresh one.
    await invite([contact.id]);
    const fresh = await latestLink(api, admin, contact.email ?? "");
    expect((await setPassword(fresh?.token ?? "", "Client-Pass-1!", "Client")).body.succeeded).toBe(true);
    const signedIn = await signIn(contact.email ?? "", "Client-Pass-1!");
    expect(signedIn.body.value).toMatchObject({ role: "Client" });
  });

  it("keeps an existing account and lists contacts left out with why", async () => {
    const [demo] = await db().select().from(accounts).where(eq(accounts.email, DEMO.client.username));
    if (!demo) throw new Error("no demo client account");
    const noEmail = await newContact({ email: null });
    const inactive = await newContact({ isActive: false });
    const taken = await newContact({ email: DEMO.recruiter.username });
    const answer = await invite([demo.subjectId, noEmail.id, inactive.id, taken.id]);
    expect(answer.body.value).toEqual({
      sent: 1,
      skipped: [
        { id: noEmail.id, reason: "The client contact has no e-mail address." },
        { id: inactive.id, reason: "The client contact is inactive." },
        { id: taken.id, reason: "The e-mail address already signs in another account." },
      ],
    });
    const [kept] = await db().select().from(accounts).where(eq(accounts.id, demo.id));
    expect(kept).toEqual(demo);
    // Nobody sendable: a refusal naming why.
    const none = await invite([noEmail.id]);
    expect(none.body.succeeded).toBe(false);
    expect(none.body.errors).toEqual(["The client contact has no e-mail address."]);
  });
});

describe("Sign in with a code, by e-mail (decision 216)", () => {
  const create = (emailAddress: string) => api.postForm("/api/CreateClientLoginOTP", { emailAddress });
  const validate = (emailAddress: string, password: string) =>
    api.postForm<{ role: string; token: string }>("/api/ValidateClientLoginOTP", { emailAddress, password });

  it("mails the code to the contact and signs them in; unknown e-mails answer the same", async () => {
    const sent = await create(DEMO.client.username.toUpperCase());
    const ghost = await create("nobody@client.test");
    expect(ghost.body).toEqual(sent.body);
    expect(sent.body.successMsg).toMatch(/6-digit code has been sent/);
    const code = await lastCode(DEMO.client.username);
    expect(code).toMatch(/^\d{6}$/);
    expect((await validate("nobody@client.test", code)).body.errors).toEqual([
      "The code has expired or was already used. Ask for a new one.",
    ]);
    const ok = await validate(DEMO.client.username, code);
    expect(ok.body.value.role).toBe("Client");
    expect((await validate(DEMO.client.username, code)).body.succeeded).toBe(false);
  });

  it("gives no code to staff or respondent e-mails and checks its fields", async () => {
    const before = (await db().select().from(messageDeliveries)).length;
    await create(DEMO.recruiter.username);
    await create(DEMO.respondent.username);
    expect((await db().select().from(messageDeliveries)).length).toBe(before);
    expect((await api.postForm("/api/CreateClientLoginOTP", {})).status).toBe(400);
    expect((await create("not-an-email")).status).toBe(400);
    expect((await validate(DEMO.client.username, "12ab")).status).toBe(400);
  });
});

describe("code requests by e-mail are rate-limited like the id's", () => {
  it("answers 429 after five requests for one address, known or not", async () => {
    const address = `limit.${Date.now()}@client.test`;
    for (let i = 0; i < 5; i++)
      expect((await api.postForm("/api/CreateClientLoginOTP", { emailAddress: address })).status).toBe(200);
    expect((await api.postForm("/api/CreateClientLoginOTP", { emailAddress: address })).status).toBe(429);
  });
});

describe("the invitation as the contact's mailbox receives it (SMTP)", () => {
  it("has a plain and an HTML part naming the contact, the portal and one set-password link", async () => {
    const m = await messagingWorld({ sms: false });
    try {
      const list = await m.api.get("/api/clients-list", {
        token: m.admin,
        answer: z.array(clientOptionSchema),
      });
      const email = `smtp.contact.${Date.now()}@client.test`;
      const saved = await m.api.postJson(
        "/api/client-contact/update",
        { id: 0, clientId: list.body.value[0]?.id, firstName: "Robin", lastName: "Mailread", email },
        { token: m.admin, answer: clientContactSchema },
      );
      const sent = await m.api.postJson(
        "/api/client-contacts/portal-invitation",
        { ids: [saved.body.value.id] },
        { token: m.admin, answer: portalInvitationAnswerSchema },
      );
      expect(sent.body.value.sent).toBe(1);
      await expect.poll(() => m.smtp.messages.some((x) => x.to === email), { timeout: 20_000 }).toBe(true);
      const mail = m.smtp.messages.find((x) => x.to === email);
      expect(mail?.subject).toMatch(/: your client portal access$/);
      expect(mail?.text).toContain("Hello Robin Mailread,");
      const links = mail?.text.match(/https?:\/\/\S+/g) ?? [];
      expect(links).toHaveLength(1);
      expect(new URL(links[0] ?? "").pathname).toMatch(/^\/setpassword\/[\w-]{43}\/Client$/);
      expect(mail?.html).toContain(`href="${links[0]}"`);
      expect(mail?.text).toContain("expires in 7 days");
    } finally {
      await m.stop();
      await m.server.close();
    }
  });
});
