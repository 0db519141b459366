import { and, eq, isNull, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAnswerSchema } from "../../server/contracts/auth";
import { portalInvitationAnswerSchema } from "../../server/contracts/portal-invitations";
import { RIGHTS } from "../../server/contracts/rights";
import { accounts } from "../../server/db/schema/accounts";
import { messageDeliveries } from "../../server/db/schema/messaging";
import { respondents } from "../../server/db/schema/respondents";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { staffWithRights } from "../helpers/staff-with-rights";
import { latestLink } from "./auth-helpers";

/**
 * Decision 177: every panel member can reach the portal (forgot-password makes the account from
 * the record; staff send portal invitations), and nobody takes over an account by knowing an
 * e-mail: links go only to the record's own address, answers never tell, tokens are single-use.
 */
let server: TestServer;
let api: ReturnType<typeof apiClient>;
let admin = "";

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  admin = await api.login(DEMO.admin.username, DEMO.admin.password);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.deps.db;
const mailsTo = async (address: string) =>
  (await db().select().from(messageDeliveries)).filter(
    (m) => m.toAddress.toLowerCase() === address.toLowerCase(),
  );
const allMails = async () => (await db().select().from(messageDeliveries)).length;

let taken = 0;
/** A seeded, active member without a sign-in account, given its own e-mail and mobile. */
async function memberWithoutAccount() {
  const rows = await db()
    .select({ id: respondents.id, firstName: respondents.firstName, lastName: respondents.lastName })
    .from(respondents)
    .leftJoin(accounts, and(eq(accounts.kind, "Respondent"), eq(accounts.subjectId, respondents.id)))
    .where(and(isNull(accounts.id), eq(respondents.isActive, true)))
    .orderBy(respondents.id)
    .offset(taken++)
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error("every seeded member has an account");
  const email = `member${row.id}@portal.test`;
  const mobile = `049${String(row.id).padStart(7, "0")}`;
  await db().update(respondents).set({ email, mobile }).where(eq(respondents.id, row.id));
  return { ...row, email, mobile };
}
const forgot = (emailAddress: string, extra: Record<string, string> = {}) =>
  api.postForm("/api/forgot-password", { emailAddress, role: "Respondent", ...extra });
const setPassword = (token: string, password: string, role = "Respondent") =>
  api.postForm("/api/Set-password", { password, encodedData: token, role });
const signIn = (username: string, password: string) =>
  api.postJson("/api/user-login", { username, password }, { answer: loginAnswerSchema });

