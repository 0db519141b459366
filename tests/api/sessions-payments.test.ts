import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { respondentEventsSchema, respondentPaymentsSchema } from "../../server/contracts/respondents/portal";
import { SESSION_POINTS } from "../../server/contracts/sessions/booking-states";
import {
  attendeeListSchema,
  eventCreateAnswerSchema,
  undoAnswerSchema,
} from "../../server/contracts/sessions/events";
import { respondentBankDetails } from "../../server/db/schema/respondents";
import { staffWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";
import { bulk, expectRefusal, makeSession, sessionsWorld, startedSession, value } from "./sessions-helpers";

const w = suite(sessionsWorld);

const ME = 1;
const job = () => w.jobRows[0]?.id ?? 0;
const post = (path: string, ids: number[], token = w.recruiter) =>
  w.api.postJson(`/api/event/${path}`, ids, { token });
const points = async (token = w.me) =>
  (await w.api.get<{ accumulatedPoints: number; totalPoints: number }>(`/api/respondent/${ME}`, { token }))
    .body.value;
const bank = async () =>
  w.server.handle.db.select().from(respondentBankDetails).where(eq(respondentBankDetails.respondentId, ME));

/** A booking in a session that has started (attendance can be recorded), or a later one. */
async function bookedAttendee(incentive = 80, started = true) {
  const s = started
    ? await startedSession(w.api, w.recruiter, job())
    : await makeSession(w.api, w.recruiter, job());
  const made = value(
    await w.api.postJson(
      "/api/event/create",
      { jobId: job(), jobGroupId: s.id, respondentId: ME, incentive },
      { token: w.recruiter },
    ),
    eventCreateAnswerSchema,
  );
  return { session: s, id: made.created[0]?.eventId ?? 0 };
}

describe("payments", () => {
  it("pays only attended respondents with an incentive", async () => {
    const { id } = await bookedAttendee();
    expectRefusal(
      await post("RecordPaymentForQualifiedResp", [id]),
      "Only attended respondents are paid (this one is Booked)",
    );
    const noIncentive = await bookedAttendee(0);
    bulk(
      await w.api.postJson(
        "/api/event/update",
        { id: noIncentive.id, status: "Attended" },
        { token: w.recruiter },
      ),
    );
    expectRefusal(await post("RecordPaymentForQualifiedResp", [noIncentive.id]), "No incentive recorded");
  });

  it("writes the payment and points, deletes the bank details; bounce reverses; undo restores", async () => {
    await w.server.handle.db
      .insert(respondentBankDetails)
      .values({ respondentId: ME, accountName: "Me", bsb: "062000", accountNumber: "12345678" })
      .onConflictDoNothing();
    const { session, id } = await bookedAttendee();
    bulk(await w.api.postJson("/api/event/update", { id, status: "Completed" }, { token: w.recruiter }));
    const start = await points();
    const paid = bulk(await post("RecordPaymentForQualifiedResp", [id]));
    expect(paid.changed).toEqual([id]);
    expect(await bank()).toHaveLength(0);
    expect((await points()).accumulatedPoints).toBe(start.accumulatedPoints + SESSION_POINTS);
    const payments = value(
      await w.api.get(`/api/respondent-payments/${ME}`, { token: w.me }),
      respondentPaymentsSchema,
    );
    expect(payments.find((p) => p.eventId === id)).toMatchObject({ amount: "80.00", status: "Paid" });
    const mine = value(
      await w.api.get(`/api/respondent-events/${ME}`, { token: w.me }),
      respondentEventsSchema,
    );
    expect(mine.find((e) => e.id === id)).toMatchObject({
      paymentStatus: "Paid",
      sessionStartsAt: session.startsAt,
    });
    expectRefusal(await post("RecordPaymentForQualifiedResp", [id]), "Already paid");

    const bounced = bulk(await post("BouncedPayment", [id]));
    expect((await points()).accumulatedPoints).toBe(start.accumulatedPoints);
    const after = value(
      await w.api.get(`/api/respondent-payments/${ME}`, { token: w.me }),
      respondentPaymentsSchema,
    );
    expect(after.find((p) => p.eventId === id)?.status).toBe("Bounced");
    value(
      await w.api.postJson("/api/event/undo", { batchId: bounced.batchId }, { token: w.recruiter }),
      undoAnswerSchema,
    );
    expect((await points()).accumulatedPoints).toBe(start.accumulatedPoints + SESSION_POINTS);
    value(
      await w.api.postJson("/api/event/undo", { batchId: paid.batchId }, { token: w.recruiter }),
      undoAnswerSchema,
    );
    expect((await points()).accumulatedPoints).toBe(start.accumulatedPoints);
    expect(await bank()).toHaveLength(1);
    const restored = value(
      await w.api.get(`/api/job/qual-respondents/${session.id}`, { token: w.recruiter }),
      attendeeListSchema,
    );
    expect(restored[0]).toMatchObject({ status: "Completed", paid: false, paymentStatus: null });
    const gone = value(
      await w.api.get(`/api/respondent-payments/${ME}`, { token: w.me }),
      respondentPaymentsSchema,
    );
    expect(gone.some((p) => p.eventId === id)).toBe(false);
  });

  it("cancels a payment and refuses status changes while paid", async () => {
    const { id } = await bookedAttendee();
    bulk(await w.api.postJson("/api/event/update", { id, status: "Attended" }, { token: w.recruiter }));
    bulk(await post("RecordPaymentForQualifiedResp", [id]));
    expectRefusal(
      await w.api.postJson("/api/event/update", { id, status: "Wrong profile" }, { token: w.recruiter }),
      "cancel the payment",
    );
    bulk(await post("CancelPayment", [id]));
    expectRefusal(await post("CancelPayment", [id]), "Not paid");
  });

  it("needs the Incentives right (403 without), and a sign-in (401)", async () => {
    const { id } = await bookedAttendee();
    const jobOnly = await staffWithRights(w.server, ["JOB"]);
    for (const path of ["RecordPaymentForQualifiedResp", "CancelPayment", "BouncedPayment"]) {
      expect((await post(path, [id], jobOnly)).status).toBe(403);
      expect((await w.api.postJson(`/api/event/${path}`, [id])).status).toBe(401);
    }
    expect(
      (await w.api.postJson("/api/event/PostIncentive", [id], { token: jobOnly }, { incentive: "50" }))
        .status,
    ).toBe(403);
    bulk(await w.api.postJson("/api/event/PostIncentive", [id], { token: w.recruiter }, { incentive: "50" }));
  });
});

describe("the respondent's own bookings", () => {
  it("shows My Sessions with date, time and place, and Confirm attendance moves the booking", async () => {
    const { session, id } = await bookedAttendee(80, false);
    const confirm = await w.api.postJson(
      "/api/event/RespConfirmAttendance",
      { eventId: id },
      { token: w.me },
    );
    expect(confirm.body.succeeded).toBe(true);
    const mine = value(
      await w.api.get(`/api/respondent-events/${ME}`, { token: w.me }),
      respondentEventsSchema,
    );
    expect(mine.find((e) => e.id === id)).toMatchObject({
      status: "Confirmed",
      sessionStartsAt: session.startsAt,
      sessionEndsAt: session.endsAt,
    });
    const staffView = value(
      await w.api.get(`/api/job/qual-respondents/${session.id}`, { token: w.recruiter }),
      attendeeListSchema,
    );
    expect(staffView[0]).toMatchObject({ status: "Confirmed", confirmed: true });
  });

  it("never reads another respondent's bookings nor the staff attendee lists", async () => {
    const { session } = await bookedAttendee();
    expect((await w.api.get(`/api/job/qual-respondents/${session.id}`, { token: w.me })).status).toBe(403);
    expect((await w.api.get(`/api/respondent-events/2`, { token: w.me })).status).toBe(403);
    expect((await w.api.get(`/api/job/qual-respondents/${session.id}`, { token: w.client })).status).toBe(
      403,
    );
  });
});
