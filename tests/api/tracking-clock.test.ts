import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentlyTrackingSchema, workingHoursSchema } from "../../server/contracts/tracking";
import { jobs } from "../../server/db/schema/jobs";
import { staffShifts } from "../../server/db/schema/staff-office";
import { apiClient } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { makeStaff } from "./tracking-helpers";

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let alice: Awaited<ReturnType<typeof makeStaff>>;
let bob: Awaited<ReturnType<typeof makeStaff>>;
let jobA: number;
let jobB: number;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  alice = await makeStaff(server, "alice-track");
  bob = await makeStaff(server, "bob-track");
  const rows = await server.deps.db
    .insert(jobs)
    .values([
      { jobNumber: "TRK0001", name: "A very long job name that certainly exceeds forty-three chars" },
      { jobNumber: "TRK0002", name: "Short job" },
    ])
    .returning({ id: jobs.id });
  jobA = rows[0]!.id;
  jobB = rows[1]!.id;
});
afterAll(async () => server.close());

describe("job tracking", () => {
  it("starts, reports and stops tracking for the signed-in user", async () => {
    const auth = { token: alice.token };
    expect((await api.get(`/api/job/currently-tracking/${alice.id}`, auth)).body.value).toBeNull();

    const started = await api.postJson(
      "/api/job/start-tracking",
      { username: alice.username, jobid: jobA },
      auth,
    );
    expect(started.status).toBe(200);
    expect(started.body.succeeded).toBe(true);
    expect(started.body.value).toMatchObject({
      jobId: jobA,
      jobNumberAndName: expect.stringMatching(/^TRK0001 - /),
    });
    expect(started.body.successMsg).toMatch(/job has been tracked\.$/);

    const current = await api.get(`/api/job/currently-tracking/${encodeURIComponent(alice.email)}`, auth);
    expect(current.body.value).toMatchObject({ jobId: jobA, isSmsAutoWorking: expect.any(Boolean) });

    // Tracking another job replaces the first: one open entry per user.
    await api.postJson("/api/job/start-tracking", { username: alice.id, jobid: jobB }, auth);
    expect((await api.get(`/api/job/currently-tracking/${alice.id}`, auth)).body.value).toMatchObject({
      jobId: jobB,
    });

    const stopped = await api.postJson(
      "/api/job/stop-tracking",
      { username: alice.username, jobid: jobB },
      auth,
    );
    expect(stopped.body).toMatchObject({
      succeeded: true,
      successMsg: "TRK0002 - Short job job has been stopped tracking.",
    });
    expect((await api.get(`/api/job/currently-tracking/${alice.id}`, auth)).body.value).toBeNull();

    const again = await api.postJson(
      "/api/job/stop-tracking",
      { username: alice.username, jobid: jobB },
      auth,
    );
    expect(again.body.succeeded).toBe(false);
  });

  it("answers a business failure for an unknown job and 400 for a bad body", async () => {
    const auth = { token: alice.token };
    const unknown = await api.postJson(
      "/api/job/start-tracking",
      { username: alice.id, jobid: 999999 },
      auth,
    );
    expect(unknown.status).toBe(200);
    expect(unknown.body.succeeded).toBe(false);
    const bad = await api.postJson("/api/job/start-tracking", { username: alice.id, jobid: "x" }, auth);
    expect(bad.status).toBe(400);
  });

  it("refuses another user's name in the path or body, and anonymous callers", async () => {
    const auth = { token: alice.token };
    expect((await api.get(`/api/job/currently-tracking/${bob.id}`, auth)).status).toBe(403);
    expect((await api.get(`/api/GetWorkingHours/${bob.username}`, auth)).status).toBe(403);
    expect((await api.get(`/api/ClockOn/${bob.id}`, auth)).status).toBe(403);
    const res = await api.postJson("/api/job/start-tracking", { username: bob.username, jobid: jobA }, auth);
    expect(res.status).toBe(403);
    expect(
      (
        await api.get(`/api/job/currently-tracking/${bob.id}`, {
          token: bob.token,
          answer: currentlyTrackingSchema,
        })
      ).body.value,
    ).toBeNull();
    expect((await api.get(`/api/GetWorkingHours/${alice.id}`, { answer: workingHoursSchema })).status).toBe(
      401,
    );
  });
});

describe("clock on and off", () => {
  it("moves OUT → IN → OUT, and clock-off stops tracking", async () => {
    const auth = { token: bob.token };
    const first = await api.get(`/api/GetWorkingHours/${bob.id}`, auth);
    expect(first.body.value).toEqual({ statusString: "OUT", hoursString: "0:00", rosteredShift: null });

    const on = await api.get(`/api/ClockOn/${bob.username}`, auth);
    expect(on.body.value).toMatchObject({
      statusString: "IN",
      hoursString: expect.stringMatching(/^\d+:\d\d$/),
    });
    // A second clock-on is harmless.
    expect((await api.get(`/api/ClockOn/${bob.id}`, auth)).body.value).toMatchObject({ statusString: "IN" });

    await api.postJson("/api/job/start-tracking", { username: bob.id, jobid: jobA }, auth);
    const off = await api.get(`/api/ClockOff/${bob.id}`, auth);
    expect(off.body.value).toMatchObject({ statusString: "OUT" });
    expect((await api.get(`/api/job/currently-tracking/${bob.id}`, auth)).body.value).toBeNull();
  });

  it("refuses non-staff roles", async () => {
    const res = await api.get(`/api/GetWorkingHours/1`, { token: "not-a-token", answer: workingHoursSchema });
    expect(res.status).toBe(401);
  });
});

describe("the rostered shift in the working hours (the clock-in question's cue, decision 259)", () => {
  it("answers the published shift in progress, else the next within 12 hours; never a draft or another's", async () => {
    const db = server.deps.db;
    const now = server.deps.now().getTime();
    const at = (hours: number) => new Date(now + hours * 3600_000);
    const shift = (staffUserId: number, from: number, to: number, status: "draft" | "published") => ({
      staffUserId,
      startsAt: at(from),
      endsAt: at(to),
      status,
      createdBy: staffUserId,
    });
    const ask = async () =>
      (await api.get(`/api/GetWorkingHours/${alice.id}`, { token: alice.token, answer: workingHoursSchema }))
        .body.value?.rosteredShift;
    // Someone else's shift now, a draft of hers now, a published one 13 hours away: none counts.
    await db
      .insert(staffShifts)
      .values([
        shift(bob.id, -1, 3, "published"),
        shift(alice.id, -1, 3, "draft"),
        shift(alice.id, 13, 15, "published"),
      ]);
    expect(await ask()).toBeNull();

    const [later] = await db
      .insert(staffShifts)
      .values(shift(alice.id, 5, 8, "published"))
      .returning({ id: staffShifts.id });
    expect(await ask()).toEqual({
      id: later!.id,
      startsAt: at(5).toISOString(),
      endsAt: at(8).toISOString(),
    });

    const [current] = await db
      .insert(staffShifts)
      .values(shift(alice.id, -2, 1, "published"))
      .returning({ id: staffShifts.id });
    expect(await ask()).toMatchObject({ id: current!.id, startsAt: at(-2).toISOString() });
  });
});