describe("forgot-password for a member created by staff, imported or seeded", () => {
  it("makes the account from the record; the member sets a password and signs in", async () => {
    const m = await memberWithoutAccount();
    const answer = await forgot(m.email);
    const ghost = await forgot("nobody-here@portal.test");
    expect(JSON.stringify(answer.body)).toBe(JSON.stringify(ghost.body));
    const link = await latestLink(api, admin, m.email);
    if (!link) throw new Error("no link mailed to the member");
    expect(link.role).toBe("Respondent");
    const [account] = await db()
      .select()
      .from(accounts)
      .where(and(eq(accounts.kind, "Respondent"), eq(accounts.subjectId, m.id)));
    expect(account).toMatchObject({ email: m.email, mobile: m.mobile, passwordHash: null });
    expect((await setPassword(link.token, "Member-Pass-1!")).body.succeeded).toBe(true);
    expect((await signIn(m.email, "Member-Pass-1!")).body.succeeded).toBe(true);
    expect((await signIn(m.mobile, "Member-Pass-1!")).body.succeeded).toBe(true);
    // The link works once.
    const again = await setPassword(link.token, "Other-Pass-2!");
    expect(again.body.succeeded).toBe(false);
    expect((await signIn(m.email, "Other-Pass-2!")).body.succeeded).toBe(false);
  });

  it("a request by mobile sends the link to the e-mail on the record, nowhere else", async () => {
    const m = await memberWithoutAccount();
    const before = await allMails();
    await forgot(m.mobile);
    expect(await allMails()).toBe(before + 1);
    expect(await mailsTo(m.email)).toHaveLength(1);
  });

  it("cannot be used to take over an account", async () => {
    const a = await memberWithoutAccount();
    const b = await memberWithoutAccount();
    const before = await allMails();
    // Someone who knows A's e-mail asks, giving wrong names: nothing is sent at all, same answer.
    const wrongNames = await forgot(a.email, { firstName: "Mallory", lastName: "Intruder" });
    const unknown = await forgot("mallory@evil.test");
    expect(JSON.stringify(wrongNames.body)).toBe(JSON.stringify(unknown.body));
    expect(await allMails()).toBe(before);
    // With A's e-mail and names the link still goes only to A's own address.
    await forgot(a.email, { firstName: a.firstName, lastName: a.lastName });
    expect(await allMails()).toBe(before + 1);
    expect(await mailsTo(a.email)).toHaveLength(1);
    expect(await mailsTo("mallory@evil.test")).toHaveLength(0);
    // A's token sets A's password only: B still cannot sign in with it, and B has no account.
    const link = await latestLink(api, admin, a.email);
    if (!link) throw new Error("no link mailed to A");
    expect((await setPassword(link.token, "Taken-Over-1!", "Staff")).body.succeeded).toBe(false);
    const [bAccount] = await db()
      .select()
      .from(accounts)
      .where(and(eq(accounts.kind, "Respondent"), eq(accounts.subjectId, b.id)));
    expect(bAccount).toBeUndefined();
    expect((await signIn(b.email, "Taken-Over-1!")).body.succeeded).toBe(false);
    // The role check consumed the token: the link is spent.
    expect((await setPassword(link.token, "Taken-Over-1!")).body.succeeded).toBe(false);
  });

  it("sends nothing when two records share the address (which one asks is unknown)", async () => {
    const a = await memberWithoutAccount();
    const b = await memberWithoutAccount();
    await db().update(respondents).set({ email: a.email }).where(eq(respondents.id, b.id));
    const before = await allMails();
    const answer = await forgot(a.email);
    expect(answer.body.succeeded).toBe(true);
    expect(await allMails()).toBe(before);
  });
});

describe("Send portal invitation (staff)", () => {
  it("needs RespondentAdmin and valid ids", async () => {
    expect((await api.postJson("/api/respondents/portal-invitation", { ids: [1] })).status).toBe(401);
    const jobsOnly = await staffWithRights(server, [RIGHTS.JobAdmin]);
    expect(
      (await api.postJson("/api/respondents/portal-invitation", { ids: [1] }, { token: jobsOnly })).status,
    ).toBe(403);
    for (const ids of [[], ["x"], [0], "1"])
      expect(
        (await api.postJson("/api/respondents/portal-invitation", { ids }, { token: admin })).status,
      ).toBe(400);
  });

  it("invites a member without an account and one with an account, who keeps it", async () => {
    const fresh = await memberWithoutAccount();
    const [existing] = await db()
      .select()
      .from(accounts)
      .where(and(eq(accounts.kind, "Respondent"), ne(accounts.email, "")))
      .limit(1);
    if (!existing?.email) throw new Error("no respondent account in the demo data");
    const answer = await api.postJson(
      "/api/respondents/portal-invitation",
      { ids: [fresh.id, existing.subjectId, 999_999] },
      { token: admin, answer: portalInvitationAnswerSchema },
    );
    expect(answer.body.succeeded).toBe(true);
    expect(answer.body.value).toEqual({
      sent: 2,
      skipped: [{ id: 999_999, reason: "Panel member not found." }],
    });
    const [kept] = await db().select().from(accounts).where(eq(accounts.id, existing.id));
    expect(kept).toEqual(existing);
    const link = await latestLink(api, admin, fresh.email);
    if (!link) throw new Error("no invitation mailed");
    expect(link.text).toContain("expires in 7 days");
    expect((await setPassword(link.token, "Invited-Pass-1!")).body.succeeded).toBe(true);
    expect((await signIn(fresh.email, "Invited-Pass-1!")).body.succeeded).toBe(true);
    expect(await latestLink(api, admin, existing.email)).toBeTruthy();
  });
});
