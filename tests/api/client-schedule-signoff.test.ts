import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clearSignoffAnswerSchema,
  clientScheduleBySessionSchema,
  clientScheduleListSchema,
  scheduleViewPageSchema,
  staffScheduleBySessionSchema,
} from "../../server/contracts/sessions/client-schedule";
import { eventCreateAnswerSchema } from "../../server/contracts/sessions/events";
import { BEFORE_BOOKING } from "../../server/contracts/sessions/signoff-states";
import { clientScheduleViews } from "../../server/db/schema/client-portal";
import { configItems } from "../../server/db/schema/config";
import { jobs } from "../../server/db/schema/jobs";
import { respondentEvents } from "../../server/db/schema/respondents";
import { bookingHistory } from "../../server/db/schema/sessions";
import { demoClientJob } from "./client-helpers";
import { makeSession, makeSlot, sessionsWorld, value } from "./sessions-helpers";

/**
 * The client's sign-off of recruits (decision 212) and the schedule access log (decision 213):
 * the job-schedules flag closes the calls to clients, a client approves or asks to replace its
 * own company's booked respondents (a reason required), the recruiter's attendee list carries the
 * decision, staff clear it, and every client read of a schedule is logged.
 */

let w: Awaited<ReturnType<typeof sessionsWorld>>;
let clientId = 0;
let jobId = 0;
let sessionId = 0;
let eventIds: number[] = [];
let foreignEventId = 0;

const row = clientScheduleListSchema.element;
const approve = (eventId: number, token = w.client) =>
  w.api.postJson("/api/event/client-approve", { eventId }, { token, answer: row });
const replace = (eventId: number, reason: unknown, token = w.client) =>
  w.api.postJson("/api/event/client-replace", { eventId, reason }, { token, answer: row });
const setFlag = (on: boolean) =>
  w.server.handle.db
    .update(configItems)
    .set({ value: on ? "true" : "false" })
    .where(eq(configItems.key, "IsJobSchedulesConfiguration"));
const bySession = (token: string, extra: Record<string, string> = {}) =>
  w.api.postForm("/api/client-contact-jobschedule-by-session", { jobid: String(jobId), ...extra }, { token });
const views = () =>
  w.server.handle.db.select().from(clientScheduleViews).where(eq(clientScheduleViews.clientId, clientId));

async function bookInto(job: number, people: number[]) {
  const s = await makeSession(w.api, w.recruiter, job, { requiredPlaces: 10 });
  const slot = await makeSlot(w.api, w.recruiter, s.id, s.startsAt ?? "", 1, 10);
  const created = value(
    await w.book({ jobId: job, jobGroupId: s.id, jobGroupTimeId: slot.id, respondentIds: people }),
    eventCreateAnswerSchema,
  );
  return { sessionId: s.id, eventIds: created.created.map((e) => e.eventId) };
}

beforeAll(async () => {
  w = await sessionsWorld();
  const db = w.server.handle.db;
  ({ clientId, jobId } = await demoClientJob(db));
  const mine = await bookInto(jobId, w.people.slice(0, 4));
  sessionId = mine.sessionId;
  eventIds = mine.eventIds;
  // The fourth is on standby: no place held, nothing to sign off.
  await db
    .update(respondentEvents)
    .set({ status: "Standby" })
    .where(eq(respondentEvents.id, eventIds[3] ?? 0));
  const [other] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(ne(jobs.clientId, clientId)))
    .limit(1);
  foreignEventId = (await bookInto(other?.id ?? 0, w.people.slice(4, 5))).eventIds[0] ?? 0;
  expect(eventIds).toHaveLength(4);
}, 60_000);
afterAll(() => w?.server.close());

describe("the job-schedules flag", () => {
  it("off: every schedule and sign-off call answers a client 403; staff still read", async () => {
    await setFlag(false);
    try {
      expect((await bySession(w.client)).status).toBe(403);
      expect(
        (await w.api.postForm("/api/job/jobschedules", { jobId: String(jobId) }, { token: w.client })).status,
      ).toBe(403);
      expect((await approve(eventIds[0] ?? 0)).status).toBe(403);
      expect((await replace(eventIds[0] ?? 0, "Too young")).status).toBe(403);
      expect((await bySession(w.recruiter)).status).toBe(200);
    } finally {
      await setFlag(true);
    }
    expect((await bySession(w.client)).status).toBe(200);
  });
});

