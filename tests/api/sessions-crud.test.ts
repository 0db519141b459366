import { eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotaSchema } from "../../server/contracts/quotas";
import { clientScheduleListSchema } from "../../server/contracts/sessions/client-schedule";
import {
  attendeeListSchema,
  emailDetailsSchema,
  eventTypeListSchema,
  optionListSchema,
  pointEventTypeListSchema,
} from "../../server/contracts/sessions/events";
import {
  calendarSchema,
  confirmationListSchema,
  contactChoiceListSchema,
  customFieldSchema,
  sessionContactListSchema,
  sessionDefaultsSchema,
  sessionDurationListSchema,
  sessionIncentiveListSchema,
  sessionListSchema,
  sessionPageSchema,
  sessionSchema,
  sessionVenueListSchema,
  timeSlotListSchema,
} from "../../server/contracts/sessions/sessions";
import { venues } from "../../server/db/schema/client-details";
import { clientContacts } from "../../server/db/schema/clients";
import { jobs } from "../../server/db/schema/jobs";
import { staffWithRights } from "../helpers/staff-with-rights";
import { expectBadRequest } from "./auth-helpers";
import { expectRefusal, makeSession, makeSlot, sessionsWorld, value } from "./sessions-helpers";

let w: Awaited<ReturnType<typeof sessionsWorld>>;
let clientJob = 0;
let otherJob = 0;
beforeAll(async () => {
  w = await sessionsWorld();
  const db = w.server.handle.db;
  const [contact] = await db
    .select()
    .from(clientContacts)
    .where(eq(clientContacts.email, "client@demo.test"));
  const mine = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.clientId, contact?.clientId ?? 0))
    .limit(1);
  const other = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(ne(jobs.clientId, contact?.clientId ?? 0))
    .limit(1);
  clientJob = mine[0]?.id ?? 0;
  otherJob = other[0]?.id ?? 0;
});
afterAll(() => w?.server.close());

const get = (path: string, token = w.recruiter) => w.api.get(path, { token });

describe("sessions", () => {
  it("adds, reads, lists, edits and deletes a session", async () => {
    const defaults = value(await get(`/api/jobgroup?jobId=${otherJob}`), sessionDefaultsSchema);
    const s = await makeSession(w.api, w.recruiter, otherJob, {
      sessionType: "Focus Group",
      requiredPlaces: 6,
      standbyPlaces: 2,
    });
    expect(s.sessionNumber).toBe(defaults.sessionNumber);
    expect(value(await get(`/api/jobgroup/${s.id}`), sessionSchema)).toEqual(s);
    expect(value(await get(`/api/jobgroups/${otherJob}`), sessionListSchema).some((x) => x.id === s.id)).toBe(
      true,
    );
    const edited = value(
      await w.api.postJson(
        "/api/jobgroup/update",
        { ...s, name: "Renamed", venueId: null },
        { token: w.recruiter },
      ),
      sessionSchema,
    );
    expect(edited.name).toBe("Renamed");
    expectRefusal(
      await w.api.postJson(
        "/api/jobgroup/update",
        { ...s, id: 0, sessionNumber: s.sessionNumber },
        { token: w.recruiter },
      ),
      "already used",
    );
    const page = value(await get(`/api/job/sessions?jobId=${otherJob}&pageSize=500`), sessionPageSchema);
    expect(page.items.some((x) => x.id === s.id)).toBe(true);
    expect(
      (await w.api.postJson("/api/jobgroup/delete", [s.id], { token: w.recruiter })).body.succeeded,
    ).toBe(true);
    expect((await get(`/api/jobgroup/${s.id}`)).status).toBe(404);
  });

  it("refuses to delete a session with bookings", async () => {
    const s = await makeSession(w.api, w.recruiter, otherJob);
    await w.api.postJson(
      "/api/event/create",
      { jobId: otherJob, jobGroupId: s.id, respondentId: w.people[30] },
      { token: w.recruiter },
    );
    expectRefusal(
      await w.api.postJson("/api/jobgroup/delete", [s.id], { token: w.recruiter }),
      "still has bookings",
    );
  });

  it("validates (400), needs a sign-in (401) and JobAdmin (403); clients see only their own jobs", async () => {
    expectBadRequest(
      await w.api.postJson("/api/jobgroup/update", { jobId: otherJob, name: "" }, { token: w.recruiter }),
      "name",
    );
    // M21: no session without its date and start time.
    expectBadRequest(
      await w.api.postJson(
        "/api/jobgroup/update",
        { jobId: otherJob, name: "Undated" },
        { token: w.recruiter },
      ),
      "Enter the session's date and start time",
    );
    expectBadRequest(
      await w.api.postJson(
        "/api/jobgroup/update",
        { jobId: otherJob, name: "x", startsAt: "2026-12-01T10:00:00Z", endsAt: "2026-12-01T09:00:00Z" },
        { token: w.recruiter },
      ),
      "The end must be after the start",
    );
    expectBadRequest(await get("/api/jobgroups/abc"), "jobId");
    expect((await w.api.get(`/api/jobgroups/${otherJob}`)).status).toBe(401);
    const nobody = await staffWithRights(w.server, []);
    expect((await get(`/api/jobgroups/${otherJob}`, nobody)).status).toBe(403);
    expect((await get(`/api/jobgroups/${otherJob}`, w.client)).status).toBe(403);
    expect((await get(`/api/jobgroups/${clientJob}`, w.client)).status).toBe(200);
    const own = await w.api.postForm(
      "/api/job/jobschedules",
      { jobId: String(clientJob) },
      { token: w.client },
    );
    value(own, clientScheduleListSchema);
    expect(
      (await w.api.postForm("/api/job/jobschedules", { jobId: String(otherJob) }, { token: w.client }))
        .status,
    ).toBe(403);
    expect((await get(`/api/jobgroups/${otherJob}`, w.me)).status).toBe(403);
  });
});

