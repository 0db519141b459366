import { and, eq, inArray, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bulkOperationSchema, bulkPreviewSchema } from "../../server/contracts/admin/bulk-data";
import { currentJobs } from "../../server/db/repo/dashboard";
import { bulkChanges, bulkOperations } from "../../server/db/schema/bulk-data";
import { jobs } from "../../server/db/schema/jobs";
import { lookupItems } from "../../server/db/schema/lookups";
import { savedQueries } from "../../server/db/schema/panel-search";
import { respondentEvents, respondents } from "../../server/db/schema/respondents";
import { runBulkJob, startBulkWorker } from "../../server/services/admin/bulk-worker";
import { apiClient } from "../helpers/client";
import { startTestServer } from "../helpers/server";
import { staffPersonWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";

/**
 * Bulk data (decision 281): the preview's count against a count the test writes its own way, the
 * run (stopped half way, then the queue's worker) changing exactly those rows, the undo restoring
 * them except a row changed since, the window, the right and bad input.
 */
const w = suite(async () => {
  const server = await startTestServer();
  const api = apiClient(server);
  const db = server.handle.db;
  const admin = await staffPersonWithRights(server, ["CFG"]);
  const plain = await staffPersonWithRights(server, ["RES", "JOB"]);
  return { server, api, db, admin, plain };
});

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const idRows = (result: unknown) =>
  (result as { rows: { id: unknown }[] }).rows.map((r) => ({ id: Number(r.id) }));
const n = (result: unknown) => Number((result as { rows: { n: unknown }[] }).rows[0]?.n);

async function members(tag: string, count: number, values: Partial<typeof respondents.$inferInsert> = {}) {
  const rows = Array.from({ length: count }, (_, i) => ({
    firstName: `Bulk${i}`,
    lastName: tag,
    email: `m${i}.${Math.random().toString(36).slice(2, 8)}@${tag}.bulk.test`,
    ...values,
  }));
  return w.db.insert(respondents).values(rows).returning({ id: respondents.id });
}

const preview = (operation: unknown, token = w.admin.token, start = 0, length = 50) =>
  w.api.postJson(
    "/api/admin/bulk-preview",
    { operation, start, length },
    { token, answer: bulkPreviewSchema },
  );
const run = (operation: unknown, confirmedTotal: number, token = w.admin.token) =>
  w.api.postJson(
    "/api/admin/bulk-run",
    { operation, confirmedTotal },
    { token, answer: bulkOperationSchema },
  );
const undo = (id: number, token = w.admin.token) =>
  w.api.postJson(`/api/admin/bulk-undo/${id}`, {}, { token, answer: bulkOperationSchema });
const status = async (id: number) =>
  (await w.api.get(`/api/admin/bulk-operation/${id}`, { token: w.admin.token, answer: bulkOperationSchema }))
    .body.value;

/** Lets the queue's worker finish what is queued, until the operation reaches `until`. */
async function worker(id: number, until: string) {
  const stop = await startBulkWorker(w.server.deps);
  try {
    await expect.poll(async () => (await status(id)).status, { timeout: 60_000, interval: 250 }).toBe(until);
  } finally {
    await stop();
  }
}

describe("bulk data: set a field for the members of a saved query", () => {
  it("previews exactly the rows that will change, runs in chunks (resuming), and undoes all but a row changed since", async () => {
    const morning = await members("sf1", 20, { contactTime: "Morning" });
    const evening = await members("sf1", 10, { contactTime: "Evening" });
    const inactive = await members("sf1", 3, { contactTime: "Morning", isActive: false });
    const outside = await members("sf1other", 4, { contactTime: "Morning" });
    const [query] = await w.db
      .insert(savedQueries)
      .values({
        entity: "respondent",
        name: "Bulk members sf1",
        isGlobal: true,
        createdBy: "test",
        filters: {
          op: "and",
          items: [{ type: "Text", field: "email", comparison: "contains", value1: "@sf1.bulk.test" }],
        },
      })
      .returning();
    const operation = { kind: "set-field", queryId: query?.id, field: "contactTime", value: "Evening" };

    const independent = n(
      await w.db.execute(
        sql`select count(*) as n from respondents where email like '%@sf1.bulk.test' and is_active and coalesce(contact_time, '') <> 'Evening'`,
      ),
    );
    expect(independent).toBe(20);
    const first = await preview(operation, w.admin.token, 0, 5);
    expect(first.status).toBe(200);
    expect(first.body.value.total).toBe(independent);
    expect(first.body.value.rows).toHaveLength(5);
    expect(first.body.value.rows[0]).toMatchObject({ current: "Morning", next: "Evening" });
    expect(first.body.value.description).toBe(
      "Set Contact time to Evening for the members of 'Bulk members sf1'",
    );
    const last = await preview(operation, w.admin.token, 15, 50);
    expect(last.body.value.rows).toHaveLength(5);
    expect(
      ids([...first.body.value.rows, ...last.body.value.rows]).every((id) => ids(morning).includes(id)),
    ).toBe(true);

    // The count confirmed must still be the count.
    const moved = await run(operation, 19);
    expect(moved.body.succeeded).toBe(false);
    expect(moved.body.errors?.[0]).toContain("The count changed from 19 to 20");

    const started = await run(operation, 20);
    expect(started.body.succeeded).toBe(true);
    expect(started.body.value).toMatchObject({ status: "queued", total: 20, changed: 0, canUndo: false });
    const id = started.body.value.id;
    // A worker that dies after one chunk of 7, then the queue's worker carrying on.
    expect(
      await runBulkJob(w.server.deps, { operationId: id, action: "run" }, { maxChunks: 1, chunk: 7 }),
    ).toBe(false);
    expect(await status(id)).toMatchObject({ status: "running", changed: 7 });
    await worker(id, "done");
    const done = await status(id);
    expect(done).toMatchObject({ changed: 20, canUndo: true });
    // Run again (a retried job): nothing changes twice.
    expect(await runBulkJob(w.server.deps, { operationId: id, action: "run" })).toBe(true);
    expect(await w.db.$count(bulkChanges, eq(bulkChanges.operationId, id))).toBe(20);

    const now = await w.db
      .select({ id: respondents.id, contactTime: respondents.contactTime })
      .from(respondents)
      .where(like(respondents.email, "%bulk.test"));
    const nowOf = (rid: number) => now.find((r) => r.id === rid)?.contactTime;
    expect(morning.every((r) => nowOf(r.id) === "Evening")).toBe(true);
    expect(evening.every((r) => nowOf(r.id) === "Evening")).toBe(true);
    expect(inactive.every((r) => nowOf(r.id) === "Morning")).toBe(true);
    expect(outside.every((r) => nowOf(r.id) === "Morning")).toBe(true);

    // One row changes after the run: the undo leaves it and says so.
    const touched = morning[0]?.id ?? 0;
    await w.db.update(respondents).set({ contactTime: "Afternoon" }).where(eq(respondents.id, touched));
    const undoing = await undo(id);
    expect(undoing.body.succeeded).toBe(true);
    expect(undoing.body.value.status).toBe("undoing");
    await worker(id, "undone");
    expect(await status(id)).toMatchObject({ restored: 19, skipped: 1, canUndo: false });
    const after = await w.db
      .select({ id: respondents.id, contactTime: respondents.contactTime })
      .from(respondents)
      .where(like(respondents.email, "%@sf1.bulk.test"));
    const afterOf = (rid: number) => after.find((r) => r.id === rid)?.contactTime;
    expect(afterOf(touched)).toBe("Afternoon");
    expect(morning.slice(1).every((r) => afterOf(r.id) === "Morning")).toBe(true);
    expect(evening.every((r) => afterOf(r.id) === "Evening")).toBe(true);
    // Once only.
    expect((await undo(id)).body.errors?.[0]).toContain("already been undone");
  }, 120_000);
});

describe("bulk data: deactivate stale members", () => {
  it("deactivates exactly the members with no activity since the cut-off; the undo window closes", async () => {
    const old = new Date("2020-01-15T00:00:00Z");
    const stale = await members("stale", 6, { createdAt: old, updatedAt: old });
    const busy = await members("stale", 2, { createdAt: old, updatedAt: old });
    for (const b of busy) await w.db.insert(respondentEvents).values({ respondentId: b.id, kind: "Invite" });
    const recent = await members("stale", 2);
    const expectedIds = ids(
      idRows(
        await w.db.execute(
          sql`select r.id from respondents r where r.is_active and r.merged_into_id is null
                and r.created_at < now() - interval '24 months'
                and coalesce(r.updated_at, r.created_at) < now() - interval '24 months'
                and not exists (select 1 from respondent_events e where e.respondent_id = r.id
                                and e.at >= now() - interval '24 months')`,
        ),
      ),
    );
    expect(expectedIds).toEqual(expect.arrayContaining(ids(stale)));
    const operation = { kind: "deactivate-members", months: 24 };
    const shown = await preview(operation);
    expect(shown.body.value.total).toBe(expectedIds.length);
    expect(shown.body.value.rows[0]).toMatchObject({ current: "true", next: "false" });

    const activeBefore = ids(
      await w.db.select({ id: respondents.id }).from(respondents).where(eq(respondents.isActive, true)),
    );
    const started = await run(operation, expectedIds.length);
    const id = started.body.value.id;
    await worker(id, "done");
    const activeAfter = ids(
      await w.db.select({ id: respondents.id }).from(respondents).where(eq(respondents.isActive, true)),
    );
    expect(activeBefore.filter((x) => !activeAfter.includes(x))).toEqual(expectedIds);
    expect([...busy, ...recent].every((r) => activeAfter.includes(r.id))).toBe(true);

    // Past the window the undo is refused and nothing moves.
    await w.db
      .update(bulkOperations)
      .set({ undoUntil: new Date(Date.now() - 60_000) })
      .where(eq(bulkOperations.id, id));
    expect((await status(id)).canUndo).toBe(false);
    const late = await undo(id);
    expect(late.status).toBe(200);
    expect(late.body.succeeded).toBe(false);
    expect(late.body.errors?.[0]).toContain("can no longer be undone");
    const still = await w.db.$count(
      respondents,
      and(inArray(respondents.id, ids(stale)), eq(respondents.isActive, false)),
    );
    expect(still).toBe(stale.length);
  }, 120_000);
});

describe("bulk data: archive old jobs", () => {
  it("archives the jobs closed before the day and the undo puts them back to Closed", async () => {
    const job = (suffix: string, values: Partial<typeof jobs.$inferInsert>) => ({
      jobNumber: `BULK-${suffix}-${process.pid}`,
      name: `Bulk archive ${suffix}`,
      ...values,
    });
    const inserted = await w.db
      .insert(jobs)
      .values([
        job("a", { status: "Closed", endDate: "2019-05-01", projectManager: `bulk-pm-${process.pid}` }),
        job("b", { status: "Closed", endDate: "2020-12-31" }),
        job("c", { status: "Closed", endDate: "2021-01-01" }),
        job("d", { status: "Open", endDate: "2019-01-01" }),
        job("e", { status: "Closed", endDate: null, updatedAt: new Date("2019-06-01T03:00:00Z") }),
      ])
      .returning({ id: jobs.id, jobNumber: jobs.jobNumber });
    const expected = ids(
      idRows(
        await w.db.execute(
          sql`select id from jobs where status = 'Closed' and coalesce(end_date, updated_at::date) < '2021-01-01'`,
        ),
      ),
    );
    const mine = (suffixes: string[]) =>
      inserted.filter((j) => suffixes.some((s) => j.jobNumber.startsWith(`BULK-${s}-`))).map((j) => j.id);
    expect(expected).toEqual(expect.arrayContaining(mine(["a", "b", "e"])));
    const operation = { kind: "archive-jobs", closedBefore: "2021-01-01" };
    const shown = await preview(operation);
    expect(shown.body.value.total).toBe(expected.length);
    expect(shown.body.value.description).toBe("Archive jobs closed before 01/01/2021");
    const started = await run(operation, expected.length);
    const id = started.body.value.id;
    await worker(id, "done");
    const archived = ids(await w.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, "Archived")));
    expect(archived).toEqual(expected);
    // An archived job has ended like a closed one: it stays off its manager's current jobs.
    expect((await currentJobs(w.db, `bulk-pm-${process.pid}`, 50)).map((j) => j.id)).not.toContain(
      mine(["a"])[0],
    );
    expect(
      await w.db.$count(
        lookupItems,
        and(eq(lookupItems.list, "JobStatus"), eq(lookupItems.code, "Archived")),
      ),
    ).toBe(1);
    expect((await undo(id)).body.succeeded).toBe(true);
    await worker(id, "undone");
    expect(await w.db.$count(jobs, eq(jobs.status, "Archived"))).toBe(0);
    const back = await w.db
      .select({ id: jobs.id, status: jobs.status })
      .from(jobs)
      .where(inArray(jobs.id, expected));
    expect(back.every((j) => j.status === "Closed")).toBe(true);
  }, 120_000);
});

