import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobIncentiveSchema } from "../../server/contracts/jobs";
import { respondentPaymentsSchema } from "../../server/contracts/respondents/portal";
import { bookIntoSlotAnswerSchema, eventCreateAnswerSchema } from "../../server/contracts/sessions/events";
import {
  sessionIncentiveListSchema,
  sessionSchema,
  timeSlotListSchema,
} from "../../server/contracts/sessions/sessions";
import { jobIncentives } from "../../server/db/schema/job-details";
import { suite } from "../helpers/suite";
import {
  bulk,
  expectRefusal,
  makeSession,
  makeSlot,
  sessionsWorld,
  startedSession,
  value,
} from "./sessions-helpers";

/** The joints of the sessions area (decision 171): slot counts, the booking's incentive. */

const w = suite(sessionsWorld);

const ME = 1;
const job = () => w.jobRows[0]?.id ?? 0;
const slots = async (sessionId: number) =>
  value(await w.api.get(`/api/jobgroup-times/${sessionId}`, { token: w.recruiter }), timeSlotListSchema);

/** A job whose only incentive is the one the test sets through the API. */
async function jobWithoutIncentive() {
  const jobId = w.jobRows[1]?.id ?? 0;
  await w.server.handle.db.delete(jobIncentives).where(eq(jobIncentives.jobId, jobId));
  return jobId;
}

describe("time-slot counts (S3)", () => {
  it("counts booked and standby per slot, and they match the rows, under concurrent bookings", async () => {
    const s = await makeSession(w.api, w.recruiter, job(), { requiredPlaces: 20, standbyPlaces: 10 });
    const slot = await makeSlot(w.api, w.recruiter, s.id, s.startsAt ?? "", 1, 3);
    const other = await makeSlot(
      w.api,
      w.recruiter,
      s.id,
      new Date(Date.parse(s.startsAt ?? "") + 2 * 3_600_000).toISOString(),
      1,
      5,
    );
    const people = w.people.slice(10, 16);
    const answers = await Promise.all(
      people.map((id) =>
        w.book({ jobId: job(), jobGroupId: s.id, jobGroupTimeId: slot.id, respondentId: id }),
      ),
    );
    const made = answers.map((a) => value(a, eventCreateAnswerSchema).created[0]?.status);
    expect(made.filter((x) => x === "Booked")).toHaveLength(3);
    expect(made.filter((x) => x === "Standby")).toHaveLength(3);
    value(
      await w.book({ jobId: job(), jobGroupId: s.id, jobGroupTimeId: other.id, respondentId: w.people[17] }),
      eventCreateAnswerSchema,
    );

    const counted = await slots(s.id);
    const booked = (await w.attendees(s.id)).filter((a) => a.timeSlotId === slot.id);
    const standby = (await w.attendees(job(), "standby-respondents")).filter((a) => a.timeSlotId === slot.id);
    expect(counted.find((x) => x.id === slot.id)).toMatchObject({ booked: 3, standby: 3, capacity: 3 });
    expect(booked).toHaveLength(3);
    expect(standby).toHaveLength(3);
    expect(counted.find((x) => x.id === other.id)).toMatchObject({ booked: 1, standby: 0 });
    const session = value(await w.api.get(`/api/jobgroup/${s.id}`, { token: w.recruiter }), sessionSchema);
    expect(session).toMatchObject({ booked: 4, standby: 3 });
  });
});

describe("the booking's incentive (decision 171)", () => {
  it("takes the job's incentive when booked, so an attended attendee is paid it", async () => {
    const jobId = await jobWithoutIncentive();
    value(
      await w.api.postJson(
        "/api/job/incentive/update",
        { id: 0, jobId, incentiveType: "Cash", amount: 120 },
        { token: w.admin },
      ),
      jobIncentiveSchema,
    );
    const s = await startedSession(w.api, w.recruiter, jobId);
    const made = value(await w.book({ jobId, jobGroupId: s.id, respondentId: ME }), eventCreateAnswerSchema);
    const id = made.created[0]?.eventId ?? 0;
    expect((await w.attendees(s.id)).find((a) => a.eventId === id)?.incentive).toBe(120);
    bulk(await w.api.postJson("/api/event/update", { id, status: "Attended" }, { token: w.recruiter }));
    const paid = bulk(
      await w.api.postJson("/api/event/RecordPaymentForQualifiedResp", [id], { token: w.recruiter }),
    );
    expect(paid.changed).toEqual([id]);
    const payments = value(
      await w.api.get(`/api/respondent-payments/${ME}`, { token: w.me }),
      respondentPaymentsSchema,
    );
    expect(payments.find((p) => p.eventId === id)).toMatchObject({ amount: "120.00", status: "Paid" });
  });

  it("prefers the session's incentive where the session has one", async () => {
    const s = await makeSession(w.api, w.recruiter, job());
    value(
      await w.api.postJson(
        "/api/jobgroup/incentives/update",
        [{ incentiveType: "Cash", amount: 75.5 }],
        { token: w.recruiter },
        { jobGroupId: String(s.id) },
      ),
      sessionIncentiveListSchema,
    );
    const made = value(
      await w.book({ jobId: job(), jobGroupId: s.id, respondentId: w.people[20] }),
      eventCreateAnswerSchema,
    );
    const id = made.created[0]?.eventId ?? 0;
    expect((await w.attendees(s.id)).find((a) => a.eventId === id)?.incentive).toBe(75.5);
  });

  it("an explicit incentive of 0 stays: paying it is refused", async () => {
    const s = await startedSession(w.api, w.recruiter, job());
    const made = value(
      await w.book({ jobId: job(), jobGroupId: s.id, respondentId: w.people[21], incentive: 0 }),
      eventCreateAnswerSchema,
    );
    const id = made.created[0]?.eventId ?? 0;
    bulk(await w.api.postJson("/api/event/update", { id, status: "Attended" }, { token: w.recruiter }));
    expectRefusal(
      await w.api.postJson("/api/event/RecordPaymentForQualifiedResp", [id], { token: w.recruiter }),
      "No incentive recorded",
    );
  });
});