describe("client sign-off", () => {
  it("approves a booked respondent; the recruiter's attendee list shows it", async () => {
    const answer = await approve(eventIds[0] ?? 0);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ eventId: eventIds[0], clientSignoff: "Approved" });
    expect(answer.body.value.clientSignoffBy).toBeTruthy();
    const attendee = (await w.attendees(sessionId)).find((a) => a.eventId === eventIds[0]);
    expect(attendee?.clientSignoff).toBe("Approved");
    expect(attendee?.clientSignoffReason).toBeNull();
  });

  it("asks to replace only with a reason of at most 500 characters", async () => {
    const id = eventIds[1] ?? 0;
    expect(
      (await w.api.postJson("/api/event/client-replace", { eventId: id }, { token: w.client })).status,
    ).toBe(400);
    expect((await replace(id, "   ")).status).toBe(400);
    expect((await replace(id, "x".repeat(501))).status).toBe(400);
    const answer = await replace(id, "Works for a competitor");
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      clientSignoff: "Replace requested",
      clientSignoffReason: "Works for a competitor",
    });
    const attendee = (await w.attendees(sessionId)).find((a) => a.eventId === id);
    expect(attendee).toMatchObject({
      clientSignoff: "Replace requested",
      clientSignoffReason: "Works for a competitor",
    });
  });

  it("a later decision replaces the earlier one; each is in the booking's history", async () => {
    const id = eventIds[2] ?? 0;
    await replace(id, "Too young");
    const again = await approve(id);
    expect(again.body.value).toMatchObject({ clientSignoff: "Approved", clientSignoffReason: null });
    const history = await w.server.handle.db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.eventId, id));
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining(["Client asked for a replacement", "Client approved"]),
    );
    expect(history.find((h) => h.action === "Client asked for a replacement")?.reason).toBe("Too young");
  });

  it("refuses a booking that holds no place, another company's booking, staff and unknown ids", async () => {
    const standby = await approve(eventIds[3] ?? 0);
    expect(standby.status).toBe(200);
    expect(standby.body.succeeded).toBe(false);
    expect(standby.body.errors.join(" ")).toContain("booked or confirmed");
    expect((await approve(foreignEventId)).status).toBe(403);
    expect((await replace(foreignEventId, "Not ours")).status).toBe(403);
    expect((await approve(eventIds[0] ?? 0, w.recruiter)).status).toBe(403);
    expect((await approve(99_999_999)).status).toBe(404);
    expect((await w.api.postJson("/api/event/client-approve", { eventId: eventIds[0] })).status).toBe(401);
  });

  it("staff clear a decision; clients cannot", async () => {
    const id = eventIds[0] ?? 0;
    expect(
      (await w.api.postJson("/api/event/client-signoff/clear", { ids: [id] }, { token: w.client })).status,
    ).toBe(403);
    const cleared = value(
      await w.api.postJson("/api/event/client-signoff/clear", { ids: [id] }, { token: w.recruiter }),
      clearSignoffAnswerSchema,
    );
    expect(cleared.cleared).toEqual([id]);
    expect((await w.attendees(sessionId)).find((a) => a.eventId === id)?.clientSignoff).toBeNull();
    await approve(id);
  });

  it("leaves the recruitment stages out of a client's schedule; staff see them", async () => {
    const db = w.server.handle.db;
    const id = eventIds[3] ?? 0;
    await db.update(respondentEvents).set({ status: "Qualified" }).where(eq(respondentEvents.id, id));
    try {
      const client = value(await bySession(w.client), clientScheduleBySessionSchema);
      expect(client.flatMap((g) => g.rows.map((r) => r.eventId))).not.toContain(id);
      const staff = value(await bySession(w.recruiter), staffScheduleBySessionSchema);
      expect(staff.flatMap((g) => g.rows.map((r) => r.eventId))).toContain(id);
    } finally {
      await db.update(respondentEvents).set({ status: "Standby" }).where(eq(respondentEvents.id, id));
    }
  });

  it("the client's schedule carries the sign-off in the projection", async () => {
    const groups = value(await bySession(w.client), clientScheduleBySessionSchema);
    const rows = groups.find((g) => g.jobGroupId === sessionId)?.rows ?? [];
    expect(rows.find((r) => r.eventId === eventIds[1])).toMatchObject({
      clientSignoff: "Replace requested",
      clientSignoffReason: "Works for a competitor",
    });
  });
});

describe("the schedule access log", () => {
  it("writes a row per client read of a schedule (page, export, either call), none for staff", async () => {
    const before = (await views()).length;
    await bySession(w.client, { sessionNumber: "0" });
    await w.api.postForm(
      "/api/job/jobschedules",
      { jobId: String(jobId), purpose: "export" },
      { token: w.client },
    );
    await bySession(w.recruiter);
    const after = (await views()).sort((a, b) => a.id - b.id);
    expect(after).toHaveLength(before + 2);
    const [page, exported] = after.slice(-2);
    const rows = value(await bySession(w.recruiter), staffScheduleBySessionSchema);
    // What a client is shown: every booking but the recruitment stages.
    const total = rows.reduce(
      (n, g) => n + g.rows.filter((r) => !BEFORE_BOOKING.includes(r.status)).length,
      0,
    );
    expect(page).toMatchObject({ kind: "view", jobId, rowCount: total, contactName: expect.any(String) });
    expect(page?.sessionIds).toContain(sessionId);
    expect(page?.jobLabel).toContain(" - ");
    expect(exported).toMatchObject({ kind: "export", jobId, rowCount: total });
  });

  it("staff with the client right read it on the client record, newest first, paged", async () => {
    await bySession(w.client);
    const page = value(
      await w.api.get(`/api/client-schedule-views/${clientId}?start=0&length=2`, { token: w.admin }),
      scheduleViewPageSchema,
    );
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBe((await views()).length);
    const [first, second] = page.rows;
    expect(Date.parse(first?.at ?? "")).toBeGreaterThanOrEqual(Date.parse(second?.at ?? ""));
    const next = value(
      await w.api.get(`/api/client-schedule-views/${clientId}?start=2&length=2`, { token: w.admin }),
      scheduleViewPageSchema,
    );
    expect(next.rows.map((r) => r.id)).not.toContain(first?.id);
    expect((await w.api.get(`/api/client-schedule-views/${clientId}`, { token: w.client })).status).toBe(403);
    expect((await w.api.get(`/api/client-schedule-views/99999999`, { token: w.admin })).status).toBe(404);
    expect(
      (await w.api.get(`/api/client-schedule-views/${clientId}?length=0`, { token: w.admin })).status,
    ).toBe(400);
  });
});
