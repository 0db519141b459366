import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { jobQuerySchema } from "../../server/contracts/jobs";
import {
  columnsAnswerSchema,
  comparisonMethodsAnswerSchema,
  entitiesAnswerSchema,
  filterItemsAnswerSchema,
  filterOptionsAnswerSchema,
  queryResultsAnswerSchema,
  savedQueriesAnswerSchema,
  savedQuerySchema,
} from "../../server/contracts/panel-search";
import { RIGHTS } from "../../server/contracts/rights";
import { staffWithRights } from "../helpers/staff-with-rights";
import { expectBadRequest } from "./auth-helpers";
import { el, expectStaffOnly, type SearchWorld, searchWorld, value } from "./panel-search-helpers";

let w: SearchWorld;
beforeAll(async () => {
  w = await searchWorld();
});
afterAll(() => w?.server.close());

const get = (path: string, token = w.recruiter) => w.api.get(path, { token });

describe("filter items, options, defaults, comparisons and columns", () => {
  it("lists every respondent field with its comparisons, and the history and eligibility fields", async () => {
    const items = value(await get("/api/respondent/GetFilterItems"), filterItemsAnswerSchema);
    const keys = items.map((i) => i.key);
    for (const key of [
      "gender",
      "age",
      "state",
      "businessRole",
      "impairmentTypes",
      "participation",
      "eligibility.cooldown",
    ])
      expect(keys).toContain(key);
    expect(items.find((i) => i.key === "participation")?.type).toBe("ClientJobGroupEvent");
    expect(items.find((i) => i.key === "gender")?.comparisons).toContain("inList");
    expect(value(await get("/api/respondent/GetFilterItems/5"), filterItemsAnswerSchema).length).toBe(
      items.length,
    );
    const events = value(await get("/api/event/GetFilterItems"), filterItemsAnswerSchema);
    expect(events.map((i) => i.key)).toContain("jobNumber");
    expect((await get("/api/respondent/GetFilterItems/abc")).status).toBe(400);
  });

  it("answers the options of a lookup field, booleans, and 400 for an unknown field", async () => {
    const genders = value(
      await w.api.postJson(
        "/api/respondent/GetFilterItemOptions",
        { filter: "gender" },
        { token: w.recruiter },
      ),
      filterOptionsAnswerSchema,
    );
    expect(genders.map((g) => g.value)).toContain("Female");
    const yesNo = value(
      await w.api.postJson(
        "/api/respondent/GetFilterItemOptions",
        { filter: "optedOut", extraId: 0 },
        { token: w.recruiter },
      ),
      filterOptionsAnswerSchema,
    );
    expect(yesNo.map((o) => o.value)).toEqual(["true", "false"]);
    expectBadRequest(
      await w.api.postJson(
        "/api/respondent/GetFilterItemOptions",
        { filter: "passwordHash" },
        { token: w.recruiter },
      ),
      "Unknown field",
    );
    expectBadRequest(
      await w.api.postJson(
        "/api/respondent/GetFilterItemOptions",
        { filter: "x; --" },
        { token: w.recruiter },
      ),
    );
  });

  it("answers defaults, comparison methods, columns and entities", async () => {
    const defaults = (await get("/api/respondent/GetDefaultFilterItems")).body.value as { field: string }[];
    expect(defaults.map((d) => d.field)).toEqual(["gender", "age", "state", "postcode"]);
    const mobile = (await get("/api/respondent/GetDefaultMobileFilterItems")).body.value as unknown[];
    expect(mobile.length).toBeLessThan(defaults.length);
    const methods = value(await get("/api/query/GetComparisonMethods"), comparisonMethodsAnswerSchema);
    expect(methods.map((m) => m.name)).toEqual([
      "Equals",
      "Not equals",
      "Contains",
      "Starts with",
      "Between",
      "Before",
      "After",
      "In list",
      "Empty",
      "Not empty",
    ]);
    const columns = value(await get("/api/respondent/getColumns"), columnsAnswerSchema);
    expect(columns.find((c) => c.key === "lastName")?.sortable).toBe(true);
    expect(
      value(await get("/api/respondent/getEntities"), entitiesAnswerSchema).map((e) => e.entity),
    ).toEqual(["respondent", "event", "event-archive", "document"]);
    expect(
      value(await get("/api/respondent/getEntityColumn/document"), columnsAnswerSchema).map((c) => c.key),
    ).toContain("fileName");
    expect((await get("/api/respondent/getEntityColumn/users")).status).toBe(400);
    expect((await get("/api/respondent/getEntityColumn/event", w.bare)).status).toBe(403);
  });

  it("is staff only", async () => {
    for (const path of [
      "/api/respondent/GetFilterItems",
      "/api/respondent/GetDefaultFilterItems",
      "/api/query/GetComparisonMethods",
      "/api/respondent/getColumns",
      "/api/respondent/getEntities",
    ])
      await expectStaffOnly(w, (token) => w.api.get(path, { token }));
    expect((await get("/api/event/GetFilterItems", w.bare)).status).toBe(403);
  });
});

