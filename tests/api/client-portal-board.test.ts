import { eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signToken } from "../../server/auth/tokens";
import {
  type BoardJob,
  ownClientSchema,
  ownJobSchema,
  ownJobsPageSchema,
  recruitBoardSchema,
} from "../../server/contracts/client-portal";
import { eventCreateAnswerSchema } from "../../server/contracts/sessions/events";
import { accounts } from "../../server/db/schema/accounts";
import { clientContacts, clients } from "../../server/db/schema/clients";
import { jobs } from "../../server/db/schema/jobs";
import { respondents } from "../../server/db/schema/respondents";
import { suite } from "../helpers/suite";
import { demoClientJob } from "./client-helpers";
import { bulk, makeSession, sessionsWorld, value } from "./sessions-helpers";

/**
 * The client portal's calls (decisions 210, 211): the recruit board counts bookings exactly as
 * recruiters move them, and every call is confined to the contact's own company.
 */

const w = suite(async () => {
  const world = await sessionsWorld();
  const db = world.server.handle.db;
  // The board shows current jobs only: the helper picks the company's first current job.
  const { clientId, jobId } = await demoClientJob(db);
  const [foreign] = await db
    .select({ id: jobs.id, clientId: jobs.clientId })
    .from(jobs)
    .where(ne(jobs.clientId, clientId))
    .limit(1);
  if (!jobId || !foreign?.clientId) throw new Error("no jobs");
  // A contact of another company, signed in.
  const [other] = await db
    .insert(clientContacts)
    .values({ clientId: foreign.clientId, firstName: "Other", lastName: "Company", email: "other@co.test" })
    .returning({ id: clientContacts.id });
  const [account] = await db
    .insert(accounts)
    .values({
      kind: "Client",
      subjectId: other?.id ?? 0,
      email: "other@co.test",
      displayName: "Other Company",
    })
    .returning({ id: accounts.id });
  const { token: otherClient } = await signToken(
    world.server.deps.env.jwtSecret,
    { role: "Client", id: other?.id ?? 0, name: "other@co.test", accountId: account?.id ?? 0 },
    3600,
  );
  return { ...world, clientId, jobId, foreignJobId: foreign.id, otherClient };
});

const board = async (token = w.client) =>
  value(await w.api.get("/api/client/recruit-board", { token }), recruitBoardSchema);
const event = (path: string, json: unknown) =>
  w.api.postJson(`/api/event/${path}`, json, { token: w.recruiter });

describe("GET /api/client/recruit-board", () => {
  it("counts needed / booked / confirmed / attended per session and quota cell as recruiters work", async () => {
    const now = Date.now();
    const s = await makeSession(w.api, w.recruiter, w.jobId, {
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 3 * 3_600_000).toISOString(),
      requiredPlaces: 5,
    });
    const quota = await w.api.postJson(
      "/api/job/quota/update",
      { jobId: w.jobId, jobGroupId: s.id, name: "Board cell", criteria: "firstName=Boardcell", target: 2 },
      { token: w.admin },
    );
    expect(quota.status).toBe(200);
    const people = w.people.slice(30, 33);
    for (const id of people.slice(0, 2))
      await w.server.handle.db
        .update(respondents)
        .set({ firstName: "Boardcell" })
        .where(eq(respondents.id, id));

    const find = (b: Awaited<ReturnType<typeof board>>) => {
      const job = b.jobs.find((j) => j.id === w.jobId) as BoardJob;
      return {
        session: job.sessions.find((x) => x.id === s.id),
        cell: job.quotas.find((q) => q.name === "Board cell"),
      };
    };
    const counts = (x: { needed: number; booked: number; confirmed: number; attended: number } | undefined) =>
      x && [x.needed, x.booked, x.confirmed, x.attended];

    let now0 = find(await board());
    expect(counts(now0.session)).toEqual([5, 0, 0, 0]);
    expect(counts(now0.cell)).toEqual([2, 0, 0, 0]);
    expect(now0.cell?.counted).toBe(true);

    const made = value(
      await event("create", { jobId: w.jobId, jobGroupId: s.id, respondentIds: people }),
      eventCreateAnswerSchema,
    );
    const ids = made.created.map((c) => c.eventId);
    expect(ids).toHaveLength(3);
    now0 = find(await board());
    expect(counts(now0.session)).toEqual([5, 3, 0, 0]);
    expect(counts(now0.cell)).toEqual([2, 2, 0, 0]);

    bulk(await event("ConfirmAttendance", ids.slice(0, 1)));
    now0 = find(await board());
    expect(counts(now0.session)).toEqual([5, 3, 1, 0]);
    expect(counts(now0.cell)).toEqual([2, 2, 1, 0]);

    bulk(await event("RecordOutcome", { ids: ids.slice(0, 1), status: "Attended" }));
    now0 = find(await board());
    expect(counts(now0.session)).toEqual([5, 3, 1, 1]);
    expect(counts(now0.cell)).toEqual([2, 2, 1, 1]);

    // Counts only: no respondent id or name rides in the answer.
    const text = JSON.stringify(await board());
    expect(text).not.toContain("Boardcell");
    expect(text).not.toContain("respondent");
  });

  it("shows the contact's own company only; staff, respondents and visitors are refused", async () => {
    const mine = await board();
    expect(mine.jobs.length).toBeGreaterThan(0);
    const ownIds = (
      await w.server.handle.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.clientId, w.clientId))
    ).map((j) => j.id);
    for (const j of mine.jobs) expect(ownIds).toContain(j.id);
    const theirs = await board(w.otherClient);
    for (const j of theirs.jobs) expect(ownIds).not.toContain(j.id);

    expect((await w.api.get("/api/client/recruit-board", { token: w.admin })).status).toBe(403);
    expect((await w.api.get("/api/client/recruit-board", { token: w.recruiter })).status).toBe(403);
    expect((await w.api.get("/api/client/recruit-board", { token: w.me })).status).toBe(403);
    expect((await w.api.get("/api/client/recruit-board", {})).status).toBe(401);
  });
});

