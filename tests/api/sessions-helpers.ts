import { expect } from "vitest";
import type { z } from "zod";
import { attendeeListSchema, bulkAnswerSchema } from "../../server/contracts/sessions/events";
import { sessionSchema, timeSlotSchema } from "../../server/contracts/sessions/sessions";
import { jobs } from "../../server/db/schema/jobs";
import { respondents } from "../../server/db/schema/respondents";
import { blockedBy, eligibilityOf } from "../../server/services/panel-search/eligibility";
import { type Answer, apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";

export type Api = ReturnType<typeof apiClient>;
const DAY = 86_400_000;

/** A fresh server with the demo logins. */
export async function sessionsWorld() {
  const server: TestServer = await startTestServer();
  const api = apiClient(server);
  const [admin, recruiter, client, me] = await Promise.all([
    api.login(DEMO.admin.username, DEMO.admin.password),
    api.login(DEMO.recruiter.username, DEMO.recruiter.password),
    api.login(DEMO.client.username, DEMO.client.password),
    api.login(DEMO.respondent.username, DEMO.respondent.password),
  ]);
  const db = server.handle.db;
  const jobRows = await db.select({ id: jobs.id, clientId: jobs.clientId }).from(jobs).orderBy(jobs.id);
  // Members the eligibility rules let anyone book (decision 142): no cooldown, opt-out or no-show block.
  const panel = await db.select({ id: respondents.id }).from(respondents).orderBy(respondents.id).limit(400);
  const labels = await eligibilityOf(
    db,
    panel.map((p) => p.id),
  );
  const people = panel.filter((p) => blockedBy(labels.get(p.id) ?? []).length === 0).slice(0, 40);
  /** Books people into a session (POST /api/event/create) as the recruiter. */
  const book = (body: Record<string, unknown>) =>
    api.postJson("/api/event/create", body, { token: recruiter });
  /** A session's attendee list as the recruiter reads it (`path`: the list's route). */
  const attendees = async (sessionId: number, path = "qual-respondents") =>
    value(await api.get(`/api/job/${path}/${sessionId}`, { token: recruiter }), attendeeListSchema);
  return {
    server,
    api,
    admin,
    recruiter,
    client,
    me,
    jobRows,
    people: people.map((p) => p.id),
    book,
    attendees,
  };
}

/** The value of a succeeded answer, parsed with its contract. */
export function value<S extends z.ZodType>(answer: Answer, schema: S): z.infer<S> {
  if (!answer.body.succeeded) throw new Error(`${answer.status} ${JSON.stringify(answer.body.errors)}`);
  return schema.parse(answer.body.value);
}

/** A 200 refusal whose errors mention the text. */
export function expectRefusal(answer: Answer, text: string) {
  expect(answer.status).toBe(200);
  expect(answer.body.succeeded).toBe(false);
  expect(answer.body.errors.join(" ")).toContain(text);
}

let offset = 0;
/** A session in the future (each call a day later, so sessions never overlap by accident). */
export async function makeSession(
  api: Api,
  token: string,
  jobId: number,
  extra: Record<string, unknown> = {},
) {
  offset += 1;
  const start = new Date(Date.now() + (30 + offset) * DAY);
  start.setUTCHours(9, 0, 0, 0);
  const answer = await api.postJson(
    "/api/jobgroup/update",
    {
      jobId,
      name: `Group ${offset}`,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
      requiredPlaces: 0,
      standbyPlaces: 0,
      ...extra,
    },
    { token },
  );
  return value(answer, sessionSchema);
}

/**
 * A session that has started (each call a day earlier, so they never overlap): attendance
 * (Attended, No show) is recorded only from a session's start.
 */
export async function startedSession(
  api: Api,
  token: string,
  jobId: number,
  extra: Record<string, unknown> = {},
) {
  offset += 1;
  const start = new Date(Date.now() - offset * DAY);
  start.setUTCHours(9, 0, 0, 0);
  return makeSession(api, token, jobId, {
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
    ...extra,
  });
}

export async function makeSlot(
  api: Api,
  token: string,
  jobGroupId: number,
  startsAt: string,
  hours: number,
  capacity: number,
) {
  const end = new Date(Date.parse(startsAt) + hours * 3_600_000).toISOString();
  return value(
    await api.postJson(
      "/api/jobgroup-time/update",
      { jobGroupId, startsAt, endsAt: end, capacity },
      { token },
    ),
    timeSlotSchema,
  );
}

export const bulk = (answer: Answer) => value(answer, bulkAnswerSchema);