describe("a session's children", () => {
  it("time slots, contacts, venues, custom fields, incentives, durations and quotas", async () => {
    const s = await makeSession(w.api, w.recruiter, clientJob);
    await makeSlot(w.api, w.recruiter, s.id, s.startsAt ?? "", 1, 3);
    const slots = value(await get(`/api/jobgroup-times/${s.id}`), timeSlotListSchema);
    expect(slots).toHaveLength(1);
    expect(value(await get(`/api/event/GetSessionTimesListForGroup/${s.id}`), timeSlotListSchema)).toEqual(
      slots,
    );
    expect(
      (await w.api.postJson("/api/jobgroup-times/delete", [slots[0]?.id], { token: w.recruiter })).body
        .succeeded,
    ).toBe(true);

    const choices = (
      await w.api.get(`/api/job/session/contacts${s.id}`, {
        token: w.recruiter,
        answer: contactChoiceListSchema,
      })
    ).body.value;
    expect(choices.length).toBeGreaterThan(0);
    const contact = await w.api.postJson(
      "/api/jobgroup/contact/update",
      { jobGroupId: s.id, clientContactId: choices[0]?.clientContactId, contactType: "Observer" },
      { token: w.recruiter },
    );
    expect(contact.body.succeeded).toBe(true);
    expect(value(await get(`/api/jobgroup/contacts/${s.id}`), sessionContactListSchema)).toHaveLength(1);

    const [venue] = await w.server.handle.db.select().from(venues).limit(1);
    expect(
      (
        await w.api.postJson(
          "/api/jobgroup/venue/update",
          { jobGroupId: s.id, venueId: venue?.id },
          { token: w.recruiter },
        )
      ).body.succeeded,
    ).toBe(true);
    const vs = value(await get(`/api/jobgroup/venues/${s.id}`), sessionVenueListSchema);
    expect(vs[0]?.venueId).toBe(venue?.id);
    // A session without a venue takes the first one added: its place reaches the messages.
    expect(s.venueId).toBeNull();
    const placed = value(await get(`/api/jobgroup/${s.id}`), sessionSchema);
    expect({ venueId: placed.venueId, venueName: placed.venueName }).toEqual({
      venueId: venue?.id,
      venueName: venue?.name,
    });
    expect(
      (
        await w.api.postForm(
          "/api/jobgroup/venue/delete",
          { deleteId: String(vs[0]?.id) },
          { token: w.recruiter },
        )
      ).body.succeeded,
    ).toBe(true);

    const field = value(
      await w.api.postJson(
        "/api/jobgroup/customfield/update",
        { jobGroupId: s.id, fieldNo: 1, label: "Parking" },
        { token: w.recruiter },
      ),
      customFieldSchema,
    );
    expect(value(await get(`/api/jobgroup/customfield/${field.id}`), customFieldSchema)).toEqual(field);
    expectRefusal(
      await w.api.postJson(
        "/api/jobgroup/customfield/update",
        { jobGroupId: s.id, fieldNo: 1, label: "Again" },
        { token: w.recruiter },
      ),
      "already defined",
    );
    expectBadRequest(
      await w.api.postJson(
        "/api/jobgroup/customfield/update",
        { jobGroupId: s.id, fieldNo: 5, label: "x" },
        { token: w.recruiter },
      ),
      "Field 1 to 4",
    );

    const inc = await w.api.postJson(
      "/api/jobgroup/incentives/update",
      [{ incentiveType: "EFT", amount: 90 }],
      { token: w.recruiter },
      { jobGroupId: String(s.id) },
    );
    expect(value(inc, sessionIncentiveListSchema)[0]?.amount).toBe(90);
    expect(
      value(
        await get(`/api/event/GetIncentiveListForGroup/${s.id}`),
        optionListSchema.element.passthrough().array(),
      )[0]?.name,
    ).toBe("EFT $90.00");
    const dur = await w.api.postJson(
      "/api/jobgroup/durations/update",
      [{ minutes: 60, incentiveAmount: 80 }],
      { token: w.recruiter },
      { jobGroupId: String(s.id) },
    );
    expect(value(dur, sessionDurationListSchema)[0]?.minutes).toBe(60);
    expect(value(await get(`/api/jobgroup/durations/${s.id}`), sessionDurationListSchema)).toHaveLength(1);
    expect((await get(`/api/jobgroup/quotas/${s.id}`)).body.succeeded).toBe(true);
  });

  it("saves a session's incentives and durations whole: an edited row in place, a deleted one gone", async () => {
    const s = await makeSession(w.api, w.recruiter, otherJob);
    const saveIncentives = (items: unknown[]) =>
      w.api.postJson(
        "/api/jobgroup/incentives/update",
        items,
        { token: w.recruiter },
        { jobGroupId: String(s.id) },
      );
    const first = value(
      await saveIncentives([
        { id: 0, incentiveType: "EFT", amount: 90 },
        { incentiveType: "Cash", amount: 50.5, description: "At the door" },
      ]),
      sessionIncentiveListSchema,
    );
    expect(first.map((i) => i.amount).sort()).toEqual([50.5, 90]);
    // The editor sends the list back with the rows' ids; the edited amount is kept, nothing doubles.
    const edited = first.map((i) => (i.amount === 90 ? { ...i, amount: 95.25 } : i));
    value(await saveIncentives(edited), sessionIncentiveListSchema);
    const listed = value(await get(`/api/jobgroup/incentives/${s.id}`), sessionIncentiveListSchema);
    expect(listed.map((i) => i.amount).sort()).toEqual([50.5, 95.25]);
    // Deleting is saving the list without the row.
    value(await saveIncentives(listed.filter((i) => i.incentiveType !== "Cash")), sessionIncentiveListSchema);
    expect(value(await get(`/api/jobgroup/incentives/${s.id}`), sessionIncentiveListSchema)).toMatchObject([
      { incentiveType: "EFT", amount: 95.25 },
    ]);
    expectBadRequest(await saveIncentives([{ id: "x", incentiveType: "EFT", amount: 1 }]));

    const durations = value(
      await w.api.postJson(
        "/api/jobgroup/durations/update",
        [{ id: 0, minutes: 45, incentiveAmount: 60 }],
        { token: w.recruiter },
        { jobGroupId: String(s.id) },
      ),
      sessionDurationListSchema,
    );
    const again = value(
      await w.api.postJson(
        "/api/jobgroup/durations/update",
        durations.map((d) => ({ ...d, minutes: 50 })),
        { token: w.recruiter },
        { jobGroupId: String(s.id) },
      ),
      sessionDurationListSchema,
    );
    expect(again).toMatchObject([{ minutes: 50, incentiveAmount: 60 }]);
  });

  it("keeps session-level quota cells under the session (job/quota/update with jobGroupId)", async () => {
    const s = await makeSession(w.api, w.recruiter, otherJob);
    const saved = await w.api.postJson(
      "/api/job/quota/update",
      { id: 0, jobId: otherJob, jobGroupId: s.id, name: "Women 18-34", target: 6 },
      { token: w.recruiter },
    );
    expect(saved.body.succeeded).toBe(true);
    const cells = value(await get(`/api/jobgroup/quotas/${s.id}`), quotaSchema.array());
    expect(cells).toMatchObject([{ jobGroupId: s.id, name: "Women 18-34", target: 6 }]);
    const removed = await w.api.postJson(
      "/api/job/quota/delete",
      { ids: [cells[0]?.id] },
      { token: w.recruiter },
    );
    expect(removed.body.succeeded).toBe(true);
    expect(value(await get(`/api/jobgroup/quotas/${s.id}`), quotaSchema.array())).toEqual([]);
  });
});

