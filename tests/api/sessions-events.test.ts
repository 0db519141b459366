import { describe, expect, it } from "vitest";
import { respondentEventsSchema } from "../../server/contracts/respondents/portal";
import {
  attendeeListSchema,
  eventCreateAnswerSchema,
  incentiveOptionListSchema,
  optionListSchema,
  undoAnswerSchema,
} from "../../server/contracts/sessions/events";
import { customFieldListSchema, sessionContactListSchema } from "../../server/contracts/sessions/sessions";
import { staffWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";
import { expectBadRequest } from "./auth-helpers";
import { bulk, expectRefusal, makeSession, sessionsWorld, value } from "./sessions-helpers";

const w = suite(sessionsWorld);

const job = () => w.jobRows[1]?.id ?? 0;
const attendeesOf = async (id: number) =>
  value(await w.api.get(`/api/job/qual-respondents/${id}`, { token: w.recruiter }), attendeeListSchema);

describe("event delete, voice call left and their undo", () => {
  it("deletes bookings and undo puts them back exactly", async () => {
    const s = await makeSession(w.api, w.recruiter, job());
    const made = value(
      await w.api.postJson(
        "/api/event/create",
        { jobId: job(), jobGroupId: s.id, respondentIds: w.people.slice(20, 23) },
        { token: w.recruiter },
      ),
      eventCreateAnswerSchema,
    );
    const ids = made.created.map((c) => c.eventId);
    bulk(await w.api.postJson("/api/event/PostNotes", ids, { token: w.recruiter }, { notes: "Keep" }));
    const before = await attendeesOf(s.id);
    const removed = bulk(await w.api.postJson("/api/event/delete", ids.slice(0, 2), { token: w.recruiter }));
    expect(removed.changed).toEqual(ids.slice(0, 2));
    expect(await attendeesOf(s.id)).toHaveLength(1);
    value(
      await w.api.postJson("/api/event/undo", { batchId: removed.batchId }, { token: w.recruiter }),
      undoAnswerSchema,
    );
    expect(await attendeesOf(s.id)).toEqual(before);
  });

  it("undo of a booking removes it; a voice call left is counted and recorded", async () => {
    const s = await makeSession(w.api, w.recruiter, job());
    const made = value(
      await w.api.postJson(
        "/api/event/create",
        { jobId: job(), jobGroupId: s.id, respondentId: 1 },
        { token: w.recruiter },
      ),
      eventCreateAnswerSchema,
    );
    const id = made.created[0]?.eventId ?? 0;
    const call = bulk(
      await w.api.postJson("/api/event/create-voice-call-left", [id], { token: w.recruiter }),
    );
    expect((await attendeesOf(s.id))[0]?.voiceCallsLeft).toBe(1);
    const mine = value(await w.api.get("/api/respondent-events/1", { token: w.me }), respondentEventsSchema);
    expect(mine.some((e) => e.kind === "VoiceCallLeft" && e.jobGroupId === s.id)).toBe(true);
    value(
      await w.api.postJson("/api/event/undo", { batchId: call.batchId }, { token: w.recruiter }),
      undoAnswerSchema,
    );
    expect((await attendeesOf(s.id))[0]?.voiceCallsLeft).toBe(0);
    value(
      await w.api.postJson("/api/event/undo", { batchId: made.batchId }, { token: w.recruiter }),
      undoAnswerSchema,
    );
    expect(await attendeesOf(s.id)).toHaveLength(0);
  });

  it("answers 400, 401 and 403 for the event calls", async () => {
    expectBadRequest(
      await w.api.postJson("/api/event/delete", [], { token: w.recruiter }),
      "Nothing to delete",
    );
    expectBadRequest(
      await w.api.postJson("/api/event/undo", { batchId: "x" }, { token: w.recruiter }),
      "batchId",
    );
    expectBadRequest(
      await w.api.postJson("/api/event/update", { id: 1, status: "Lost" }, { token: w.recruiter }),
      "Invalid status",
    );
    expect(
      (await w.api.postJson("/api/event/undo", { batchId: 999999 }, { token: w.recruiter })).status,
    ).toBe(404);
    expect((await w.api.postJson("/api/event/delete", [1])).status).toBe(401);
    const nobody = await staffWithRights(w.server, []);
    for (const path of [
      "delete",
      "create-voice-call-left",
      "ConfirmAttendance",
      "UnConfirmAttendance",
      "PostNotes",
    ])
      expect(
        (await w.api.postJson(`/api/event/${path}`, [1], { token: nobody }, { notes: "x" })).status,
      ).toBe(403);
    expectRefusal(
      await w.api.postJson("/api/event/UnConfirmAttendance", [999999], { token: w.recruiter }),
      "Booking not found",
    );
  });
});

describe("lists of the event dialog and the remaining session children", () => {
  it("sessions of a job from today or including past, incentives of a job", async () => {
    const upcoming = value(
      await w.api.get(`/api/event/GetClientJobGroups/${w.jobRows[0]?.id}`, { token: w.recruiter }),
      optionListSchema,
    );
    const all = value(
      await w.api.get(`/api/event/GetGroupListIncludingPast/${w.jobRows[0]?.id}`, { token: w.recruiter }),
      optionListSchema,
    );
    expect(all.length).toBeGreaterThan(upcoming.length);
    value(
      await w.api.get(`/api/event/GetIncentiveListForJob/${job()}`, { token: w.recruiter }),
      incentiveOptionListSchema,
    );
    expect((await w.api.get(`/api/event/GetIncentiveListForJob/${job()}`, { token: w.me })).status).toBe(403);
  });

  it("deletes contacts and custom fields by deleteId", async () => {
    const s = await makeSession(w.api, w.recruiter, job());
    value(
      await w.api.postJson(
        "/api/jobgroup/customfield/update",
        { jobGroupId: s.id, fieldNo: 2, label: "Diet" },
        { token: w.recruiter },
      ),
      customFieldListSchema.element,
    );
    const [field] = value(
      await w.api.get(`/api/jobgroups/customfield/${s.id}`, { token: w.recruiter }),
      customFieldListSchema,
    );
    expect(
      (
        await w.api.postForm(
          "/api/jobgroup/customfield/delete",
          { deleteId: String(field?.id) },
          { token: w.recruiter },
        )
      ).body.succeeded,
    ).toBe(true);
    expect(
      value(
        await w.api.get(`/api/jobgroups/customfield/${s.id}`, { token: w.recruiter }),
        customFieldListSchema,
      ),
    ).toHaveLength(0);
    expect(
      value(
        await w.api.get(`/api/jobgroup/contacts/${s.id}`, { token: w.recruiter }),
        sessionContactListSchema,
      ),
    ).toHaveLength(0);
    expect(
      (await w.api.postForm("/api/jobgroup/contact/delete", { deleteId: "999999" }, { token: w.recruiter }))
        .status,
    ).toBe(404);
  });
});
