import { ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { clientNoteSchema, feedbackSchema } from "../../server/contracts/clients";
import { clientFeedback, clientNotes } from "../../server/db/schema/client-details";
import { jobGroups, jobs } from "../../server/db/schema/jobs";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { demoClientJob } from "./client-helpers";

/**
 * Notes and feedback for client contacts (decision 214): a contact reads its company's external
 * notes only, lists the feedback its company gave in the portal, and gives feedback on its own
 * jobs and their sessions; it cannot change staff's feedback nor touch another company's.
 */

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let client = "";
let admin = "";
let clientId = 0;
let otherClientId = 0;
let jobId = 0;
let foreignJobId = 0;
let sessionId = 0;
let foreignSessionId = 0;
let staffFeedbackId = 0;

const notes = z.array(clientNoteSchema);
const feedbackList = z.array(feedbackSchema);
const save = (body: Record<string, unknown>, token = client) =>
  api.postJson("/api/feedback/update", body, { token, answer: feedbackSchema });

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  [client, admin] = await Promise.all([
    api.login(DEMO.client.username, DEMO.client.password),
    api.login(DEMO.admin.username, DEMO.admin.password),
  ]);
  const db = server.handle.db;
  ({ clientId, jobId } = await demoClientJob(db));
  const [foreign] = await db
    .select({ id: jobs.id, clientId: jobs.clientId })
    .from(jobs)
    .where(ne(jobs.clientId, clientId))
    .limit(1);
  foreignJobId = foreign?.id ?? 0;
  otherClientId = foreign?.clientId ?? 0;
  const [s] = await db
    .insert(jobGroups)
    .values({ jobId, sessionNumber: 901, name: "Feedback group" })
    .returning({ id: jobGroups.id });
  sessionId = s?.id ?? 0;
  const [fs] = await db
    .insert(jobGroups)
    .values({ jobId: foreignJobId, sessionNumber: 902, name: "Not theirs" })
    .returning({ id: jobGroups.id });
  foreignSessionId = fs?.id ?? 0;
  await db.insert(clientNotes).values([
    { clientId, note: "Internal: margin is thin on this client", isExternal: false, createdBy: "admin" },
    { clientId, note: "External: fieldwork starts Monday", isExternal: true, createdBy: "admin" },
    { clientId: otherClientId, note: "External of another company", isExternal: true, createdBy: "admin" },
  ]);
  const [staffRow] = await db
    .insert(clientFeedback)
    .values({ clientId, jobId, feedbackType: "Complaint", comment: "Staff wrote this", createdBy: "admin" })
    .returning({ id: clientFeedback.id });
  staffFeedbackId = staffRow?.id ?? 0;
}, 60_000);
afterAll(() => server?.close());

describe("notes for client contacts", () => {
  it("answers the company's external notes only, newest first; staff still read all", async () => {
    const answer = await api.get(`/api/client-notes/${clientId}`, { token: client, answer: notes });
    expect(answer.status).toBe(200);
    const rows = notes.parse(answer.body.value);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((n) => n.isExternal && n.clientId === clientId)).toBe(true);
    expect(rows.map((n) => n.note)).toContain("External: fieldwork starts Monday");
    expect(JSON.stringify(rows)).not.toContain("Internal: margin");
    const times = rows.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const staff = notes.parse((await api.get(`/api/client-notes/${clientId}`, { token: admin })).body.value);
    expect(staff.map((n) => n.note)).toContain("Internal: margin is thin on this client");
  });

  it("refuses another company's notes and every note change", async () => {
    expect((await api.get(`/api/client-notes/${otherClientId}`, { token: client })).status).toBe(403);
    expect(
      (
        await api.postJson(
          "/api/client-note/update",
          { clientId, note: "Mine", isExternal: true },
          { token: client },
        )
      ).status,
    ).toBe(403);
    expect((await api.get(`/api/client-accounts-notes/${clientId}`, { token: client })).status).toBe(403);
  });
});

describe("feedback from client contacts", () => {
  it("submits on its own job and session and lists it, never staff's", async () => {
    const answer = await save({
      clientId,
      jobId,
      jobGroupId: sessionId,
      feedbackType: "Compliment",
      feedbackAction: "No Action",
      comment: "Great recruits in group 901",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      jobId,
      jobGroupId: sessionId,
      clientContactId: expect.any(Number),
    });
    const rows = feedbackList.parse(
      (await api.get(`/api/client-feedback/${clientId}`, { token: client, answer: feedbackList })).body.value,
    );
    const mine = rows.find((r) => r.comment === "Great recruits in group 901");
    expect(mine?.sessionLabel).toBe("Session 901 Feedback group");
    expect(mine?.jobLabel).toContain(" - ");
    expect(rows.every((r) => r.clientContactId !== null && r.clientId === clientId)).toBe(true);
    expect(rows.map((r) => r.comment)).not.toContain("Staff wrote this");
  });

  it("edits its company's portal feedback but not staff's", async () => {
    const made = await save({ clientId, jobId, feedbackType: "Suggestion", comment: "First words" });
    const id = made.body.value.id;
    const edited = await save({ id, clientId, jobId, feedbackType: "Suggestion", comment: "Second words" });
    expect(edited.body.value.comment).toBe("Second words");
    const staffs = await save({
      id: staffFeedbackId,
      clientId,
      jobId,
      feedbackType: "Complaint",
      comment: "Hacked",
    });
    expect(staffs.status).toBe(403);
  });

  it("refuses another company, a foreign job or session, and feedback without a job", async () => {
    const base = { feedbackType: "Complaint", comment: "Not allowed" };
    expect((await save({ ...base, clientId: otherClientId, jobId: foreignJobId })).status).toBe(403);
    expect((await save({ ...base, clientId, jobId: foreignJobId })).status).toBe(403);
    const session = await save({ ...base, clientId, jobId, jobGroupId: foreignSessionId });
    expect(session.body.succeeded).toBe(false);
    expect(session.body.errors.join(" ")).toContain("session does not belong");
    const noJob = await save({ ...base, clientId });
    expect(noJob.body.succeeded).toBe(false);
    expect((await api.get(`/api/client-feedback/${otherClientId}`, { token: client })).status).toBe(403);
    expect((await api.get("/api/feedbacks", { token: client })).status).toBe(403);
    expect(
      (await api.postJson("/api/feedback/delete", { ids: [staffFeedbackId] }, { token: client })).status,
    ).toBe(403);
  });

  it("staff keep recording feedback for the client", async () => {
    const answer = await save({ clientId, jobId, feedbackType: "Complaint", comment: "Phoned in" }, admin);
    expect(answer.status).toBe(200);
    expect(answer.body.value.clientContactId).toBeNull();
  });
});