describe("calendar, dashboard, event lists and e-mail helper", () => {
  it("answers the seeded sessions", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const month = value(await get(`/api/session-calendar?from=${from}&to=${to}`), calendarSchema);
    expect(month.length).toBeGreaterThan(10);
    expectBadRequest(await get(`/api/session-calendar?from=${today}&to=2099-01-01`), "At most 62 days");
    const mine = value(await get("/api/report/GetUserCurrentSessions"), sessionListSchema);
    expect(mine.length).toBeGreaterThan(0);
    const filtered = value(
      await w.api.postForm(
        "/api/report/GetUserCurrentSessionsWithParam",
        { startDate: today, endDate: "", sessionNumber: "102", sessionStatus: "Recruiting" },
        { token: w.recruiter },
      ),
      sessionListSchema,
    );
    expect(filtered.every((s) => s.sessionNumber === 102 && s.status === "Recruiting")).toBe(true);
    expect(filtered.length).toBeGreaterThan(0);
    expectBadRequest(
      await w.api.postForm(
        "/api/report/GetUserCurrentSessionsWithParam",
        { startDate: "31/12/2026" },
        { token: w.recruiter },
      ),
      "startDate",
    );
    const missing = value(
      await get("/api/report/GetUserMissingSessionConfirmations"),
      confirmationListSchema,
    );
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((r) => r.unconfirmed > 0)).toBe(true);
    expect(value(await get("/api/confirmation-report"), confirmationListSchema).length).toBeGreaterThan(0);
    expect(value(await get("/api/event/GetEventTypes"), eventTypeListSchema).map((t) => t.code)).toContain(
      "No show",
    );
    value(await get("/api/event/GetPointEventTypes"), pointEventTypeListSchema);
    const clients = value(await get("/api/event/GetClients"), optionListSchema);
    value(await get(`/api/event/GetClientJobs/${clients[0]?.id}`), optionListSchema);
    value(await get(`/api/event/GetJobListIncludingPast/${clients[0]?.id}`), optionListSchema);
    const groups = value(
      await get(`/api/event/GetClientJobGroups/${w.jobRows[0]?.id}/true`),
      optionListSchema,
    );
    expect(groups.length).toBeGreaterThanOrEqual(3);
    const sessionId = groups[0]?.id ?? 0;
    const mail = value(await get(`/api/email/session/${sessionId}`), emailDetailsSchema);
    expect(mail.session?.id).toBe(sessionId);
    const who = value(await get(`/api/email/respondent/1`), emailDetailsSchema);
    expect(who.respondent?.email).toBe("respondent@demo.test");
    expectBadRequest(await get("/api/email/invoice/1"), "entity");
    expect((await get("/api/report/GetUserCurrentSessions", w.client)).status).toBe(403);
    expect((await w.api.get("/api/session-calendar?from=2026-01-01&to=2026-01-31")).status).toBe(401);
  });

  it("lists every booking status in the seeded attendees", async () => {
    const all = value(await get(`/api/job/all-respondents/${w.jobRows[0]?.id}`), attendeeListSchema);
    const statuses = new Set(all.map((a) => a.status));
    for (const s of ["Completed", "No show", "Confirmed", "Booked", "Standby", "Qualified", "Cancelled"])
      expect(statuses).toContain(s);
  });
});
