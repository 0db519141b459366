import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../../server/auth/passwords";
import { LOGIN_AUDIT_COUNT_CAP, loginAuditPageSchema } from "../../server/contracts/admin/login-audit";
import { insertLoginAudit, type LoginAuditRow } from "../../server/db/repo/audit";
import { accounts } from "../../server/db/schema/accounts";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer } from "../helpers/server";
import { staffPersonWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";

/**
 * The login audit (decision 272): filters against rows the test writes through the same insert
 * sign-in uses, each signal on arranged histories, end-all-sessions against a real sign-in, and
 * the refusals. Every test uses its own names and IPs, so rows of other tests never match.
 */
const w = suite(async () => {
  const server = await startTestServer();
  const api = apiClient(server);
  const db = server.handle.db;
  const auditor = await staffPersonWithRights(server, ["LAA"]);
  const plain = await staffPersonWithRights(server, []);
  return { server, api, db, auditor, plain };
});

let n = 0;
const unique = () => {
  n += 1;
  return { name: `who${n}-${process.pid}@audit.test`, ip: `198.51.${n % 250}.${(process.pid % 250) + 1}` };
};
const at = (iso: string) => new Date(iso);
const write = (row: LoginAuditRow) => insertLoginAudit(w.db, row);

const list = async (query: string) => {
  const answer = await w.api.get(`/api/login-audit?${query}`, {
    token: w.auditor.token,
    answer: loginAuditPageSchema,
  });
  expect(answer.status).toBe(200);
  return answer.body.value;
};

describe("login audit: filters", () => {
  it("filters by the name as typed (any case), outcome, IP, account and agency days, newest first", async () => {
    const a = unique();
    const b = unique();
    const account = w.auditor;
    const [acc] = await w.db.select().from(accounts).where(eq(accounts.email, account.username));
    const accountId = acc?.id ?? 0;
    await write({
      username: a.name,
      accountId: null,
      ip: a.ip,
      outcome: "bad-credentials",
      at: at("2026-03-02T01:00:00Z"),
    });
    await write({
      username: a.name.toUpperCase(),
      accountId,
      ip: b.ip,
      outcome: "success",
      at: at("2026-03-03T01:00:00Z"),
    });
    await write({
      username: b.name,
      accountId: null,
      ip: a.ip,
      outcome: "locked",
      at: at("2026-03-04T01:00:00Z"),
    });

    const byName = await list(`user=${encodeURIComponent(a.name)}`);
    expect(byName.rows.map((r) => r.outcome)).toEqual(["success", "bad-credentials"]);
    expect(byName.total).toBe(2);
    expect(byName.more).toBe(false);
    expect(byName.rows[0]?.accountName).toBe(account.username);

    expect((await list(`user=${encodeURIComponent(a.name)}&outcome=bad-credentials`)).rows).toHaveLength(1);
    const byIp = await list(`ip=${a.ip}`);
    expect(byIp.rows.map((r) => r.username)).toEqual([b.name, a.name]);
    const byAccount = await list(`accountId=${accountId}&ip=${b.ip}`);
    expect(byAccount.rows.map((r) => r.username)).toEqual([a.name.toUpperCase()]);
    // Sydney days: 2026-03-03T01:00Z is 12:00 on 3 March there; the 4th's row is after the range.
    const byDays = await list(`ip=${a.ip}&from=2026-03-02&to=2026-03-03`);
    expect(byDays.rows.map((r) => r.outcome)).toEqual(["bad-credentials"]);
    expect((await list(`ip=${a.ip}&from=2026-03-05`)).rows).toEqual([]);
    const paged = await list(`ip=${a.ip}&start=1&length=1`);
    expect(paged.rows.map((r) => r.username)).toEqual([a.name]);
    expect(paged.total).toBe(2);
  });
});

describe("login audit: paging (decision 282)", () => {
  it("pages by keyset after the row above: same rows as offsets, ties broken by id, total grows from start", async () => {
    const { ip } = unique();
    const name = unique().name;
    // Three rows share one instant: only the id orders them.
    for (const when of ["2026-07-01T00:00:00Z", "2026-07-02T00:00:00Z", "2026-07-02T00:00:00Z"])
      await write({ username: name, accountId: null, ip, outcome: "success", at: at(when) });
    await write({ username: name, accountId: null, ip, outcome: "locked", at: at("2026-07-02T00:00:00Z") });
    await write({ username: name, accountId: null, ip, outcome: "success", at: at("2026-07-03T00:00:00Z") });
    const all = (await list(`ip=${ip}`)).rows.map((r) => r.id);
    expect(all).toHaveLength(5);
    const seen: number[] = [];
    let after: number | undefined;
    for (let start = 0; start < 6; start += 2) {
      const page = await list(`ip=${ip}&start=${start}&length=2${after ? `&after=${after}` : ""}`);
      expect(page.total).toBe(5);
      expect(page.more).toBe(false);
      seen.push(...page.rows.map((r) => r.id));
      after = page.rows.at(-1)?.id;
    }
    expect(seen).toEqual(all);
    expect(seen.slice(1, 4)).toEqual([...seen.slice(1, 4)].sort((a, b) => b - a));
    // A filter applies after the cursor too; a cursor that names no row matches nothing.
    const locked = await list(`ip=${ip}&outcome=locked&start=1&after=${all[0]}`);
    expect(locked.rows.map((r) => r.outcome)).toEqual(["locked"]);
    expect(locked.total).toBe(2);
    expect((await list(`ip=${ip}&after=2000000000`)).rows).toEqual([]);
  });

  it("counts up to the cap (1,000) past the page's start and says there are more", async () => {
    const cap = LOGIN_AUDIT_COUNT_CAP;
    const { ip } = unique();
    await w.db.execute(sql`
      insert into login_audit (username, ip, outcome, at)
      select 'many@audit.test', ${ip}, 'bad-credentials', timestamptz '2026-08-01' + i * interval '1 second'
      from generate_series(1, ${cap + 50}) as i`);
    const first = await list(`ip=${ip}&length=1`);
    expect([first.total, first.more]).toEqual([cap, true]);
    const deep = await list(`ip=${ip}&start=100&length=1`);
    expect([deep.total, deep.more]).toEqual([cap + 50, false]);
    const keyset = await list(`ip=${ip}&start=1&length=1&after=${first.rows[0]?.id}`);
    expect([keyset.total, keyset.more]).toEqual([cap + 1, true]);
    const second = await list(`ip=${ip}&start=1&length=1`);
    expect(keyset.rows.map((r) => r.id)).toEqual(second.rows.map((r) => r.id));
  });
});

describe("login audit: signals", () => {
  it("flags the first success of an account from an IP and from a device", async () => {
    const { ip } = unique();
    const other = unique().ip;
    const person = await staffPersonWithRights(w.server, []);
    const [acc] = await w.db.select().from(accounts).where(eq(accounts.email, person.username));
    const accountId = acc?.id ?? 0;
    const ok = (when: string, fromIp: string, userAgent: string) =>
      write({
        username: person.username,
        accountId,
        ip: fromIp,
        userAgent,
        outcome: "success",
        at: at(when),
      });
    await ok("2026-04-01T00:00:00Z", ip, "Browser A");
    await ok("2026-04-01T01:00:00Z", ip, "Browser A");
    await ok("2026-04-01T02:00:00Z", other, "Browser A");
    await write({
      username: person.username,
      accountId,
      ip: "203.0.113.250",
      userAgent: "Browser Z",
      outcome: "bad-credentials",
      at: at("2026-04-01T02:30:00Z"),
    });
    await ok("2026-04-01T03:00:00Z", ip, "Browser B");
    const rows = (await list(`accountId=${accountId}`)).rows;
    expect(rows.map((r) => r.signals)).toEqual([
      ["new-device"],
      [],
      ["new-ip"],
      [],
      ["new-ip", "new-device"],
    ]);
    expect(rows[0]?.userAgent).toBe("Browser B");
    expect((await list(`accountId=${accountId}&signal=new-ip`)).rows.map((r) => r.ip)).toEqual([other, ip]);
    expect((await list(`accountId=${accountId}&signal=new-device`)).rows).toHaveLength(2);
  });

  it("flags the fifth failure within 10 minutes for one typed name, any case; not when spread out", async () => {
    const a = unique();
    const fail = (minute: number, name = a.name, ip = `192.0.2.${minute}`) =>
      write({
        username: name,
        accountId: null,
        ip,
        outcome: "bad-credentials",
        at: at(`2026-05-01T00:${String(minute).padStart(2, "0")}:00Z`),
      });
    for (const minute of [0, 2, 4, 6]) await fail(minute, minute === 2 ? a.name.toUpperCase() : a.name);
    await fail(8);
    await fail(30); // the four before it are over 10 minutes older
    const rows = (await list(`user=${encodeURIComponent(a.name)}`)).rows;
    expect(rows.map((r) => r.signals.includes("burst"))).toEqual([false, true, false, false, false, false]);
    const bursts = await list(`user=${encodeURIComponent(a.name)}&signal=burst`);
    expect(bursts.rows.map((r) => r.at)).toEqual(["2026-05-01T00:08:00.000Z"]);
  });

  it("flags the fifth failure from one IP across different names; 2FA failures are their own signal", async () => {
    const { ip } = unique();
    for (let i = 0; i < 5; i += 1) {
      await write({
        username: `${unique().name}`,
        accountId: null,
        ip,
        outcome: i === 4 ? "2fa-failed" : "bad-credentials",
        at: at(`2026-06-01T00:0${i}:00Z`),
      });
    }
    const rows = (await list(`ip=${ip}`)).rows;
    expect(rows[0]?.signals).toEqual(["burst", "2fa-failed"]);
    expect(rows.slice(1).every((r) => r.signals.length === 0)).toBe(true);
    expect((await list(`ip=${ip}&signal=2fa-failed`)).rows).toHaveLength(1);
  });

  it("records the user agent of a real sign-in attempt", async () => {
    const { name } = unique();
    const form = new FormData();
    form.set("json", JSON.stringify({ username: name, password: "wrong-password-1" }));
    await fetch(`${w.server.url}/api/user-login`, {
      method: "POST",
      body: form,
      headers: { "user-agent": "AuditTest/1.0" },
    });
    const rows = (await list(`user=${encodeURIComponent(name)}`)).rows;
    expect(rows.map((r) => [r.outcome, r.userAgent])).toEqual([["bad-credentials", "AuditTest/1.0"]]);
  });
});

describe("login audit: end all sessions and refusals", () => {
  it("ends every session of the account: its token is refused on the next request", async () => {
    const person = await staffPersonWithRights(w.server, []);
    await w.db
      .update(accounts)
      .set({ passwordHash: await hashPassword("Audit-Person-1!") })
      .where(eq(accounts.email, person.username));
    const token = await w.api.login(person.username, "Audit-Person-1!");
    expect((await w.api.get("/api/staff-leave?length=1", { token })).status).toBe(200);
    const [acc] = await w.db.select().from(accounts).where(eq(accounts.email, person.username));
    const ended = await w.api.postJson(
      "/api/login-audit/end-sessions",
      { accountId: acc?.id },
      { token: w.auditor.token },
    );
    expect(ended.status).toBe(200);
    expect(ended.body.value).toEqual({ ended: 1 });
    expect((await w.api.get("/api/staff-leave?length=1", { token })).status).toBe(401);
  });

  it("refuses without LoginAuditAdmin (403), signed out (401), an unknown account, and bad input (400)", async () => {
    const plain = { token: w.plain.token };
    expect((await w.api.get("/api/login-audit", plain)).status).toBe(403);
    expect((await w.api.postJson("/api/login-audit/end-sessions", { accountId: 1 }, plain)).status).toBe(403);
    expect((await w.api.get("/api/login-audit")).status).toBe(401);
    const unknown = await w.api.postJson(
      "/api/login-audit/end-sessions",
      { accountId: 2_000_000_000 },
      { token: w.auditor.token },
    );
    expect(unknown.body.succeeded).toBe(false);
    for (const query of [
      "outcome=maybe",
      "signal=odd",
      "from=2026-02-30",
      "length=0",
      "accountId=1x",
      "after=-3",
      "after=abc",
      "from=2026-03-02&to=2026-03-01",
    ]) {
      expect((await w.api.get(`/api/login-audit?${query}`, { token: w.auditor.token })).status, query).toBe(
        400,
      );
    }
    expect(
      (await w.api.postJson("/api/login-audit/end-sessions", { accountId: "x" }, { token: w.auditor.token }))
        .status,
    ).toBe(400);
  });

  it("the demo administrator holds LoginAuditAdmin", async () => {
    const token = await w.api.login(DEMO.admin.username, DEMO.admin.password);
    expect((await w.api.get("/api/login-audit?length=1", { token })).status).toBe(200);
  });
});
