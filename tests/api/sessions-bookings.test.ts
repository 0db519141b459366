import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  bulkAnswerSchema,
  eventCreateAnswerSchema,
  historyListSchema,
  undoAnswerSchema,
} from "../../server/contracts/sessions/events";
import { respondents } from "../../server/db/schema/respondents";
import { suite } from "../helpers/suite";
import { expectBadRequest } from "./auth-helpers";
import {
  bulk,
  expectRefusal,
  makeSession,
  makeSlot,
  sessionsWorld,
  startedSession,
  value,
} from "./sessions-helpers";

const w = suite(sessionsWorld);

const job = () => w.jobRows[0]?.id ?? 0;

describe("booking into a session", () => {
  it("books into a time slot, overflows to standby, then refuses with a clear message", async () => {
    const s = await makeSession(w.api, w.recruiter, job(), { requiredPlaces: 10, standbyPlaces: 1 });
    const slot = await makeSlot(w.api, w.recruiter, s.id, s.startsAt ?? "", 1, 2);
    const [a, b, c, d] = w.people.slice(1, 5);
    const first = value(
      await w.book({ jobId: job(), jobGroupId: s.id, jobGroupTimeId: slot.id, respondentIds: [a, b, c] }),
      eventCreateAnswerSchema,
    );
    expect(first.created.map((x) => x.status)).toEqual(["Booked", "Booked", "Standby"]);
    expect(first.warnings.join(" ")).toContain("The time slot is full (2 of 2 booked)");
    expect(first.batchId).toBeGreaterThan(0);
    const full = await w.book({ jobId: job(), jobGroupId: s.id, jobGroupTimeId: slot.id, respondentId: d });
    expectRefusal(full, "its standby list is full (1 of 1)");
    expect((await w.attendees(s.id)).map((r) => r.status)).toEqual(["Booked", "Booked"]);
    expect((await w.attendees(job(), `standby-respondents`)).some((r) => r.respondentId === c)).toBe(true);
  });

  it("counts standby places taken earlier in the same request", async () => {
    // One request that overflows two people: the second must meet the standby list the first filled.
    const s = await makeSession(w.api, w.recruiter, job(), { requiredPlaces: 10, standbyPlaces: 1 });
    const slot = await makeSlot(w.api, w.recruiter, s.id, s.startsAt ?? "", 1, 1);
    const [a, b, c] = w.people.slice(20, 23);
    const answer = value(
      await w.book({ jobId: job(), jobGroupId: s.id, jobGroupTimeId: slot.id, respondentIds: [a, b, c] }),
      eventCreateAnswerSchema,
    );
    expect(answer.created.map((x) => [x.respondentId, x.status])).toEqual([
      [a, "Booked"],
      [b, "Standby"],
    ]);
    expect(answer.skipped).toEqual([
      { id: c, reason: expect.stringContaining("standby list is full (1 of 1)") },
    ]);
  });

  it("counts the session's required places across slots", async () => {
    const s = await makeSession(w.api, w.recruiter, job(), { requiredPlaces: 1 });
    const [a, b] = w.people.slice(6, 8);
    value(await w.book({ jobId: job(), jobGroupId: s.id, respondentId: a }), eventCreateAnswerSchema);
    expectRefusal(await w.book({ jobId: job(), jobGroupId: s.id, respondentId: b }), "Session");
  });

  it("never books one respondent into two overlapping times, nor twice into one session", async () => {
    const s1 = await makeSession(w.api, w.recruiter, job());
    const s2 = await makeSession(w.api, w.recruiter, job(), { startsAt: s1.startsAt, endsAt: s1.endsAt });
    const p = w.people[9];
    value(await w.book({ jobId: job(), jobGroupId: s1.id, respondentId: p }), eventCreateAnswerSchema);
    expectRefusal(await w.book({ jobId: job(), jobGroupId: s2.id, respondentId: p }), "is already booked at");
    expectRefusal(
      await w.book({ jobId: job(), jobGroupId: s1.id, respondentId: p }),
      "already booked into this session",
    );
  });

  it("books only into a session of the job and a slot of the session", async () => {
    const other = w.jobRows[1]?.id ?? 0;
    const s = await makeSession(w.api, w.recruiter, job(), { requiredPlaces: 5 });
    const elsewhere = await makeSession(w.api, w.recruiter, job(), { requiredPlaces: 5 });
    const foreign = await makeSlot(w.api, w.recruiter, elsewhere.id, elsewhere.startsAt ?? "", 1, 5);
    const p = w.people[30];
    expect((await w.book({ jobId: job(), jobGroupId: 99_999_999, respondentId: p })).status).toBe(404);
    expectRefusal(
      await w.book({ jobId: other, jobGroupId: s.id, respondentId: p }),
      "The session does not belong to this job.",
    );
    for (const slotId of [foreign.id, 99_999_999])
      expectRefusal(
        await w.book({ jobId: job(), jobGroupId: s.id, jobGroupTimeId: slotId, respondentId: p }),
        "The time slot does not belong to this session.",
      );
    expect(await w.attendees(s.id)).toEqual([]);
  });

  it("refuses bad input (400), visitors (401) and staff without JobAdmin (403)", async () => {
    expectBadRequest(await w.book({ jobId: "x", respondentId: 1 }), "jobId");
    expectBadRequest(await w.book({ jobId: job() }), "respondentId: Required");
    expect((await w.api.postJson("/api/event/create", { jobId: job(), respondentId: 2 })).status).toBe(401);
    expect(
      (await w.api.postJson("/api/event/create", { jobId: job(), respondentId: 2 }, { token: w.client }))
        .status,
    ).toBe(403);
    expect(
      (await w.api.postJson("/api/event/create", { jobId: job(), respondentId: 2 }, { token: w.me })).status,
    ).toBe(403);
  });
});