describe("saved queries", () => {
  const filters = { op: "and", items: [el("gender", "equals", "Female", { color: 2 })] };
  const save = (body: Record<string, unknown>, token = w.recruiter) =>
    w.api.postJson(
      "/api/respondent/SaveQuery",
      { lastUrlSegment: "searchrespondents", filters, ...body },
      { token },
    );

  it("saves for the current job, reopens it, lists it with the globals and deletes it through job/queries", async () => {
    const jobId = w.jobIds[0] ?? 0;
    const saved = value(
      await save({ saveForCurrentJob: true, trackingJobNo: jobId, filterSaveName: "Women" }),
      savedQuerySchema,
    );
    expect(saved).toMatchObject({ jobId, isGlobal: false, name: "Women" });
    const again = value(
      await get(`/api/respondent/GetExistingQueryFilterItems/${saved.id}`),
      savedQuerySchema,
    );
    expect(again.filters).toEqual({
      op: "and",
      items: [expect.objectContaining({ field: "gender", color: 2, value1: "Female" })],
    });
    const global = value(await save({ filterSaveName: "Everyone in NSW" }), savedQuerySchema);
    const listed = value(await get(`/api/respondent/GetExistingQuerys/${jobId}`), savedQueriesAnswerSchema);
    expect(listed.map((q) => q.id).sort()).toEqual([saved.id, global.id].sort());
    expect(
      value(await get("/api/respondent/GetExistingQuerys/0"), savedQueriesAnswerSchema).map((q) => q.id),
    ).toEqual([global.id]);
    const ofJob = value(await get(`/api/job/queries/${jobId}`), z.array(jobQuerySchema));
    expect(ofJob.map((q) => q.id)).toEqual([saved.id]);
    expect((await w.api.postJson("/api/job/queries/delete", [saved.id], { token: w.recruiter })).status).toBe(
      200,
    );
    expect((await get(`/api/respondent/GetExistingQueryFilterItems/${saved.id}`)).status).toBe(404);
    expect((await get(`/api/event/GetExistingQueryFilterItems/${global.id}`)).status).toBe(404);
  });

  it("needs ManageGlobalQueries for global queries, and refuses bad input", async () => {
    const plain = await staffWithRights(w.server, [RIGHTS.JobAdmin]);
    expect((await save({ filterSaveName: "Global" }, plain)).status).toBe(403);
    const jobOnly = value(
      await save({ saveForCurrentJob: true, trackingJobNo: w.jobIds[0], filterSaveName: "Mine" }, plain),
      savedQuerySchema,
    );
    expect(jobOnly.isGlobal).toBe(false);
    const global = value(await save({ filterSaveName: "Shared" }), savedQuerySchema);
    expect((await save({ id: global.id, filterSaveName: "Changed" }, plain)).status).toBe(403);
    expect((await w.api.postJson("/api/globalqueries/delete", [global.id], { token: plain })).status).toBe(
      403,
    );
    expect((await w.api.postJson("/api/globalqueries/delete", [jobOnly.id], { token: w.admin })).status).toBe(
      404,
    );
    expect((await w.api.postJson("/api/globalqueries/delete", [global.id], { token: w.admin })).status).toBe(
      200,
    );
    expectBadRequest(await save({ filterSaveName: "" }), "Name is required");
    expectBadRequest(await save({ filterSaveName: "x", filters: [el("nope", "equals", "1")] }));
    expect((await save({ saveForCurrentJob: true, trackingJobNo: 999999, filterSaveName: "x" })).status).toBe(
      404,
    );
    await expectStaffOnly(w, (token) =>
      w.api.postJson(
        "/api/respondent/SaveQuery",
        { filterSaveName: "x", saveForCurrentJob: true, trackingJobNo: w.jobIds[0] },
        { token },
      ),
    );
  });
});

describe("quota impact", () => {
  it("counts filled, open, matching and overfill per quota cell of the job", async () => {
    const jobId = w.jobIds[1] ?? 0;
    for (const [name, criteria] of [
      ["Women", "gender=Female"],
      ["Free text", "half of them"],
    ])
      expect(
        (
          await w.api.postJson(
            "/api/job/quota/update",
            { jobId, name, criteria, target: 3 },
            { token: w.admin },
          )
        ).status,
      ).toBe(200);
    const women = value(
      await w.api.postJson(
        "/api/respondent/GetQueryResults",
        { filters: [el("gender", "equals", "Female")], extraIds: { jobId }, dtparams: { length: 1 } },
        { token: w.recruiter },
      ),
      queryResultsAnswerSchema,
    );
    const [cell, unreadable] = women.quotaImpact ?? [];
    expect(cell).toMatchObject({ name: "Women", target: 3, matching: women.total });
    expect(cell?.open).toBe(Math.max(3 - (cell?.filled ?? 0), 0));
    expect(cell?.overfill).toBe(Math.max(women.total - (cell?.open ?? 0), 0));
    expect(unreadable).toMatchObject({ name: "Free text", matching: null, overfill: 0 });
    const men = value(
      await w.api.postJson(
        "/api/respondent/GetQueryResults",
        { filters: [el("gender", "equals", "Male")], extraIds: { jobId } },
        { token: w.recruiter },
      ),
      queryResultsAnswerSchema,
    );
    expect(men.quotaImpact?.[0]?.matching).toBe(0);
  });
});
