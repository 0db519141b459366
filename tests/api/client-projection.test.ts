import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clientScheduleBySessionSchema,
  clientScheduleListSchema,
  staffScheduleBySessionSchema,
} from "../../server/contracts/sessions/client-schedule";
import { attendeeListSchema, eventCreateAnswerSchema } from "../../server/contracts/sessions/events";
import { clientContacts, clients } from "../../server/db/schema/clients";
import { documents } from "../../server/db/schema/documents";
import { jobs } from "../../server/db/schema/jobs";
import { respondentListMembers, respondentLists } from "../../server/db/schema/panel-search";
import { respondentBankDetails, respondents } from "../../server/db/schema/respondents";
import { DEMO } from "../helpers/client";
import { callableRoutes, demoClientJob } from "./client-helpers";
import { makeSession, makeSlot, sessionsWorld, value } from "./sessions-helpers";

/**
 * What a client may see (decision 179): the schedule calls answer the client projection, and a
 * walk over every route the app mounts, as the demo client contact, finds none of the booked
 * respondents' contact, identity, health or bank values in any answer.
 */

let w: Awaited<ReturnType<typeof sessionsWorld>>;
let clientId = 0;
let contactId = 0;
let jobId = 0;
let sessionId = 0;
let eventIds: number[] = [];
let privateListId = 0;

/** Values no client answer may hold, set on the booked respondents. */
const SECRETS = (i: number) => ({
  lastName: `Zqxsurname${i}`,
  email: `leak${i}@secret-mail.test`,
  mobile: `049911100${i}`,
  landline: `029911100${i}`,
  dateOfBirth: `1983-04-1${i}`,
  address1: `${i}7 Leakproof Lane`,
  address2: `Unit Hidden${i}`,
  accommodationsNeeded: `Needs leakcheck ramp ${i}`,
  impairmentTypes: [`LeakImpairment${i}`],
  accessNeeds: ["step-free"],
  suburb: `Clientvale${i}`,
});
const BANK = (i: number) => ({
  accountName: `Leak Account ${i}`,
  bsb: `06299${i}`,
  accountNumber: `99887766${i}`,
});

const forbiddenValues = (i: number) => {
  const s = SECRETS(i);
  const b = BANK(i);
  return [
    s.lastName,
    s.email,
    s.mobile,
    s.landline,
    s.dateOfBirth,
    s.address1,
    s.address2,
    s.accommodationsNeeded,
    s.impairmentTypes[0] ?? "",
    b.accountName,
    b.bsb,
    b.accountNumber,
  ];
};

beforeAll(async () => {
  w = await sessionsWorld();
  const db = w.server.handle.db;
  const [contact] = await db
    .select({ id: clientContacts.id, clientId: clientContacts.clientId })
    .from(clientContacts)
    .where(eq(clientContacts.email, DEMO.client.username));
  contactId = contact?.id ?? 0;
  clientId = contact?.clientId ?? 0;
  ({ jobId } = await demoClientJob(db));
  const s = await makeSession(w.api, w.recruiter, jobId, { requiredPlaces: 10 });
  sessionId = s.id;
  const slot = await makeSlot(w.api, w.recruiter, s.id, s.startsAt ?? "", 1, 10);
  const people = w.people.slice(0, 3);
  const created = value(
    await w.api.postJson(
      "/api/event/create",
      { jobId, jobGroupId: s.id, jobGroupTimeId: slot.id, respondentIds: people },
      { token: w.recruiter },
    ),
    eventCreateAnswerSchema,
  );
  eventIds = created.created.map((e) => e.eventId);
  for (const [i, id] of people.entries()) {
    await db
      .update(respondents)
      .set({ ...SECRETS(i), firstName: `Clientsees${i}` })
      .where(eq(respondents.id, id));
    await db
      .insert(respondentBankDetails)
      .values({ respondentId: id, ...BANK(i) })
      .onConflictDoUpdate({ target: respondentBankDetails.respondentId, set: BANK(i) });
  }
  const [doc] = await db
    .insert(documents)
    .values({
      parentType: "Job",
      parentId: jobId,
      jobId,
      clientId,
      fileName: "list.csv",
      storedName: "missing-list.csv",
      contentType: "text/csv",
      sizeBytes: 1,
      isPrivateList: true,
      uploadedBy: "admin@demo.test",
    })
    .returning({ id: documents.id });
  privateListId = doc?.id ?? 0;
  // The company's private list holds the same people: its client view must show none of them.
  const [list] = await db
    .insert(respondentLists)
    .values({ name: "Client's own list", clientId, createdBy: "admin@demo.test" })
    .returning({ id: respondentLists.id });
  await db
    .insert(respondentListMembers)
    .values(
      people.map((respondentId) => ({ listId: list?.id ?? 0, respondentId, addedBy: "admin@demo.test" })),
    );
  expect(eventIds).toHaveLength(3);
}, 60_000);
afterAll(() => w?.server.close());