describe("the company's jobs", () => {
  it("pages and searches on the server, and opens only the company's own jobs", async () => {
    const page = value(
      await w.api.get("/api/client/own-jobs?start=0&length=2", { token: w.client }),
      ownJobsPageSchema,
    );
    expect(page.rows.length).toBeLessThanOrEqual(2);
    expect(page.total).toBeGreaterThan(2);
    const [first] = page.rows;
    const found = value(
      await w.api.get(`/api/client/own-jobs?search=${encodeURIComponent(first?.jobNumber ?? "")}`, {
        token: w.client,
      }),
      ownJobsPageSchema,
    );
    expect(found.rows.map((r) => r.id)).toContain(first?.id);
    expect(found.total).toBeLessThan(page.total);
    expect((await w.api.get("/api/client/own-jobs?length=500", { token: w.client })).status).toBe(400);
    expect((await w.api.get("/api/client/own-jobs", { token: w.otherClient })).status).toBe(200);

    const one = value(await w.api.get(`/api/client/own-job/${w.jobId}`, { token: w.client }), ownJobSchema);
    expect(one.job.id).toBe(w.jobId);
    expect(one.sessions.length).toBeGreaterThan(0);
    expect((await w.api.get(`/api/client/own-job/${w.foreignJobId}`, { token: w.client })).status).toBe(403);
    expect((await w.api.get(`/api/client/own-job/${w.jobId}`, { token: w.otherClient })).status).toBe(403);
    expect((await w.api.get("/api/client/own-job/999999", { token: w.client })).status).toBe(404);
    expect((await w.api.get(`/api/client/own-job/${w.jobId}`, { token: w.admin })).status).toBe(403);
  });
});

describe("the company record (decision 211)", () => {
  it("saves the client's fields and never a staff-only one", async () => {
    const db = w.server.handle.db;
    await db
      .update(clients)
      .set({ allowPrivateList: false, status: "Active" })
      .where(eq(clients.id, w.clientId));
    const saved = await w.api.postJson(
      "/api/client/own/update",
      {
        phone: "0299990000",
        website: "acme.example",
        suburb: "Newtown",
        accountsEmail: "billing@acme.test",
        allowPrivateList: true,
        status: "Inactive",
        name: "Renamed",
        quoteNotes: "free",
        id: w.clientId + 1,
      },
      { token: w.client },
    );
    expect(saved.status).toBe(200);
    const record = ownClientSchema.parse(saved.body.value);
    expect(record).toMatchObject({
      id: w.clientId,
      phone: "0299990000",
      suburb: "Newtown",
      status: "Active",
    });
    const [row] = await db.select().from(clients).where(eq(clients.id, w.clientId));
    expect(row).toMatchObject({
      allowPrivateList: false,
      status: "Active",
      quoteNotes: null,
      accountsEmail: "billing@acme.test",
    });
    expect(row?.name).not.toBe("Renamed");
    const [other] = await db
      .select()
      .from(clients)
      .where(eq(clients.id, w.clientId + 1));
    expect(other?.website).not.toBe("acme.example");

    expect(
      (await w.api.postJson("/api/client/own/update", { accountsEmail: "not-mail" }, { token: w.client }))
        .status,
    ).toBe(400);
    expect(
      (await w.api.postJson("/api/client/own/update", { phone: "0299990000" }, { token: w.admin })).status,
    ).toBe(403);
    const read = value(await w.api.get("/api/client/own", { token: w.client }), ownClientSchema);
    expect(Object.keys(read)).not.toContain("quoteNotes");
    expect(read.accountsEmail).toBe("billing@acme.test");
    expect(read.allowPrivateList).toBe(false);
  });

  it("the spec's client read keeps the agency's quote and invoice notes from the company's contacts", async () => {
    const db = w.server.handle.db;
    await db
      .update(clients)
      .set({ quoteNotes: "quote: secret margin", invoiceNotes: "invoice: chase late" })
      .where(eq(clients.id, w.clientId));
    const asContact = await w.api.get(`/api/client/${w.clientId}`, { token: w.client });
    expect(asContact.status).toBe(200);
    expect(asContact.body.value).toMatchObject({ id: w.clientId, quoteNotes: null, invoiceNotes: null });
    expect(JSON.stringify(asContact.body)).not.toContain("secret margin");
    const asStaff = await w.api.get(`/api/client/${w.clientId}`, { token: w.admin });
    expect(asStaff.body.value).toMatchObject({
      quoteNotes: "quote: secret margin",
      invoiceNotes: "invoice: chase late",
    });
  });
});
