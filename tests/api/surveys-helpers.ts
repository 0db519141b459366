import { desc, notInArray } from "drizzle-orm";
import { expect } from "vitest";
import type { Question } from "../../server/contracts/surveys/logic";
import { responseStateSchema, surveyDetailAnswerSchema } from "../../server/contracts/surveys/surveys";
import { jobs } from "../../server/db/schema/jobs";
import { respondents } from "../../server/db/schema/respondents";
import { encodeSurveyLink } from "../../server/services/surveys/links";
import { type Answer, apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { makeSession, value } from "./sessions-helpers";

export type Api = ReturnType<typeof apiClient>;

/** A screener: age (under 18 terminates; 18+ qualifies), a security question, a follow-up page. */
export const SCREENER: Question[] = [
  {
    id: "age",
    kind: "single",
    text: "<p>How old are you, {{profile.firstName}}?</p><script>alert(1)</script>",
    required: true,
    options: [
      { id: "u18", label: "Under 18", terminate: { reason: "under-age" } },
      { id: "a18", label: "18 to 39", qualify: true },
      { id: "a40", label: "40 or over", qualify: true },
    ],
  },
  {
    id: "work",
    kind: "single",
    text: "Do you work in market research?",
    newPage: true,
    required: true,
    options: [
      { id: "yes", label: "Yes", terminate: { reason: "security" } },
      { id: "no", label: "No" },
    ],
  },
  { id: "why", kind: "text", text: "Why do you take part?", newPage: true, maxLength: 50 },
];

/** A fresh server with the demo logins, a job, one of its sessions and 60 respondents' ids. */
export async function surveysWorld() {
  const server: TestServer = await startTestServer();
  const api = apiClient(server);
  const [admin, recruiter, me] = await Promise.all([
    api.login(DEMO.admin.username, DEMO.admin.password),
    api.login(DEMO.recruiter.username, DEMO.recruiter.password),
    api.login(DEMO.respondent.username, DEMO.respondent.password),
  ]);
  const db = server.handle.db;
  // The last job still open (a closed job's links have expired): the demo surveys sit on the first.
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(notInArray(jobs.status, ["Closed", "Cancelled"]))
    .orderBy(desc(jobs.id))
    .limit(1);
  const jobId = job?.id ?? 0;
  const people = (
    await db.select({ id: respondents.id }).from(respondents).orderBy(respondents.id).limit(60)
  ).map((p) => p.id);
  expect(people.length).toBe(60);
  const session = await makeSession(api, admin, jobId);
  const link = (respondentId: number, surveyId = 0, sessionId = 0) =>
    encodeSurveyLink(server.deps.env.jwtSecret, {
      respondentId,
      jobId,
      surveyId,
      sessionId,
      now: new Date(),
    });
  return { server, api, admin, recruiter, me, jobId, session, people, link };
}

export async function createSurvey(
  api: Api,
  token: string,
  fields: { jobId: number; kind?: string; jobGroupId?: number; title?: string },
  questions: Question[] = SCREENER,
) {
  const detail = value(
    await api.postJson(
      "/api/survey-detail/update",
      { title: "Screener", introduction: "<p>Hello <b>there</b></p>", thankYou: "Thanks!", ...fields },
      { token },
    ),
    surveyDetailAnswerSchema,
  );
  const saved = await api.postJson(
    "/api/survey-questions/update",
    { surveyId: detail.id, questions },
    { token },
  );
  expect(saved.body.succeeded).toBe(true);
  return detail;
}

export type PageAnswer = Record<string, unknown>;

/** Saves one page for a link holder. */
export function savePage(
  api: Api,
  encodedData: string,
  ids: { surveyId: number; respondentId: number },
  answers: PageAnswer,
  extra: Record<string, unknown> = {},
) {
  return api.postJson(
    "/api/survey-answers/update",
    {
      encodedData,
      ...ids,
      answers: Object.entries(answers).map(([questionId, v]) => ({ questionId, value: v })),
      ...extra,
    },
    { answer: responseStateSchema },
  );
}

export const stateOf = (answer: Answer) => value(answer, responseStateSchema);
