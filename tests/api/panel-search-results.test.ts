import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryIdsAnswerSchema, queryResultsAnswerSchema } from "../../server/contracts/panel-search";
import { respondents } from "../../server/db/schema/respondents";
import { expectBadRequest } from "./auth-helpers";
import { el, expectStaffOnly, type SearchWorld, searchWorld, value } from "./panel-search-helpers";

let w: SearchWorld;
beforeAll(async () => {
  w = await searchWorld();
});
afterAll(() => w?.server.close());

const results = (body: unknown, token = w.recruiter, entity = "respondent") =>
  w.api.postJson(`/api/${entity}/GetQueryResults`, body, { token });

describe("GetQueryResults", () => {
  it("pages the panel with a total, default columns and labels", async () => {
    const all = await w.server.handle.db.select({ id: respondents.id }).from(respondents);
    const answer = value(await results({ dtparams: { start: 0, length: 5 } }), queryResultsAnswerSchema);
    expect(answer.rows).toHaveLength(5);
    expect(answer.total).toBeGreaterThan(5);
    expect(answer.total).toBeLessThanOrEqual(all.length);
    expect(answer.estimated).toBe(false);
    expect(answer.columns).toContain("firstName");
    expect(answer.rows.every((r) => Array.isArray(r.labels))).toBe(true);
    const ids = answer.rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it("filters with AND/OR groups and sorts by a chosen column", async () => {
    const women = value(
      await results({
        dtparams: {
          length: 500,
          sort: { column: "lastName", dir: "desc" },
          columns: ["gender", "state", "lastName"],
        },
        filters: {
          op: "or",
          items: [
            el("gender", "equals", "Female"),
            { op: "and", items: [el("gender", "equals", "Male"), el("state", "equals", "NSW")] },
          ],
        },
      }),
      queryResultsAnswerSchema,
    );
    const men = women.rows.filter((r) => r.gender === "Male");
    expect(men.length).toBeGreaterThan(0);
    expect(women.rows.length).toBeGreaterThan(men.length);
    for (const r of women.rows) expect(r.gender === "Female" || r.gender === "Male").toBe(true);
    // The nested AND group: a man is in only when he lives in NSW.
    expect(men.every((r) => r.state === "NSW")).toBe(true);
    // Initials only: the full order of names is the database collation's (C on PGlite, maybe not on PostgreSQL).
    const initials = women.rows.map((r) => String(r.lastName).charAt(0).toUpperCase());
    expect(initials).toEqual([...initials].sort().reverse());
  });

  it("walks every page with the keyset cursor, the same ids as the ids call", async () => {
    const seen: number[] = [];
    let after: string | undefined;
    for (let i = 0; i < 100; i++) {
      const page = value(
        await results({ dtparams: { length: 7, after, sort: { column: "createdAt", dir: "desc" } } }),
        queryResultsAnswerSchema,
      );
      seen.push(...page.rows.map((r) => r.id));
      if (!page.nextCursor) break;
      after = page.nextCursor;
    }
    const ids = value(
      await w.api.postJson(
        "/api/respondent/GetQueryResultsIds",
        { dtparams: { sort: { column: "createdAt", dir: "desc" } } },
        { token: w.recruiter },
      ),
      queryIdsAnswerSchema,
    );
    expect(seen).toEqual(ids.ids);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("POST /api/respondents answers the respondent query", async () => {
    const answer = value(
      await w.api.postJson(
        "/api/respondents",
        { dtparams: { length: 3 }, filters: [el("firstName", "notEmpty")] },
        { token: w.recruiter },
      ),
      queryResultsAnswerSchema,
    );
    expect(answer.rows).toHaveLength(3);
  });

  it("refuses unknown fields, comparisons, sort columns and bad values with a 400", async () => {
    expectBadRequest(await results({ filters: [el("password_hash", "equals", "x")] }), "Unknown field");
    expectBadRequest(await results({ filters: [el("firstName", "between", "a")] }), "does not apply");
    expectBadRequest(await results({ filters: [el("firstName", "like", "a")] }), "Unknown comparison");
    expectBadRequest(
      await results({ dtparams: { sort: { column: "id; drop table respondents", dir: "asc" } } }),
      "Unknown field",
    );
    expectBadRequest(
      await results({ dtparams: { sort: { column: "notes", dir: "asc" } } }),
      "Unknown sort column",
    );
    expectBadRequest(await results({ dtparams: { sort: { column: "id", dir: "asc;" } } }), "asc or desc");
    expectBadRequest(
      await results({ filters: [el("yearOfBirth", "equals", "1980 or 1=1")] }),
      "invalid number",
    );
    expectBadRequest(await results({ filters: [el("dateOfBirth", "before", "2020-02-30")] }), "invalid date");
    expectBadRequest(await results({ dtparams: { after: "bm90IGEgY3Vyc29y" } }), "Invalid cursor");
    // Offset pages stop at 10,000 rows; deeper pages follow nextCursor.
    expectBadRequest(await results({ dtparams: { start: 10_001 } }), "Start must be 0 to 10000");
    expect((await results({ dtparams: { start: 10_000 } })).status).toBe(200);
    expectBadRequest(await results({}, w.recruiter, "users"), "Unknown entity");
  });

  it("treats values as data: quotes and wildcards match literally", async () => {
    const answer = value(
      await results({ filters: [el("lastName", "contains", "%' or '1'='1")] }),
      queryResultsAnswerSchema,
    );
    expect(answer.total).toBe(0);
    const under = value(
      await results({ filters: [el("lastName", "equals", "_")] }),
      queryResultsAnswerSchema,
    );
    expect(under.total).toBe(0);
  });

  it("counts exactly up to 10,000 matches and estimates above, saying so", async () => {
    const db = w.server.handle.db;
    for (let i = 0; i < 11; i++)
      await db
        .insert(respondents)
        .values(
          Array.from({ length: 1000 }, (_, n) => ({ firstName: "Bulk", lastName: `Member ${i}-${n}` })),
        );
    const broad = value(
      await results({ filters: [el("firstName", "equals", "Bulk")], dtparams: { length: 2 } }),
      queryResultsAnswerSchema,
    );
    expect(broad.estimated).toBe(true);
    expect(broad.total).toBeGreaterThan(10_000);
    expect(broad.rows).toHaveLength(2);
    // A quota cell's count stops like the total: 10,001 means "more than 10,000".
    const jobId = w.jobIds[0] ?? 0;
    const quota = { jobId, name: "Bulk members", criteria: "firstName=Bulk", target: 5 };
    expect((await w.api.postJson("/api/job/quota/update", quota, { token: w.admin })).status).toBe(200);
    const impact = value(
      await results({
        filters: [el("firstName", "equals", "Bulk")],
        extraIds: { jobId },
        dtparams: { length: 1 },
      }),
      queryResultsAnswerSchema,
    ).quotaImpact?.find((c) => c.name === "Bulk members");
    expect(impact).toMatchObject({ filled: 0, open: 5, matching: 10_001, overfill: 9_996 });
    const narrow = value(
      await results({
        filters: [el("firstName", "equals", "Bulk"), el("lastName", "startsWith", "Member 3-")],
      }),
      queryResultsAnswerSchema,
    );
    expect(narrow).toMatchObject({ total: 1000, estimated: false });
  });

  it("is staff only; events need SearchEvents", async () => {
    await expectStaffOnly(w, (token) => w.api.postJson("/api/respondent/GetQueryResults", {}, { token }));
    expect((await results({}, w.bare, "event")).status).toBe(403);
    expect((await results({}, w.bare, "event-archive")).status).toBe(403);
    expect((await results({}, w.bare, "document")).status).toBe(403);
    expect((await results({}, w.bare)).status).toBe(200);
    const events = value(
      await results({ moduleName: "Search Events", dtparams: { length: 5 } }, w.recruiter, "event"),
      queryResultsAnswerSchema,
    );
    expect(events.columns).toContain("respondent.firstName");
  });
});
