import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  attendeeListSchema,
  eventCreateAnswerSchema,
  undoAnswerSchema,
} from "../../server/contracts/sessions/events";
import { staffWithRights } from "../helpers/staff-with-rights";
import { expectBadRequest } from "./auth-helpers";
import { bulk, expectRefusal, makeSession, sessionsWorld, value } from "./sessions-helpers";

let w: Awaited<ReturnType<typeof sessionsWorld>>;
beforeAll(async () => {
  w = await sessionsWorld();
});
afterAll(() => w?.server.close());

const job = () => w.jobRows[1]?.id ?? 0;
const post = (path: string, json: unknown, token = w.recruiter) =>
  w.api.postJson(`/api/event/${path}`, json, { token });
/** The session's attendees and its standby list, together. */
const attendeesOf = async (id: number) => {
  const get = async (path: string) =>
    value(await w.api.get(path, { token: w.recruiter }), attendeeListSchema);
  const rows = [
    ...(await get(`/api/job/qual-respondents/${id}`)),
    ...(await get(`/api/job/standby-respondents/${job()}?sessionId=${id}`)),
  ];
  return rows.sort((a, b) => a.eventId - b.eventId);
};
const statusOf = async (sessionId: number, ids: number[]) => {
  const rows = await attendeesOf(sessionId);
  return ids.map((id) => rows.find((r) => r.eventId === id)?.status);
};

/** A future session with `people` booked (overflow to standby when places are set). */
async function booked(people: number[], places: { requiredPlaces?: number; standbyPlaces?: number }) {
  const s = await makeSession(w.api, w.recruiter, job(), places);
  const made = value(
    await post("create", { jobId: job(), jobGroupId: s.id, respondentIds: people }),
    eventCreateAnswerSchema,
  );
  return { s, ids: made.created.map((c) => c.eventId), made };
}

describe("POST /api/event/SetStatus (Booked, Standby, Confirmed in bulk, decision 196)", () => {
  it("moves N attendees in one request and one undo batch, and one undo restores all N", async () => {
    const { s, ids } = await booked(w.people.slice(0, 3), { standbyPlaces: 5 });
    const before = await attendeesOf(s.id);
    const moved = bulk(await post("SetStatus", { ids, status: "Standby" }));
    expect(moved.changed.sort()).toEqual([...ids].sort());
    expect(moved.skipped).toEqual([]);
    expect(await statusOf(s.id, ids)).toEqual(["Standby", "Standby", "Standby"]);

    const undone = value(await post("undo", { batchId: moved.batchId }), undoAnswerSchema);
    expect(undone.restored).toBe(3);
    expect(await attendeesOf(s.id)).toEqual(before);

    const confirmed = bulk(await post("SetStatus", { ids, status: "Confirmed" }));
    expect(confirmed.changed).toHaveLength(3);
    const rows = await attendeesOf(s.id);
    for (const id of ids) expect(rows.find((r) => r.eventId === id)?.status).toBe("Confirmed");
    // Nothing changed is a refusal with the row's reason, as for outcomes.
    expectRefusal(
      await post("SetStatus", { ids: ids.slice(0, 1), status: "Confirmed" }),
      "Already confirmed.",
    );
  });

  it("counts places taken within the one request: a session of one place books one of three", async () => {
    const { s, ids, made } = await booked(w.people.slice(3, 6), { requiredPlaces: 1, standbyPlaces: 3 });
    expect(made.created.map((c) => c.status)).toEqual(["Booked", "Standby", "Standby"]);
    bulk(await post("SetStatus", { ids: ids.slice(0, 1), status: "Standby" }));
    expect(await statusOf(s.id, ids)).toEqual(["Standby", "Standby", "Standby"]);

    const answer = bulk(await post("SetStatus", { ids, status: "Booked" }));
    expect(answer.changed).toEqual([ids[0]]);
    expect(answer.skipped).toHaveLength(2);
    for (const skip of answer.skipped) expect(skip.reason).toContain("is full (1 of 1 booked)");
    expect(await statusOf(s.id, ids)).toEqual(["Booked", "Standby", "Standby"]);
  });

  it("counts standby places within the one request and skips what the state machine refuses", async () => {
    const { s, ids } = await booked(w.people.slice(6, 10), { standbyPlaces: 2 });
    bulk(await post("RecordOutcome", { ids: ids.slice(3), status: "Declined" }));
    const answer = bulk(await post("SetStatus", { ids, status: "Standby" }));
    expect(answer.changed).toEqual(ids.slice(0, 2));
    expect(answer.skipped).toEqual([
      { id: ids[2], reason: expect.stringContaining("standby list is full (2 of 2)") },
      { id: ids[3], reason: expect.stringContaining("Cannot move from Declined") },
    ]);
    expect(await statusOf(s.id, ids)).toEqual(["Standby", "Standby", "Booked", "Declined"]);
    const none = await post("SetStatus", { ids: [999999], status: "Booked" });
    expect(none.body.succeeded).toBe(false);
    expect(none.body.errors.join(" ")).toContain("Booking not found");
  });

  it("answers 400 for bad input, 401 without a sign-in and 403 without the JobAdmin right", async () => {
    expectBadRequest(await post("SetStatus", { ids: [], status: "Booked" }));
    expectBadRequest(await post("SetStatus", { ids: [1] }), "status");
    expectBadRequest(await post("SetStatus", { ids: [1], status: "Attended" }), "status");
    expectBadRequest(await post("SetStatus", { ids: ["x"], status: "Booked" }));
    expect((await w.api.postJson("/api/event/SetStatus", { ids: [1], status: "Booked" }, {})).status).toBe(
      401,
    );
    const nobody = await staffWithRights(w.server, []);
    expect((await post("SetStatus", { ids: [1], status: "Booked" }, nobody)).status).toBe(403);
    expect((await post("SetStatus", { ids: [1], status: "Booked" }, w.me)).status).toBe(403);
  });
});
