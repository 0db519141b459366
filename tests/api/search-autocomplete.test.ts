import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clientSuggestionsSchema,
  jobSuggestionsSchema,
  respondentSuggestionsSchema,
  sessionSuggestionsSchema,
} from "../../server/contracts/search";
import { clients } from "../../server/db/schema/clients";
import { jobGroups, jobs } from "../../server/db/schema/jobs";
import { respondents } from "../../server/db/schema/respondents";
import { apiClient } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { makeStaff } from "./tracking-helpers";

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let auth: { token: string };
let respIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  auth = { token: (await makeStaff(server, "searcher")).token };
  const db = server.deps.db;
  const [client] = await db.insert(clients).values({ name: "Zqx Research Partners" }).returning();
  const made = await db
    .insert(jobs)
    .values(
      Array.from({ length: 7 }, (_, i) => ({
        jobNumber: `ZQ90${i}`,
        name: `Zqx beverage study ${i}`,
        clientId: client!.id,
        approvedNo: `ZPO-${i}`,
      })),
    )
    .returning({ id: jobs.id });
  await db.insert(jobGroups).values({ jobId: made[0]!.id, sessionNumber: 3, name: "Zqx evening group" });
  const rows = await db
    .insert(respondents)
    .values([
      { firstName: "Ada", lastName: "Zqx", email: "ada.zqx@search.test", mobile: "0499000111" },
      {
        firstName: "Ben",
        lastName: "Zqx",
        email: "ben.zqx@search.test",
        mobile: "0499000222",
        businessRego: true,
      },
      {
        firstName: "Cy",
        lastName: "Zqx",
        email: "cy%zqx@search.test",
        mobile: "0499000333",
        disabilityRego: true,
      },
    ])
    .returning({ id: respondents.id });
  respIds = rows.map((r) => r.id);
});
afterAll(async () => server.close());

