import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientContactSchema } from "../../server/contracts/client-contacts";
import { clientSchema, feedbackSchema } from "../../server/contracts/clients";
import { eventCreateAnswerSchema } from "../../server/contracts/sessions/events";
import { clientFeedback, clientNotes } from "../../server/db/schema/client-details";
import { documents } from "../../server/db/schema/documents";
import { respondents } from "../../server/db/schema/respondents";
import { callableRoutes } from "./client-helpers";
import { makeSession, makeSlot, sessionsWorld, value } from "./sessions-helpers";

/**
 * Company isolation (issue 18): a client contact of company A, walking every route the app mounts
 * with company B's ids in every path parameter and body id, receives none of B's names or values,
 * and changes none of B's rows.
 */

let w: Awaited<ReturnType<typeof sessionsWorld>>;
/** B's ids: client, contact, job, session, booking, document, note, feedback. */
const B: Record<string, number> = {};
/** Values only company B's records hold. */
const MARK = {
  client: "Bcorpzq Isolated Pty",
  contact: "Bcontactzq",
  contactEmail: "bcontactzq@bcorp.test",
  job: "Bjobzq secret study",
  session: "Bsessionzq",
  respondent: "Bbookedzq",
  document: "bfilezq-plan.pdf",
  note: "Bnotezq margin talk",
  feedback: "Bfeedbackzq complaint",
};

beforeAll(async () => {
  w = await sessionsWorld();
  const { api, admin, recruiter } = w;
  const db = w.server.handle.db;
  const client = value(
    await api.postJson("/api/client/update", { name: MARK.client }, { token: admin }),
    clientSchema,
  );
  B.client = client.id;
  const contact = value(
    await api.postJson(
      "/api/client-contact/update",
      { id: 0, clientId: client.id, firstName: MARK.contact, lastName: "Other", email: MARK.contactEmail },
      { token: admin },
    ),
    clientContactSchema,
  );
  B.contact = contact.id;
  const job = await api.postJson<{ id: number }>(
    "/api/job/update",
    { name: MARK.job, clientId: client.id },
    { token: admin },
  );
  expect(job.body.succeeded, JSON.stringify(job.body.errors)).toBe(true);
  B.job = job.body.value.id;
  const session = await makeSession(api, recruiter, B.job, { name: MARK.session, requiredPlaces: 4 });
  B.session = session.id;
  const slot = await makeSlot(api, recruiter, session.id, session.startsAt ?? "", 1, 4);
  const person = w.people[w.people.length - 1] ?? 0;
  await db.update(respondents).set({ firstName: MARK.respondent }).where(eq(respondents.id, person));
  const booked = value(
    await api.postJson(
      "/api/event/create",
      { jobId: B.job, jobGroupId: session.id, jobGroupTimeId: slot.id, respondentIds: [person] },
      { token: recruiter },
    ),
    eventCreateAnswerSchema,
  );
  B.booking = booked.created[0]?.eventId ?? 0;
  const [doc] = await db
    .insert(documents)
    .values({
      parentType: "Client",
      parentId: client.id,
      clientId: client.id,
      jobId: B.job,
      fileName: MARK.document,
      storedName: "missing-b.pdf",
      contentType: "application/pdf",
      sizeBytes: 1,
      uploadedBy: "admin@demo.test",
    })
    .returning({ id: documents.id });
  B.document = doc?.id ?? 0;
  const note = await api.postJson<{ id: number }>(
    "/api/client-note/update",
    { clientId: client.id, note: MARK.note, isExternal: true },
    { token: admin },
  );
  B.note = note.body.value.id;
  const feedback = value(
    await api.postJson(
      "/api/feedback/update",
      { clientId: client.id, jobId: B.job, feedbackType: "Complaint", comment: MARK.feedback },
      { token: admin },
    ),
    feedbackSchema,
  );
  B.feedback = feedback.id;
  expect(
    Object.values(B).every((id) => id > 0),
    JSON.stringify(B),
  ).toBe(true);
}, 60_000);
afterAll(() => w?.server.close());

/** B's rows, counted before and after the walk: a client must not change or delete them. */
async function bRows() {
  const db = w.server.handle.db;
  const [notes] = await db
    .select({ n: count() })
    .from(clientNotes)
    .where(eq(clientNotes.clientId, B.client ?? 0));
  const [fb] = await db
    .select({ n: count() })
    .from(clientFeedback)
    .where(eq(clientFeedback.clientId, B.client ?? 0));
  const [docs] = await db
    .select({ n: count() })
    .from(documents)
    .where(eq(documents.clientId, B.client ?? 0));
  return { notes: notes?.n, feedback: fb?.n, documents: docs?.n };
}

describe("a client contact of company A", () => {
  it("receives none of company B's data on any call, with B's ids anywhere", async () => {
    // Staff see B's values by the same calls: the marks are where a leak would show.
    const asStaff = await w.api.get(`/api/client-contacts/${B.client}`, { token: w.admin });
    expect(JSON.stringify(asStaff.body)).toContain(MARK.contact);
    const before = await bRows();

    const routes = callableRoutes(w.server.deps);
    expect(routes.size).toBeGreaterThan(100);
    const ids = [...new Set(Object.values(B))].map(String);
    const fill = (path: string, v: string) =>
      path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, (_m, name: string) =>
        /user|email/i.test(name) ? encodeURIComponent(MARK.contactEmail) : v,
      );
    /** Every id a body may carry, each pointing at B's record of that kind; `id`/`ids` at v. */
    const bodyOf = (v: string) => ({
      id: Number(v),
      ids: [Number(v)],
      clientId: B.client,
      clientid: B.client,
      clientContactId: B.contact,
      contactId: B.contact,
      jobId: B.job,
      jobid: B.job,
      jobGroupId: B.session,
      sessionId: B.session,
      eventId: B.booking,
      eventIds: [B.booking],
      documentId: B.document,
      sessionNumber: 0,
      respondentStatus: "",
    });
    const form = (v: string) => {
      const f = new FormData();
      for (const [k, val] of Object.entries(bodyOf(v))) if (!Array.isArray(val)) f.set(k, String(val));
      f.set("json", JSON.stringify(bodyOf(v)));
      return f;
    };
    const leaks: string[] = [];
    const answered = new Set<string>();
    const marks = Object.values(MARK);
    for (const { method, path } of routes.values()) {
      const urls = path.includes(":")
        ? [...new Set(ids.map((v) => [fill(path, v), v]))]
        : [[path, ids[0] ?? "0"]];
      for (const [url, v] of urls as [string, string][]) {
        const bodies: (FormData | string | undefined)[] =
          method === "GET" ? [undefined] : [form(v), JSON.stringify(bodyOf(v))];
        for (const body of bodies) {
          const headers: Record<string, string> = { authorization: `Bearer ${w.client}` };
          if (typeof body === "string") headers["content-type"] = "application/json";
          const res = await fetch(`${w.server.url}${url}`, { method, headers, body });
          const text = await res.text();
          if (res.status === 200) answered.add(`${method} ${path}`);
          for (const mark of marks)
            if (text.includes(mark)) leaks.push(`${method} ${url} (${res.status}): ${mark}`);
        }
      }
    }
    // The walk reached the calls a client uses with its own ids (else it proves little).
    expect(answered.size).toBeGreaterThan(5);
    expect(leaks).toEqual([]);
    expect(await bRows()).toEqual(before);
  }, 300_000);
});