describe("the schedule calls answer the client projection", () => {
  it("job/jobschedules: first name and initial, age band, suburb, slot; staff get the full shape", async () => {
    const asClient = value(
      await w.api.postForm("/api/job/jobschedules", { jobId: String(jobId) }, { token: w.client }),
      clientScheduleListSchema,
    );
    const mine = asClient.filter((r) => eventIds.includes(r.eventId));
    expect(mine.map((r) => r.displayName).sort()).toEqual([
      "Clientsees0 Z.",
      "Clientsees1 Z.",
      "Clientsees2 Z.",
    ]);
    expect(mine.every((r) => r.ageBand === "35-44" || r.ageBand === "45-54")).toBe(true);
    expect(mine.map((r) => r.location).sort()).toEqual(["Clientvale0", "Clientvale1", "Clientvale2"]);
    expect(mine.every((r) => r.timeSlotStartsAt !== null && r.sessionNumber !== null)).toBe(true);
    // Only the projection's keys: a field added later must be added here on purpose.
    const pinned = [
      "eventId",
      "displayName",
      "ageBand",
      "location",
      "status",
      "confirmed",
      "jobGroupId",
      "sessionNumber",
      "sessionName",
      "sessionStartsAt",
      "timeSlotStartsAt",
      "timeSlotEndsAt",
      "interviewTime",
      "custom1",
      "custom2",
      "custom3",
      "custom4",
      // The company's own sign-off of the booking (decision 212).
      "clientSignoff",
      "clientSignoffReason",
      "clientSignoffBy",
      "clientSignoffAt",
    ];
    expect(Object.keys(mine[0] ?? {}).sort()).toEqual([...pinned].sort());
    expect(Object.keys(clientScheduleListSchema.element.shape).sort()).toEqual([...pinned].sort());

    const asStaff = value(
      await w.api.postForm("/api/job/jobschedules", { jobId: String(jobId) }, { token: w.recruiter }),
      attendeeListSchema,
    );
    expect(asStaff.find((r) => r.eventId === eventIds[0])?.email).toBe(SECRETS(0).email);
  });

  it("client-contact-jobschedule-by-session groups the rows by session, for the contact's company only", async () => {
    const groups = value(
      await w.api.postForm(
        "/api/client-contact-jobschedule-by-session",
        { jobid: String(jobId) },
        { token: w.client },
      ),
      clientScheduleBySessionSchema,
    );
    const ours = groups.find((g) => g.jobGroupId === sessionId);
    expect(ours?.rows.map((r) => r.eventId).sort()).toEqual([...eventIds].sort());
    const staff = value(
      await w.api.postForm(
        "/api/client-contact-jobschedule-by-session",
        { jobid: String(jobId) },
        { token: w.admin },
      ),
      staffScheduleBySessionSchema,
    );
    expect(staff.find((g) => g.jobGroupId === sessionId)?.rows[0]?.fullName).toContain("Zqxsurname");

    const [other] = await w.server.handle.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(inArray(jobs.clientId, [clientId + 1, clientId + 2, clientId + 3]))
      .limit(1);
    if (other) {
      const foreign = await w.api.postForm(
        "/api/client-contact-jobschedule-by-session",
        { jobid: String(other.id) },
        { token: w.client },
      );
      expect(foreign.status).toBe(403);
    }
    expect(
      (await w.api.postForm("/api/client-contact-jobschedule-by-session", { jobid: String(jobId) })).status,
    ).toBe(401);
  });

  it("serves private lists to a client only when the client record allows them", async () => {
    const db = w.server.handle.db;
    await db.update(clients).set({ allowPrivateList: false }).where(eq(clients.id, clientId));
    const refused = await w.api.get(`/api/document/client-Job-private-list/${contactId}`, {
      token: w.client,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual(["Private lists are not enabled for your company."]);
    const download = await w.api.get(`/api/download-document/${privateListId}`, { token: w.client });
    expect(download.status).toBe(403);
    expect(download.body.errors).toEqual(["Private lists are not enabled for your company."]);
    await db.update(clients).set({ allowPrivateList: true }).where(eq(clients.id, clientId));
    const allowed = await w.api.get<{ id: number }[]>(`/api/document/client-Job-private-list/${contactId}`, {
      token: w.client,
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.value.map((d) => d.id)).toContain(privateListId);
  });
});

describe("every call a client contact can make", () => {
  it("answers no respondent e-mail, phone, surname, birth date, address, need or bank field", async () => {
    // Every mounted route, from the app's own table; each path parameter tried with each id the
    // client legitimately knows (its client, contact, job, session, bookings) and its user name.
    const ids = [clientId, contactId, jobId, sessionId, ...eventIds, privateListId].map(String);
    const routes = callableRoutes(w.server.deps);
    expect(routes.size).toBeGreaterThan(100);
    const fill = (path: string, v: string) =>
      path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, (_m, name: string) =>
        /user|email/i.test(name) ? encodeURIComponent(DEMO.client.username) : v,
      );
    const form = () => {
      const f = new FormData();
      for (const [k, v] of Object.entries({ jobid: jobId, jobId, sessionNumber: 0, respondentStatus: "" }))
        f.set(k, String(v));
      f.set("json", JSON.stringify({ jobId, jobid: jobId, id: jobId, clientId, sessionId }));
      return f;
    };
    const secrets = [0, 1, 2].flatMap(forbiddenValues);
    const leaks: string[] = [];
    const answered = new Set<string>();
    for (const { method, path } of routes.values()) {
      const urls = path.includes(":") ? [...new Set(ids.map((v) => fill(path, v)))] : [path];
      for (const url of urls) {
        const res = await fetch(`${w.server.url}${url}`, {
          method,
          headers: { authorization: `Bearer ${w.client}` },
          body: method === "GET" ? undefined : form(),
        });
        const text = await res.text();
        if (res.status === 200) answered.add(`${method} ${path}`);
        for (const secret of secrets) if (text.includes(secret)) leaks.push(`${method} ${url}: ${secret}`);
      }
    }
    // The walk reached the calls a client uses (else it proves nothing).
    for (const call of [
      "POST /api/job/jobschedules",
      "POST /api/client-contact-jobschedule-by-session",
      "GET /api/jobgroups/:jobId{[0-9]+}",
      "GET /api/client-contact-jobs/:id{[0-9]+}",
      "GET /api/private-lists/mine",
      "GET /api/client/recruit-board",
      "GET /api/client/own-jobs",
      "GET /api/client/own-job/:id{[0-9]+}",
      "GET /api/client/own",
      "GET /api/client-notes/:id{[0-9]+}",
      "GET /api/client-feedback/:id{[0-9]+}",
    ]) {
      expect([...answered], call).toContain(call);
    }
    expect(leaks).toEqual([]);
  }, 240_000);
});
