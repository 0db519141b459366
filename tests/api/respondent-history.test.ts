import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { respondentHistoryAnswerSchema } from "../../server/contracts/respondents/history";
import { eventCreateAnswerSchema } from "../../server/contracts/sessions/events";
import { respondentPayments } from "../../server/db/schema/respondents";
import { surveyResponses, surveys } from "../../server/db/schema/surveys";
import { makeSession, sessionsWorld, value } from "./sessions-helpers";

let w: Awaited<ReturnType<typeof sessionsWorld>>;
let person = 0;
let jobId = 0;
let surveyId = 0;

beforeAll(async () => {
  w = await sessionsWorld();
  person = w.people[7] ?? 0;
  jobId = w.jobRows[1]?.id ?? 0;
  const s = await makeSession(w.api, w.recruiter, jobId);
  const booked = value(
    await w.api.postJson(
      "/api/event/create",
      { jobId, jobGroupId: s.id, respondentId: person },
      { token: w.recruiter },
    ),
    eventCreateAnswerSchema,
  );
  const db = w.server.handle.db;
  const [survey] = await db
    .insert(surveys)
    .values({ jobId, kind: "screener", title: "History screener" })
    .returning({ id: surveys.id });
  surveyId = survey?.id ?? 0;
  const later = (min: number) => new Date(Date.now() + min * 60_000);
  await db.insert(surveyResponses).values({
    surveyId,
    respondentId: person,
    jobId,
    status: "Completed",
    startedAt: later(1),
    finishedAt: later(2),
  });
  await db
    .insert(respondentPayments)
    .values({ respondentId: person, eventId: booked.created[0]?.eventId, amount: "85.00", paidAt: later(3) });
}, 60_000);
afterAll(() => w?.server.close());

describe("a panel member's participation timeline (M9)", () => {
  it("lists payments, answers (with their link ids) and sessions, newest first, paged", async () => {
    const first = value(
      await w.api.get(`/api/respondent-history/${person}?pageSize=3`, { token: w.recruiter }),
      respondentHistoryAnswerSchema,
    );
    expect(first.items.map((i) => i.what).slice(0, 3)).toEqual(["Payment", "Screener answers", "Session"]);
    const [payment, answers, session] = first.items;
    expect(payment).toMatchObject({ amount: 85, jobId });
    expect(answers).toMatchObject({ surveyId, jobId, status: "Completed", surveyTitle: "History screener" });
    expect(session).toMatchObject({ status: "Booked", jobId });
    expect(session?.jobNumber).toMatch(/^J/);
    expect(first.total).toBeGreaterThanOrEqual(3);
    const times = first.items.map((i) => i.at);
    expect(times).toEqual([...times].sort().reverse());
    if (first.total > 3) {
      const second = value(
        await w.api.get(`/api/respondent-history/${person}?page=2&pageSize=3`, { token: w.recruiter }),
        respondentHistoryAnswerSchema,
      );
      expect(second.items[0]?.key).not.toBe(first.items[0]?.key);
    }
  });

  it("is for staff with RespondentAdmin: 401, 403 to clients and respondents, 404 unknown", async () => {
    const path = `/api/respondent-history/${person}`;
    expect((await w.api.get(path)).status).toBe(401);
    expect((await w.api.get(path, { token: w.client })).status).toBe(403);
    expect((await w.api.get(path, { token: w.me })).status).toBe(403);
    expect((await w.api.get("/api/respondent-history/999999", { token: w.admin })).status).toBe(404);
    expect((await w.api.get(`${path}?pageSize=0`, { token: w.admin })).status).toBe(400);
  });
});