describe("Book into slot (decision 171, M15, minor 14)", () => {
  const intoSlot = (ids: number[], jobGroupTimeId: number) =>
    w.api.postJson("/api/event/BookIntoSlot", { ids, jobGroupTimeId }, { token: w.recruiter });

  it("gives qualified members a place, moves booked ones, and sends the rest to standby when full", async () => {
    const s = await makeSession(w.api, w.recruiter, job(), { requiredPlaces: 10, standbyPlaces: 5 });
    const a = await makeSlot(w.api, w.recruiter, s.id, s.startsAt ?? "", 1, 2);
    const b = await makeSlot(
      w.api,
      w.recruiter,
      s.id,
      new Date(Date.parse(s.startsAt ?? "") + 2 * 3_600_000).toISOString(),
      1,
      5,
    );
    const people = w.people.slice(24, 27);
    const made = value(
      await w.book({ jobId: job(), jobGroupId: s.id, respondentIds: people, status: "Qualified" }),
      eventCreateAnswerSchema,
    );
    const ids = made.created.map((c) => c.eventId);
    const first = value(await intoSlot(ids, a.id), bookIntoSlotAnswerSchema);
    expect(first.placed.map((p) => p.status)).toEqual(["Booked", "Booked", "Standby"]);
    expect(first.placed[2]?.full).toBe("the time slot is full (2 of 2 booked)");
    expect(first.batchId).toBeGreaterThan(0);
    expect((await slots(s.id)).find((x) => x.id === a.id)).toMatchObject({ booked: 2, standby: 1 });

    const again = await intoSlot([ids[2] ?? 0], a.id);
    expectRefusal(again, "is already on standby for this slot: the time slot is full (2 of 2 booked)");

    const moved = value(await intoSlot([ids[0] ?? 0], b.id), bookIntoSlotAnswerSchema);
    expect(moved.placed).toMatchObject([{ status: "Booked", full: null }]);
    const counted = await slots(s.id);
    expect(counted.find((x) => x.id === a.id)).toMatchObject({ booked: 1, standby: 1 });
    expect(counted.find((x) => x.id === b.id)).toMatchObject({ booked: 1, standby: 0 });
  });

  it("refuses people not on the session; a standby person asked into a full slot hears they stay on standby", async () => {
    const s = await makeSession(w.api, w.recruiter, job(), { requiredPlaces: 10, standbyPlaces: 5 });
    const other = await makeSession(w.api, w.recruiter, job());
    const slot = await makeSlot(w.api, w.recruiter, s.id, s.startsAt ?? "", 1, 1);
    const [p1, p2, p3] = w.people.slice(28, 31);
    const there = value(
      await w.book({ jobId: job(), jobGroupId: other.id, respondentId: p1 }),
      eventCreateAnswerSchema,
    );
    expectRefusal(await intoSlot([there.created[0]?.eventId ?? 0], slot.id), "is not on this session's list");
    const made = value(
      await w.book({ jobId: job(), jobGroupId: s.id, jobGroupTimeId: slot.id, respondentIds: [p2, p3] }),
      eventCreateAnswerSchema,
    );
    const standbyId = made.created.find((c) => c.status === "Standby")?.eventId ?? 0;
    expectRefusal(
      await w.api.postJson("/api/event/update", { id: standbyId, status: "Booked" }, { token: w.recruiter }),
      "the respondent stays on standby until a place frees up",
    );
    expect(
      (
        await w.api.postJson(
          "/api/event/BookIntoSlot",
          { ids: [], jobGroupTimeId: slot.id },
          { token: w.recruiter },
        )
      ).status,
    ).toBe(400);
  });
});

describe("attendance only from the session's start (M12)", () => {
  it("refuses Attended and No show before the start, in bulk and one at a time, and allows them after", async () => {
    const later = await makeSession(w.api, w.recruiter, job());
    const made = value(
      await w.book({ jobId: job(), jobGroupId: later.id, respondentId: w.people[32] }),
      eventCreateAnswerSchema,
    );
    const id = made.created[0]?.eventId ?? 0;
    const early = "Attendance is recorded from the session's start (";
    expectRefusal(
      await w.api.postJson(
        "/api/event/RecordOutcome",
        { ids: [id], status: "Attended" },
        { token: w.recruiter },
      ),
      early,
    );
    expectRefusal(
      await w.api.postJson("/api/event/update", { id, status: "No show" }, { token: w.recruiter }),
      early,
    );
    // Other outcomes (a client cancelling ahead) are not attendance.
    bulk(
      await w.api.postJson(
        "/api/event/RecordOutcome",
        { ids: [id], status: "Client cancelled" },
        { token: w.recruiter },
      ),
    );
    const started = await startedSession(w.api, w.recruiter, job());
    const there = value(
      await w.book({ jobId: job(), jobGroupId: started.id, respondentId: w.people[33] }),
      eventCreateAnswerSchema,
    );
    const ok = bulk(
      await w.api.postJson(
        "/api/event/RecordOutcome",
        { ids: [there.created[0]?.eventId ?? 0], status: "No show" },
        { token: w.recruiter },
      ),
    );
    expect(ok.changed).toHaveLength(1);
  });
});