describe("attendee actions and undo", () => {
  it("confirms in bulk, skips what cannot move, and undo restores exactly", async () => {
    const s = await makeSession(w.api, w.recruiter, job());
    const people = w.people.slice(10, 13);
    const made = value(
      await w.book({ jobId: job(), jobGroupId: s.id, respondentIds: people }),
      eventCreateAnswerSchema,
    );
    const ids = made.created.map((x) => x.eventId);
    const before = await w.attendees(s.id);
    const confirmed = bulk(
      await w.api.postJson("/api/event/ConfirmAttendance", ids.slice(0, 2), { token: w.recruiter }),
    );
    expect(confirmed.changed).toEqual(ids.slice(0, 2));
    const again = bulk(await w.api.postJson("/api/event/ConfirmAttendance", ids, { token: w.recruiter }));
    expect(again.changed).toEqual([ids[2]]);
    expect(again.skipped.map((x) => x.reason)).toEqual(["Already confirmed.", "Already confirmed."]);
    const undo = await w.api.postJson("/api/event/undo", { batchId: again.batchId }, { token: w.recruiter });
    expect(value(undo, undoAnswerSchema).restored).toBe(1);
    const undo1 = await w.api.postJson(
      "/api/event/undo",
      { batchId: confirmed.batchId },
      { token: w.recruiter },
    );
    expect(value(undo1, undoAnswerSchema).restored).toBe(2);
    expect(await w.attendees(s.id)).toEqual(before);
    expectRefusal(
      await w.api.postJson("/api/event/undo", { batchId: confirmed.batchId }, { token: w.recruiter }),
      "already undone",
    );
    const history = value(
      await w.api.get(`/api/event/history/${ids[0]}`, { token: w.recruiter }),
      historyListSchema,
    );
    expect(history.map((h) => `${h.action}:${h.fromStatus}->${h.toStatus}`)).toEqual([
      "Create:null->Booked",
      "ConfirmAttendance:Booked->Confirmed",
      "Undo:Confirmed->Booked",
    ]);
  });

  it("refuses undo once a row changed since, and another user's batch", async () => {
    const s = await makeSession(w.api, w.recruiter, job());
    const made = value(
      await w.book({ jobId: job(), jobGroupId: s.id, respondentId: w.people[14] }),
      eventCreateAnswerSchema,
    );
    const id = made.created[0]?.eventId ?? 0;
    const notes = bulk(
      await w.api.postJson(
        "/api/event/PostNotes",
        { ids: [id], notes: "Prefers mornings" },
        { token: w.recruiter },
      ),
    );
    bulk(await w.api.postJson("/api/event/ConfirmAttendance", [id], { token: w.recruiter }));
    expectRefusal(
      await w.api.postJson("/api/event/undo", { batchId: notes.batchId }, { token: w.recruiter }),
      "changed since",
    );
    expect(
      (await w.api.postJson("/api/event/undo", { batchId: notes.batchId }, { token: w.admin })).status,
    ).toBe(403);
  });

  it("counts no-shows on the respondent and takes them back on a correction or undo", async () => {
    const s = await startedSession(w.api, w.recruiter, job());
    const p = w.people[15] ?? 0;
    const made = value(
      await w.book({ jobId: job(), jobGroupId: s.id, respondentId: p }),
      eventCreateAnswerSchema,
    );
    const id = made.created[0]?.eventId ?? 0;
    const count = async () =>
      (
        await w.server.handle.db
          .select({ n: respondents.noShowCount })
          .from(respondents)
          .where(eq(respondents.id, p))
      )[0]?.n;
    const noShow = value(
      await w.api.postJson(
        "/api/event/update",
        { id, status: "No show", reason: "Did not come" },
        { token: w.recruiter },
      ),
      bulkAnswerSchema,
    );
    expect(await count()).toBe(1);
    expect((await w.attendees(s.id))[0]?.noShowCount).toBe(1);
    value(
      await w.api.postJson("/api/event/undo", { batchId: noShow.batchId }, { token: w.recruiter }),
      undoAnswerSchema,
    );
    expect(await count()).toBe(0);
    expectRefusal(
      await w.api.postJson("/api/event/update", { id, status: "Invited" }, { token: w.recruiter }),
      "Cannot move from Booked to Invited",
    );
  });

  it("posts interview time, notes, comment and custom fields on the selection", async () => {
    const s = await makeSession(w.api, w.recruiter, job());
    const made = value(
      await w.book({ jobId: job(), jobGroupId: s.id, respondentIds: w.people.slice(16, 18) }),
      eventCreateAnswerSchema,
    );
    const ids = made.created.map((x) => x.eventId);
    bulk(
      await w.api.postJson(
        "/api/event/PostInterviewTime",
        ids,
        { token: w.recruiter },
        { interviewTime: "10:30" },
      ),
    );
    bulk(
      await w.api.postJson(
        "/api/event/PostAttendeeDocumentComment",
        ids,
        { token: w.recruiter },
        { comment: "NDA signed" },
      ),
    );
    bulk(await w.api.postJson("/api/event/PostNotes", ids, { token: w.recruiter }, { notes: "Vegetarian" }));
    const first = made.created[0];
    bulk(
      await w.api.postForm(
        "/api/job/jobcustomfields",
        {
          schedulecustomfield1: "Blue",
          schedulecustomfield2: "",
          schedulecustomfield3: "",
          schedulecustomfield4: "X",
          ResId: String(first?.respondentId),
          RespEventId: String(first?.eventId),
        },
        { token: w.recruiter },
      ),
    );
    const rows = await w.attendees(s.id);
    expect(
      rows.every(
        (r) => r.interviewTime === "10:30" && r.notes === "Vegetarian" && r.documentComment === "NDA signed",
      ),
    ).toBe(true);
    expect(rows.find((r) => r.eventId === first?.eventId)?.custom1).toBe("Blue");
    expectBadRequest(
      await w.api.postJson(
        "/api/event/PostInterviewTime",
        ids,
        { token: w.recruiter },
        { interviewTime: "25:00" },
      ),
      "Invalid time",
    );
    expectBadRequest(
      await w.api.postJson("/api/event/ConfirmAttendance", [], { token: w.recruiter }),
      "Select at least one",
    );
  });
});
