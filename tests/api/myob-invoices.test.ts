import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { myobAuthorise, myobPostInvoice } from "../../server/contracts/admin/accounting";
import { invoiceSchema } from "../../server/contracts/invoices";
import { accountingConnections } from "../../server/db/schema/accounting";
import { invoices } from "../../server/db/schema/job-details";
import { jobs } from "../../server/db/schema/jobs";
import { runInvoicePush } from "../../server/services/admin/invoice-push";
import { readState, signState } from "../../server/services/admin/oauth-state";
import { apiClient } from "../helpers/client";
import { type FakeAccounting, startFakeAccounting } from "../helpers/fake-accounting";
import { startTestServer } from "../helpers/server";
import { staffPersonWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";

/**
 * Invoices pushed to MYOB (decisions 278, 279) against a fake accounting server of our own: the
 * signed state, the code exchange, tokens encrypted at rest and refreshed once, and a push
 * retried after the worker died once the provider had accepted it, sent once.
 */
const ENV = {
  ACCOUNTING_SYSTEM: "myob",
  MYOB_CLIENT_ID: "test-client",
  MYOB_CLIENT_SECRET: "test-secret",
  MYOB_COMPANY_FILE: "cf-1",
};
const saved: Record<string, string | undefined> = {};
let fake: FakeAccounting;
beforeAll(async () => {
  fake = await startFakeAccounting();
  const all = { ...ENV, MYOB_AUTH_URL: fake.authUrl, MYOB_API_URL: fake.apiUrl };
  for (const [k, v] of Object.entries(all)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
});
afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await fake.close();
});

const w = suite(async () => {
  const server = await startTestServer();
  const api = apiClient(server);
  const db = server.handle.db;
  const owner = await staffPersonWithRights(server, ["INV", "MYOB"]);
  const colleague = await staffPersonWithRights(server, ["INV", "MYOB"]);
  const invoicingOnly = await staffPersonWithRights(server, ["INV"]);
  const myobOnly = await staffPersonWithRights(server, ["MYOB"]);
  const [job] = await db.select().from(jobs).limit(1);
  if (!job) throw new Error("no job seeded");
  return { server, api, db, owner, colleague, invoicingOnly, myobOnly, jobId: job.id };
});

const addInvoice = async (amount: number) => {
  const made = await w.api.postJson(
    "/api/job/invoice/update",
    { jobId: w.jobId, amount, issuedDate: "2026-11-01", dueDate: "2026-11-30" },
    { token: w.owner.token, answer: z.array(invoiceSchema) },
  );
  const invoice = made.body.value[0];
  if (!invoice) throw new Error("invoice not made");
  return invoice;
};
const authorise = async (token = w.owner.token, jobId = w.jobId) =>
  w.api.get(`/api/myob/CallOAuthAuthentication/${jobId}`, { token, answer: myobAuthorise.answer });
const stateFrom = (url: string) => new URL(url).searchParams.get("state") ?? "";
const post = (body: Record<string, unknown>, token = w.owner.token) =>
  w.api.postJson("/api/myob/post-invoice", body, { token, answer: myobPostInvoice.answer });