describe("autocomplete endpoints", () => {
  it("finds jobs by number prefix, at most 5, with the suggestion shape", async () => {
    const res = await api.get("/api/search/job-number/zq90/", { ...auth, answer: jobSuggestionsSchema });
    expect(res.status).toBe(200);
    expect(res.body.value).toHaveLength(5);
    expect(res.body.value[0]).toMatchObject({ jobNumberAndName: "ZQ900 - Zqx beverage study 0" });
  });

  it("finds jobs by name (contains) and by invoice number", async () => {
    const byName = await api.get("/api/search/job-name/beverage study 6/", {
      ...auth,
      answer: jobSuggestionsSchema,
    });
    const byPart = await api.get("/api/search/job-number/Q904/", { ...auth, answer: jobSuggestionsSchema });
    expect(byPart.body.value.map((j) => j.jobNumber)).toEqual(["ZQ904"]);
    expect(byName.body.value.map((j) => j.jobNumber)).toEqual(["ZQ906"]);
    const byInv = await api.get("/api/search/job-invnumber/ZPO-3/", {
      ...auth,
      answer: jobSuggestionsSchema,
    });
    expect(byInv.body.value.map((j) => j.jobNumber)).toEqual(["ZQ903"]);
  });

  it("finds respondents by id (1 char), mobile and e-mail with their panel flags", async () => {
    const id = String(respIds[1]);
    const byId = await api.get(`/api/search/resp-id/${id}/`, {
      ...auth,
      answer: respondentSuggestionsSchema,
    });
    expect(byId.body.value.find((r) => r.id === respIds[1])).toMatchObject({
      fullName: "Ben Zqx",
      businessRego: true,
    });
    expect(
      (await api.get("/api/search/resp-id/9/", { ...auth, answer: respondentSuggestionsSchema })).status,
    ).toBe(200);

    const byMobile = await api.get("/api/search/resp-mobile/0499000/", {
      ...auth,
      answer: respondentSuggestionsSchema,
    });
    expect(byMobile.body.value.map((r) => r.id)).toEqual(respIds);

    const byEmail = await api.get(`/api/search/resp-email/${encodeURIComponent("CY%ZQX")}/`, {
      ...auth,
      answer: respondentSuggestionsSchema,
    });
    expect(byEmail.body.value).toEqual([expect.objectContaining({ id: respIds[2], disabilityRego: true })]);
    // "%" is literal, not a wildcard.
    expect(
      (
        await api.get(`/api/search/resp-email/${encodeURIComponent("%zqx")}/`, {
          ...auth,
          answer: respondentSuggestionsSchema,
        })
      ).body.value,
    ).toEqual([]);
  });

  it("serves the palette's session and client lookups", async () => {
    const sessions = await api.get("/api/search/session/evening/", {
      ...auth,
      answer: sessionSuggestionsSchema,
    });
    expect(sessions.body.value[0]).toMatchObject({ name: "Zqx evening group", sessionNumber: 3 });
    const found = await api.get("/api/search/client/zqx/", { ...auth, answer: clientSuggestionsSchema });
    expect(found.body.value.map((c) => c.name)).toEqual(["Zqx Research Partners"]);
  });

  it("answers 400 below the minimum length and for an unknown kind", async () => {
    expect(
      (await api.get("/api/search/job-number/zq9/", { ...auth, answer: jobSuggestionsSchema })).status,
    ).toBe(400);
    expect(
      (await api.get("/api/search/resp-mobile/049/", { ...auth, answer: respondentSuggestionsSchema }))
        .status,
    ).toBe(400);
    expect(
      (await api.get("/api/search/resp-email/a@b/", { ...auth, answer: respondentSuggestionsSchema })).status,
    ).toBe(400);
    expect((await api.get("/api/search/everything/abcd/", auth)).status).toBe(400);
  });

  it("is for staff only", async () => {
    expect((await api.get("/api/search/job-number/zq90/", { answer: jobSuggestionsSchema })).status).toBe(
      401,
    );
  });

  it("job-search answers the TrackingJob list shape", async () => {
    const res = await api.get<Record<string, unknown>[]>("/api/job-search/ZQ903", auth);
    expect(res.body.value).toEqual([
      expect.objectContaining({
        jobNumber: "ZQ903",
        jobName: "Zqx beverage study 3",
        jobNumberAndName: "ZQ903 - Zqx beverage study 3",
        jobNumberAndNameLink: expect.stringMatching(/^\/job\/edit\/\d+$/),
        jobApprovedNo: "ZPO-3",
        jobStatus: expect.any(String),
      }),
    ]);
  });
});

describe("palette lookups", () => {
  it("finds jobs by part of the number or the name", async () => {
    const byPart = await api.get("/api/search/job/Q905/", { ...auth, answer: jobSuggestionsSchema });
    expect(byPart.body.value.map((j) => j.jobNumber)).toEqual(["ZQ905"]);
    const byName = await api.get("/api/search/job/beverage/", { ...auth, answer: jobSuggestionsSchema });
    expect(byName.body.value).toHaveLength(5);
  });

  it("finds respondents by name, id, mobile or e-mail", async () => {
    const byName = await api.get("/api/search/respondent/ben z/", {
      ...auth,
      answer: respondentSuggestionsSchema,
    });
    expect(byName.body.value.map((r) => r.fullName)).toEqual(["Ben Zqx"]);
    const byLast = await api.get("/api/search/respondent/zqx/", {
      ...auth,
      answer: respondentSuggestionsSchema,
    });
    expect(byLast.body.value).toHaveLength(3);
    const byMobile = await api.get("/api/search/respondent/0499000333/", {
      ...auth,
      answer: respondentSuggestionsSchema,
    });
    expect(byMobile.body.value.map((r) => r.id)).toContain(respIds[2]);
    const byMail = await api.get(`/api/search/respondent/${encodeURIComponent("ada.zqx@")}/`, {
      ...auth,
      answer: respondentSuggestionsSchema,
    });
    expect(byMail.body.value.map((r) => r.id)).toEqual([respIds[0]]);
  });
});
