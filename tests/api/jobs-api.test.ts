import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { clientContactSchema } from "../../server/contracts/client-contacts";
import { clientJobSchema, venueSchema } from "../../server/contracts/clients";
import {
  jobContactSchema,
  jobDurationSchema,
  jobGroupSchema,
  jobIncentiveSchema,
  jobQuerySchema,
  jobSchema,
  jobVenueSchema,
  quotedUserSchema,
  timeAllocationSchema,
  timeSummarySchema,
  totalTimeSchema,
  userNotesSchema,
} from "../../server/contracts/jobs";
import { quotaSchema } from "../../server/contracts/quotas";
import { RIGHTS } from "../../server/contracts/rights";
import { DEMO } from "../helpers/client";
import { staffWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";
import { signedInWorld } from "../helpers/worlds";

type Row = { id: number; [k: string]: unknown };

let nobody: string;
let acmeId: number;
let otherId: number;
let jobId: number;

const w = suite(signedInWorld);
beforeAll(async () => {
  nobody = await staffWithRights(w.server, [RIGHTS.Quoting]);
  const list = await w.api.get<Row[]>("/api/clients-list", { token: w.t.admin });
  acmeId = list.body.value.find((c) => c.name === "Acme Research Co")?.id ?? 0;
  otherId = list.body.value.find((c) => c.name !== "Acme Research Co")?.id ?? 0;
});

describe("jobs", () => {
  it("creates a job with a generated number, updates, reads and validates it", async () => {
    const created = await w.api.postJson(
      "/api/job/update",
      {
        name: "Coffee habits groups",
        clientId: acmeId,
        startDate: "2026-12-01",
        endDate: "2026-12-20",
        quoteValue: "4500",
      },
      { token: w.t.recruiter, answer: jobSchema },
    );
    expect(created.body.succeeded).toBe(true);
    expect(created.body.successMsg).toBe("Successfully Saved!");
    expect(created.body.value.jobNumber).toMatch(/^J\d{2}-\d{5}$/);
    expect(created.body.value.clientName).toBe("Acme Research Co");
    expect(created.body.value.quotedBy).toEqual([DEMO.recruiter.username]);
    jobId = created.body.value.id;

    const updated = await w.api.postJson(
      "/api/job/update",
      {
        id: jobId,
        name: "Coffee habits groups",
        clientId: acmeId,
        status: "In Field",
        projectManager: DEMO.admin.username,
      },
      { token: w.t.admin, answer: jobSchema },
    );
    expect(updated.body.value).toMatchObject({ status: "In Field", projectManager: DEMO.admin.username });
    expect(
      (await w.api.get(`/api/job/${jobId}`, { token: w.t.admin, answer: jobSchema })).body.value.status,
    ).toBe("In Field");
    expect(
      (await w.api.get<Row[]>("/api/jobs", { token: w.t.admin })).body.value.some((j) => j.id === jobId),
    ).toBe(true);

    const bad = await w.api.postJson(
      "/api/job/update",
      { name: "", clientId: 0, startDate: "2026-12-20", endDate: "2026-12-01" },
      { token: w.t.admin, answer: jobSchema },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.join(" ")).toMatch(/name: Required/);
    const dates = await w.api.postJson(
      "/api/job/update",
      { name: "x", clientId: acmeId, startDate: "2026-12-20", endDate: "2026-12-01" },
      { token: w.t.admin, answer: jobSchema },
    );
    expect(dates.body.errors.join(" ")).toMatch(/End date must not be before the start date/);
    const unknown = await w.api.postJson(
      "/api/job/update",
      { name: "x", clientId: acmeId, projectManager: "ghost" },
      { token: w.t.admin, answer: jobSchema },
    );
    expect(unknown.status).toBe(200);
    expect(unknown.body.succeeded).toBe(false);
    expect(unknown.body.errors[0]).toMatch(/Unknown staff user: ghost/);
    const dup = await w.api.postJson(
      "/api/job/update",
      { name: "x", clientId: acmeId, jobNumber: created.body.value.jobNumber },
      { token: w.t.admin, answer: jobSchema },
    );
    expect(dup.body.errors[0]).toMatch(/already used/);

    expect(
      (
        await w.api.postJson(
          "/api/job/update",
          { name: "x", clientId: acmeId },
          { token: nobody, answer: jobSchema },
        )
      ).status,
    ).toBe(403);
    expect((await w.api.get(`/api/job/${jobId}`, { token: w.t.client, answer: jobSchema })).status).toBe(200);
    const foreign = await w.api.get(`/api/client-jobs/${otherId}`, {
      token: w.t.admin,
      answer: z.array(clientJobSchema),
    });
    expect(
      (await w.api.get(`/api/job/${foreign.body.value[0]?.id}`, { token: w.t.client, answer: jobSchema }))
        .status,
    ).toBe(403);
    expect(
      (
        await w.api.get(`/api/job/incentives/${jobId}`, {
          token: w.t.client,
          answer: z.array(jobIncentiveSchema),
        })
      ).status,
    ).toBe(403);
  });

  it("keeps incentives, contacts, venues, durations and time of a job", async () => {
    const inc = await w.api.postJson<Row>(
      "/api/job/incentive/update",
      { jobId, incentiveType: "Cash", amount: "120.00" },
      { token: w.t.recruiter },
    );
    expect(inc.body.value).toMatchObject({ incentiveType: "Cash", amount: 120 });
    expect(
      (
        await w.api.get(`/api/job/incentives/${jobId}`, {
          token: w.t.recruiter,
          answer: z.array(jobIncentiveSchema),
        })
      ).body.value,
    ).toHaveLength(1);
    expect(
      (
        await w.api.postJson(
          "/api/job/incentive/update",
          { jobId, incentiveType: "Cash", amount: "abc" },
          { token: w.t.recruiter },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await w.api.postJson(
          "/api/job/incentive/update",
          { jobId, incentiveType: "Cash", amount: 1 },
          { token: nobody },
        )
      ).status,
    ).toBe(403);
    expect(
      (await w.api.postJson("/api/job/incentive/delete", [inc.body.value.id], { token: w.t.recruiter })).body
        .value,
    ).toBe(1);

    const contacts = await w.api.get(`/api/client-contacts/${acmeId}`, {
      token: w.t.admin,
      answer: z.array(clientContactSchema),
    });
    const contactId = contacts.body.value[0]?.id;
    const jc = await w.api.postJson<Row>(
      "/api/job/contact/update",
      { jobId, clientContactId: contactId, contactType: "Observer" },
      { token: w.t.admin },
    );
    expect(jc.body.succeeded).toBe(true);
    expect(
      (await w.api.get(`/api/job/contacts/${jobId}`, { token: w.t.admin, answer: z.array(jobContactSchema) }))
        .body.value[0]?.name,
    ).toBeTruthy();
    const foreignContact = (
      await w.api.get(`/api/client-contacts/${otherId}`, {
        token: w.t.admin,
        answer: z.array(clientContactSchema),
      })
    ).body.value[0]?.id;
    const wrong = await w.api.postJson(
      "/api/job/contact/update",
      { jobId, clientContactId: foreignContact, contactType: "Observer" },
      { token: w.t.admin },
    );
    expect(wrong.body.succeeded).toBe(false);
    expect(
      (await w.api.postJson("/api/job/contact/delete", [jc.body.value.id], { token: w.t.admin })).body.value,
    ).toBe(1);

    const venues = await w.api.get(`/api/client-venues-plus-global/${acmeId}`, {
      token: w.t.admin,
      answer: z.array(venueSchema),
    });
    const venueId = venues.body.value[0]?.id;
    const jv = await w.api.postJson<Row>("/api/job-venue/update", { jobId, venueId }, { token: w.t.admin });
    expect(jv.body.succeeded).toBe(true);
    expect(
      (await w.api.get(`/api/job/venues/${jobId}`, { token: w.t.admin, answer: z.array(jobVenueSchema) }))
        .body.value[0]?.venueName,
    ).toBeTruthy();
    expect(
      (await w.api.postJson("/api/job/venue/delete", { ids: [jv.body.value.id] }, { token: w.t.admin })).body
        .value,
    ).toBe(1);
    const jv2 = await w.api.postJson<Row>("/api/job/venue/update", { jobId, venueId }, { token: w.t.admin });
    expect(
      (await w.api.postJson("/api/job-venue/delete", [jv2.body.value.id], { token: w.t.admin })).body.value,
    ).toBe(1);

    const durations = await w.api.postJson<Row[]>(
      "/api/job/duration/update",
      [
        { minutes: 60, incentiveAmount: 100 },
        { minutes: 90, incentiveAmount: 150 },
      ],
      { token: w.t.admin },
      { jobId: String(jobId) },
    );
    expect(durations.body.value.map((d) => d.minutes)).toEqual([60, 90]);
    const keepOne = await w.api.postJson<Row[]>(
      "/api/job/duration/update",
      [{ id: durations.body.value[1]?.id, minutes: 120 }],
      { token: w.t.admin },
      { jobId: String(jobId) },
    );
    expect(keepOne.body.value.map((d) => d.minutes)).toEqual([120]);
    expect(
      (
        await w.api.get(`/api/job/durations/${jobId}`, {
          token: w.t.admin,
          answer: z.array(jobDurationSchema),
        })
      ).body.value,
    ).toHaveLength(1);
    expect(
      (
        await w.api.postJson(
          "/api/job/duration/update",
          [{ minutes: 0 }],
          { token: w.t.admin },
          { jobId: String(jobId) },
        )
      ).status,
    ).toBe(400);

    expect(
      (
        await w.api.get(`/api/job/time-allocation/${jobId}`, {
          token: w.t.admin,
          answer: z.array(timeAllocationSchema),
        })
      ).body.value,
    ).toEqual([]);
    expect(
      (
        await w.api.get(`/api/job/time-allocation-summary/${jobId}`, {
          token: w.t.admin,
          answer: z.array(timeSummarySchema),
        })
      ).body.value,
    ).toEqual([]);
    expect(
      (await w.api.get(`/api/job/total-time/${jobId}`, { token: w.t.admin, answer: totalTimeSchema })).body
        .value,
    ).toEqual({
      allocatedMinutes: 0,
      spentMinutes: 0,
    });
    expect(
      (await w.api.get(`/api/job/queries/${jobId}`, { token: w.t.admin, answer: z.array(jobQuerySchema) }))
        .body.value,
    ).toEqual([]);
    expect(
      (await w.api.get(`/api/jobgroups/${jobId}`, { token: w.t.admin, answer: z.array(jobGroupSchema) })).body
        .value,
    ).toEqual([]);
    expect(
      (await w.api.get(`/api/job/standby-respondents/${jobId}`, { token: w.t.admin })).body.value,
    ).toEqual([]);
    expect((await w.api.get(`/api/job/all-respondents/${jobId}`, { token: w.t.admin })).body.value).toEqual(
      [],
    );
    expect(
      (
        await w.api.postForm(
          "/api/job/jobschedules",
          { jobId: String(jobId), sessionNumber: "1" },
          { token: w.t.admin },
        )
      ).body.value,
    ).toEqual([]);
    expect((await w.api.get("/api/job/total-time/999999", { token: w.t.admin })).status).toBe(404);
  });

  it("allocates jobs and builds survey links", async () => {
    const toAllocate = await w.api.get<Row[]>("/api/GetJobsTobeAllocated", { token: w.t.recruiter });
    expect(toAllocate.status).toBe(200);
    const roster = await w.api.postForm<Row>(
      "/api/job/RosterAllocate",
      { username: DEMO.recruiter.username, jobId: String(jobId) },
      { token: w.t.recruiter },
    );
    expect(roster.body.value.recruiters).toContain(DEMO.recruiter.username);
    const alloc = await w.api.postJson(
      "/api/job/allocate",
      { jobIds: [jobId], projectManager: DEMO.recruiter.username },
      { token: w.t.admin },
    );
    expect(alloc.body.value).toBe(1);
    expect((await w.api.postJson("/api/job/allocate", { jobIds: [] }, { token: w.t.admin })).status).toBe(
      400,
    );
    expect(
      (
        await w.api.get(`/api/user-notes/${DEMO.recruiter.username}`, {
          token: w.t.admin,
          answer: userNotesSchema,
        })
      ).body.value.username,
    ).toBe(DEMO.recruiter.username);
    const quoted = await w.api.get(`/api/job/getJobQuotedUsers/${jobId}`, {
      token: nobody,
      answer: z.array(quotedUserSchema),
    });
    expect(quoted.body.value.map((u) => u.username)).toEqual([DEMO.recruiter.username]);
    const link = await w.api.postForm<string>(
      "/api/job/generatelink",
      { provider: "Qualtrics", link: "https://survey.test/s/1?x=1" },
      { token: w.t.admin },
    );
    expect(link.body.value).toBe("https://survey.test/s/1?x=1&ResID=[ResID]");
    expect(
      (
        await w.api.postForm(
          "/api/job/generatelink",
          { provider: "Qualtrics", link: "not a url" },
          { token: w.t.admin },
        )
      ).status,
    ).toBe(400);
  });
});

describe("job status", () => {
  it("sets one status on several jobs, refuses a status not in the JobStatus list, and guards the right", async () => {
    const jobs = (await w.api.get<Row[]>("/api/jobs", { token: w.t.admin })).body.value
      .slice(0, 2)
      .map((j) => j.id);
    const set = await w.api.postJson(
      "/api/job/status",
      { jobIds: jobs, status: "On Hold" },
      { token: w.t.admin },
    );
    expect(set.body).toMatchObject({ succeeded: true, value: 2, successMsg: "Successfully Saved!" });
    for (const id of jobs) {
      expect(
        (await w.api.get(`/api/job/${id}`, { token: w.t.admin, answer: jobSchema })).body.value.status,
      ).toBe("On Hold");
    }
    const unknown = await w.api.postJson(
      "/api/job/status",
      { jobIds: jobs, status: "Finished" },
      { token: w.t.admin },
    );
    expect(unknown.body).toMatchObject({ succeeded: false, errors: ["Finished is not a job status."] });
    const missing = await w.api.postJson(
      "/api/job/status",
      { jobIds: [jobs[0], 999999], status: "Open" },
      { token: w.t.admin },
    );
    expect(missing.status).toBe(404);
    expect(
      (await w.api.get(`/api/job/${jobs[0]}`, { token: w.t.admin, answer: jobSchema })).body.value.status,
    ).toBe("On Hold");
    expect(
      (await w.api.postJson("/api/job/status", { jobIds: [], status: "Open" }, { token: w.t.admin })).status,
    ).toBe(400);
    expect(
      (await w.api.postJson("/api/job/status", { jobIds: jobs, status: "Open" }, { token: nobody })).status,
    ).toBe(403);
    expect(
      (await w.api.postJson("/api/job/status", { jobIds: jobs, status: "Open" }, { token: w.t.client }))
        .status,
    ).toBe(403);
  });
});

describe("quotas", () => {
  it("saves, lists, deletes and clears quotas", async () => {
    const q = await w.api.postJson<Row>(
      "/api/job/quota/update",
      { jobId, name: "Women 18-34", target: 6 },
      { token: w.t.admin },
    );
    expect(q.body.value).toMatchObject({ name: "Women 18-34", target: 6, achieved: 0, jobGroupId: null });
    await w.api.postJson(
      "/api/job/quota/update",
      { jobId, name: "Men 18-34", target: 6 },
      { token: w.t.admin },
    );
    expect(
      (await w.api.get(`/api/job/quotas/${jobId}`, { token: w.t.admin, answer: z.array(quotaSchema) })).body
        .value,
    ).toHaveLength(2);
    expect(
      (await w.api.postJson("/api/job/quota/update", { jobId, name: "x", target: -1 }, { token: w.t.admin }))
        .status,
    ).toBe(400);
    expect(
      (await w.api.postJson("/api/job/quota/update", { jobId, name: "x", target: 1 }, { token: nobody }))
        .status,
    ).toBe(403);
    expect(
      (await w.api.postJson("/api/job/quota/delete", [q.body.value.id], { token: w.t.admin })).body.value,
    ).toBe(1);
    const cleared = await w.api.postJson("/api/job/quota/clear/", { jobId }, { token: w.t.admin });
    expect(cleared.body.value).toBe(1);
    expect(
      (await w.api.get(`/api/job/quotas/${jobId}`, { token: w.t.admin, answer: z.array(quotaSchema) })).body
        .value,
    ).toEqual([]);
    expect((await w.api.get("/api/jobgroup/quotas/999999", { token: w.t.admin })).status).toBe(404);
  });

  it("deletes jobs", async () => {
    expect((await w.api.postJson("/api/job/delete", [jobId], { token: nobody })).status).toBe(403);
    expect((await w.api.postJson("/api/job/delete", [jobId], { token: w.t.admin })).body.value).toBe(1);
    expect((await w.api.get(`/api/job/${jobId}`, { token: w.t.admin, answer: jobSchema })).status).toBe(404);
  });
});