const invoiceRow = async (id: number) => (await w.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const connect = async () => {
  const state = stateFrom((await authorise()).body.value.url);
  return post({ code: fake.issueCode(), state });
};

describe("the MYOB round trip", () => {
  it("answers the authorise address with a signed state bound to the job and the user", async () => {
    const answer = await authorise();
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.value.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.authUrl}/account/authorize`);
    expect(url.searchParams.get("client_id")).toBe("test-client");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("redirect_uri")).toMatch(/\/myobcallback$/);
    const read = readState(w.server.deps.env.jwtSecret, stateFrom(url.toString()), new Date());
    expect(read).toMatchObject({ ok: true, payload: { jobId: w.jobId, staffId: w.owner.id } });
    expect((await authorise(w.owner.token, 999999)).status).toBe(404);
  });

  it("exchanges the code, keeps the tokens encrypted, and queues each unpushed invoice once", async () => {
    const a = await addInvoice(1200);
    const b = await addInvoice(80.5);
    const answer = await connect();
    expect(answer.body.succeeded).toBe(true);
    expect(answer.body.value.jobId).toBe(w.jobId);
    expect(answer.body.value.queued.map((q) => q.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    const [row] = await w.db.select().from(accountingConnections);
    expect(row?.connectedBy).toBe(w.owner.id);
    const stored = `${row?.accessTokenEnc} ${row?.refreshTokenEnc}`;
    expect(fake.issued.length).toBeGreaterThan(0);
    for (const plain of fake.issued) expect(stored).not.toContain(plain);

    // Queued again (a second round trip): still one waiting job per invoice.
    await connect();
    const queued = await w.db.execute(
      sql`select singleton_key from pgboss.job where name = 'invoice-pushes' and state in ('created', 'retry') and singleton_key = ${`invoice:${a.id}`}`,
    );
    expect((queued as unknown as { rows: unknown[] }).rows).toHaveLength(1);

    for (const id of [a.id, b.id]) await runInvoicePush(w.server.deps, { invoiceId: id });
    for (const id of [a.id, b.id]) {
      const pushed = await invoiceRow(id);
      expect(pushed?.status).toBe("Sent");
      const made = fake.invoices.get(`invoice-${id}-${pushed?.invoiceNumber}`);
      expect(pushed?.externalRef).toBe(made?.uid);
    }
    expect(fake.invoices.get(`invoice-${a.id}-${a.invoiceNumber}`)?.body).toMatchObject({
      Number: a.invoiceNumber,
      Lines: [{ Total: 1200 }],
    });
  });

  it("sends an invoice once when the worker died after MYOB accepted it, and once more is a no-op", async () => {
    const c = await addInvoice(300);
    await connect();
    const before = { made: fake.invoices.size, posts: fake.posts };
    fake.dropNext = true;
    await expect(runInvoicePush(w.server.deps, { invoiceId: c.id })).rejects.toThrow();
    expect((await invoiceRow(c.id))?.pushedAt).toBeNull();
    expect(fake.invoices.size).toBe(before.made + 1);

    await runInvoicePush(w.server.deps, { invoiceId: c.id });
    await runInvoicePush(w.server.deps, { invoiceId: c.id });
    expect(fake.invoices.size).toBe(before.made + 1);
    expect(fake.posts).toBe(before.posts + 2);
    const pushed = await invoiceRow(c.id);
    expect(pushed?.externalRef).toBe(fake.invoices.get(`invoice-${c.id}-${c.invoiceNumber}`)?.uid);

    // A provider error leaves the invoice unpushed, for the queue to retry.
    const d = await addInvoice(10);
    fake.failNext = true;
    await expect(runInvoicePush(w.server.deps, { invoiceId: d.id })).rejects.toThrow(/500/);
    expect((await invoiceRow(d.id))?.pushedAt).toBeNull();
    await runInvoicePush(w.server.deps, { invoiceId: d.id });
    expect((await invoiceRow(d.id))?.externalRef).toBeTruthy();
  });

  it("refreshes an expired token once for concurrent pushes and keeps the rotated refresh token", async () => {
    await connect();
    await w.db.update(accountingConnections).set({ expiresAt: new Date(Date.now() - 1000) });
    const [before] = await w.db.select().from(accountingConnections);
    const refreshes = fake.refreshes;
    const e = await addInvoice(20);
    const f = await addInvoice(30);
    await Promise.all([e.id, f.id].map((id) => runInvoicePush(w.server.deps, { invoiceId: id })));
    expect(fake.refreshes).toBe(refreshes + 1);
    const [after] = await w.db.select().from(accountingConnections);
    expect(after?.refreshTokenEnc).not.toBe(before?.refreshTokenEnc);
    expect(after?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect((await invoiceRow(f.id))?.externalRef).toBeTruthy();
  });
});

describe("refused states", () => {
  it("refuses a replayed state", async () => {
    const state = stateFrom((await authorise()).body.value.url);
    expect((await post({ code: fake.issueCode(), state })).body.succeeded).toBe(true);
    const again = await post({ code: fake.issueCode(), state });
    expect(again.body.succeeded).toBe(false);
    expect(again.body.errors[0]).toMatch(/already used/);
  });

  it("refuses an expired, a tampered and a foreign state; the owner can still use a foreign one", async () => {
    const secret = w.server.deps.env.jwtSecret;
    const old = signState(secret, { jobId: w.jobId, staffId: w.owner.id }, new Date(Date.now() - 301_000));
    expect((await post({ code: fake.issueCode(), state: old })).body.errors[0]).toMatch(/five minutes/);

    const state = stateFrom((await authorise()).body.value.url);
    const [body, sig] = state.split(".");
    const payload = JSON.parse(Buffer.from(body ?? "", "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, staffId: w.colleague.id })).toString("base64url");
    const tampered = await post({ code: fake.issueCode(), state: `${forged}.${sig}` }, w.colleague.token);
    expect(tampered.body.errors[0]).toMatch(/not valid/);

    const foreign = await post({ code: fake.issueCode(), state }, w.colleague.token);
    expect(foreign.body.errors[0]).toMatch(/another user/);
    expect((await post({ code: fake.issueCode(), state })).body.succeeded).toBe(true);
  });

  it("refuses a code MYOB does not accept", async () => {
    const state = stateFrom((await authorise()).body.value.url);
    const answer = await post({ code: "code-never-issued", state });
    expect(answer.body.errors[0]).toMatch(/MYOB did not accept/);
  });
});

describe("rights and input", () => {
  it("refuses callers without both Invoicing and StaffMYOBAccess", async () => {
    for (const who of [w.invoicingOnly, w.myobOnly]) {
      expect((await authorise(who.token)).status).toBe(403);
      expect((await post({ code: "x", state: "y" }, who.token)).status).toBe(403);
    }
    expect((await w.api.get(`/api/myob/CallOAuthAuthentication/${w.jobId}`)).status).toBe(401);
  });

  it("answers 400 for missing or malformed code and state", async () => {
    for (const body of [
      {},
      { code: "abc" },
      { state: "abc" },
      { code: "a b", state: "x" },
      { code: 5, state: "x" },
    ])
      expect((await post(body)).status).toBe(400);
  });
});
