import { describe, expect, it } from "vitest";
import {
  attendeeListSchema,
  eventCreateAnswerSchema,
  undoAnswerSchema,
} from "../../server/contracts/sessions/events";
import { staffWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";
import { expectBadRequest } from "./auth-helpers";
import { bulk, expectRefusal, sessionsWorld, startedSession, value } from "./sessions-helpers";

const w = suite(sessionsWorld);

const job = () => w.jobRows[1]?.id ?? 0;
const post = (path: string, json: unknown, fields?: Record<string, string>) =>
  w.api.postJson(`/api/event/${path}`, json, { token: w.recruiter }, fields);
const attendeesOf = async (id: number) =>
  value(await w.api.get(`/api/job/qual-respondents/${id}`, { token: w.recruiter }), attendeeListSchema);

/** A session with `count` fresh bookings; answers the session and the booking (event) ids. */
async function booked(count: number, from: number) {
  const s = await startedSession(w.api, w.recruiter, job());
  const made = value(
    await post("create", {
      jobId: job(),
      jobGroupId: s.id,
      respondentIds: w.people.slice(from, from + count),
    }),
    eventCreateAnswerSchema,
  );
  return { s, ids: made.created.map((c) => c.eventId) };
}

describe("POST /api/event/RecordOutcome (bulk status of attendees)", () => {
  it("moves every booking in one undo batch, counts no-shows, and undo restores exactly", async () => {
    const { s, ids } = await booked(3, 24);
    bulk(await post("ConfirmAttendance", ids.slice(0, 1)));
    const before = await attendeesOf(s.id);
    const noShow = bulk(await post("RecordOutcome", ids.slice(0, 2), { status: "No show", reason: "Rain" }));
    expect(noShow.changed.sort()).toEqual(ids.slice(0, 2).sort());
    expect(noShow.batchId).toEqual(expect.any(Number));
    const after = await attendeesOf(s.id);
    for (const id of ids.slice(0, 2)) {
      const row = after.find((a) => a.eventId === id);
      expect(row?.status).toBe("No show");
      expect(row?.noShowCount).toBe(1);
    }
    expect(after.find((a) => a.eventId === ids[2])?.status).toBe("Booked");

    value(await post("undo", { batchId: noShow.batchId }), undoAnswerSchema);
    expect(await attendeesOf(s.id)).toEqual(before);
  });

  it("takes a JSON body {ids, status} too and skips rows the state machine refuses, saying why", async () => {
    const { s, ids } = await booked(2, 28);
    const attended = bulk(await post("RecordOutcome", { ids: ids.slice(0, 1), status: "Attended" }));
    expect(attended).toMatchObject({ changed: [ids[0]], skipped: [] });
    const declined = bulk(await post("RecordOutcome", { ids: [ids[1]], status: "Declined" }));
    expect(declined.changed).toEqual([ids[1]]);
    // Declined → Attended is not a move of the state machine; nothing changes, so it is refused.
    expectRefusal(
      await post("RecordOutcome", { ids: [ids[1]], status: "Attended" }),
      "Cannot move from Declined",
    );
    // Some refused, some moved: the moved ones change, the refused ones are listed.
    const part = bulk(await post("RecordOutcome", { ids, status: "Wrong profile" }));
    expect(part.changed).toEqual([ids[0]]);
    expect(part.skipped).toEqual([{ id: ids[1], reason: "Cannot move from Declined to Wrong profile." }]);
    expect((await attendeesOf(s.id)).find((a) => a.eventId === ids[0])?.status).toBe("Wrong profile");
  });

  it("refuses a paid attendee's move away from a payable status and a booking that does not exist", async () => {
    const { ids } = await booked(1, 31);
    bulk(await post("RecordOutcome", ids, { status: "Attended" }));
    bulk(await post("PostIncentive", ids, { incentive: "50" }));
    bulk(await post("RecordPaymentForQualifiedResp", ids));
    // Completed is payable too: the paid attendee may move there, not to No show.
    bulk(await post("RecordOutcome", ids, { status: "Completed" }));
    expectRefusal(await post("RecordOutcome", ids, { status: "No show" }), "Paid: cancel the payment");
    expectRefusal(await post("RecordOutcome", [999999], { status: "No show" }), "Booking not found");
  });

  it("answers 400 for bad input, 401 without a sign-in and 403 without the JobAdmin right", async () => {
    expectBadRequest(await post("RecordOutcome", [], { status: "No show" }));
    expectBadRequest(await post("RecordOutcome", [1]), "status");
    expectBadRequest(await post("RecordOutcome", [1], { status: "Lost" }), "Not a status set in bulk");
    // Booked, Standby and Confirmed take a place or block time: event/update checks those one by one.
    expectBadRequest(await post("RecordOutcome", [1], { status: "Confirmed" }), "Not a status set in bulk");
    expectBadRequest(await post("RecordOutcome", ["x"], { status: "No show" }));
    expect((await w.api.postJson("/api/event/RecordOutcome", [1], {}, { status: "No show" })).status).toBe(
      401,
    );
    const nobody = await staffWithRights(w.server, []);
    expect(
      (await w.api.postJson("/api/event/RecordOutcome", [1], { token: nobody }, { status: "No show" }))
        .status,
    ).toBe(403);
    expect(
      (await w.api.postJson("/api/event/RecordOutcome", [1], { token: w.me }, { status: "No show" })).status,
    ).toBe(403);
  });
});