describe("bulk data: refusals", () => {
  it("answers 401 without a sign-in and 403 without ConfigurationAdmin", async () => {
    const op = { kind: "deactivate-members", months: 12 };
    expect((await preview(op, "")).status).toBe(401);
    expect((await preview(op, w.plain.token)).status).toBe(403);
    expect((await run(op, 1, w.plain.token)).status).toBe(403);
    expect((await undo(1, w.plain.token)).status).toBe(403);
    expect((await w.api.get("/api/admin/bulk-operations", { token: w.plain.token })).status).toBe(403);
    expect((await w.api.get("/api/admin/bulk-queries", { token: w.plain.token })).status).toBe(403);
    const history = await w.api.get("/api/admin/bulk-operations?start=0&length=5", { token: w.admin.token });
    expect(history.status).toBe(200);
  });

  it("answers 400 with the reason for bad input", async () => {
    const bad = async (operation: unknown, text: string) => {
      const answer = await w.api.postJson("/api/admin/bulk-preview", { operation }, { token: w.admin.token });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body.errors)).toContain(text);
    };
    await bad({ kind: "delete-everything" }, "Choose an operation");
    await bad({ kind: "deactivate-members", months: 0 }, "Months must be 1 to 240");
    await bad({ kind: "deactivate-members", months: "3x" }, "Months must be 1 to 240");
    await bad({ kind: "archive-jobs", closedBefore: "2026-02-30" }, "Invalid date");
    await bad({ kind: "set-field", queryId: "abc", field: "contactTime", value: "Evening" }, "queryId");
    await bad({ kind: "set-field", queryId: 1, field: "email", value: "x" }, "Choose a field from the list");
    await bad(
      { kind: "set-field", queryId: 999999, field: "contactTime", value: "Evening" },
      "Saved query not found",
    );
    const [query] = await w.db
      .insert(savedQueries)
      .values({
        entity: "respondent",
        name: "Bad value",
        isGlobal: true,
        createdBy: "test",
        filters: { op: "and", items: [] },
      })
      .returning();
    await bad(
      { kind: "set-field", queryId: query?.id, field: "contactTime", value: "Midnight" },
      "not a value of Contact time",
    );
    expect((await w.api.get("/api/admin/bulk-operations?length=0", { token: w.admin.token })).status).toBe(
      400,
    );
    expect((await w.api.get("/api/admin/bulk-operation/0", { token: w.admin.token })).status).toBe(400);
    expect((await w.api.get("/api/admin/bulk-operation/99999", { token: w.admin.token })).status).toBe(404);
  });
});
