import { afterAll, beforeAll, expect, it } from "vitest";
import { SURVEY_MESSAGES } from "../../server/contracts/surveys/constants";
import type { Question } from "../../server/contracts/surveys/logic";
import { findResponse, writeIfUnchanged } from "../../server/db/repo/survey-responses";
import { createSurvey, savePage, stateOf, surveysWorld } from "./surveys-helpers";

/**
 * Decision 153's cheap save: a page is written only over the row as it was read (so repeated
 * posts of one page apply once), and the cached questions follow every edit of the survey.
 */
let w: Awaited<ReturnType<typeof surveysWorld>>;
beforeAll(async () => {
  w = await surveysWorld();
});
afterAll(() => w?.server.close());

const single = (id: string, options: string[], newPage = false): Question => ({
  id,
  kind: "single",
  text: `${id}?`,
  required: true,
  ...(newPage ? { newPage } : {}),
  options: options.map((o) => ({ id: o, label: o })),
});
const QUESTIONS = [
  single("first", ["a", "b"]),
  single("second", ["x", "y"], true),
  single("third", ["z"], true),
];

it("applies one of ten identical posts of a page at once; the others are refused as stale", async () => {
  const s = await createSurvey(w.api, w.admin, { jobId: w.jobId, title: "Twice" }, QUESTIONS);
  const p = w.people[50] ?? 0;
  const link = w.link(p, s.id);
  const ids = { surveyId: s.id, respondentId: p };
  expect(stateOf(await savePage(w.api, link, ids, { first: "a" }, { questionId: "first" })).page).toBe(1);
  const posts = await Promise.all(
    Array.from({ length: 10 }, () => savePage(w.api, link, ids, { second: "x" }, { questionId: "second" })),
  );
  const applied = posts.filter((a) => a.body.succeeded);
  expect(applied).toHaveLength(1);
  expect(stateOf(applied[0] as (typeof posts)[number]).page).toBe(2);
  for (const refused of posts.filter((a) => !a.body.succeeded))
    expect(refused.body.errors).toEqual([SURVEY_MESSAGES.stalePage]);
  // One page on the stack: going back once lands on the second page, twice on the first.
  expect(stateOf(await savePage(w.api, link, ids, {}, { isPrevious: true })).page).toBe(1);
  expect(stateOf(await savePage(w.api, link, ids, {}, { isPrevious: true })).page).toBe(0);
});

it("reads the questions again after staff edit them", async () => {
  const s = await createSurvey(w.api, w.admin, { jobId: w.jobId, title: "Edited" }, QUESTIONS);
  const p = w.people[51] ?? 0;
  const link = w.link(p, s.id);
  const ids = { surveyId: s.id, respondentId: p };
  expect(stateOf(await savePage(w.api, link, ids, { first: "a" })).page).toBe(1);
  expect((await savePage(w.api, link, ids, { second: "new" })).body.succeeded).toBe(false);
  const edited = [QUESTIONS[0], single("second", ["x", "new"], true), QUESTIONS[2]];
  const saved = await w.api.postJson(
    "/api/survey-questions/update",
    { surveyId: s.id, questions: edited },
    { token: w.admin },
  );
  expect(saved.body.succeeded).toBe(true);
  const state = stateOf(await savePage(w.api, link, ids, { second: "new" }));
  expect(state).toMatchObject({ page: 2, status: "In progress" });
  expect(state.answers.second).toBe("new");
});

it("writes over a response only when it is exactly as it was read", async () => {
  const s = await createSurvey(w.api, w.admin, { jobId: w.jobId, title: "Stale" }, QUESTIONS);
  const p = w.people[52] ?? 0;
  const link = w.link(p, s.id);
  const ids = { surveyId: s.id, respondentId: p };
  const db = w.server.handle.db;
  expect(stateOf(await savePage(w.api, link, ids, { first: "a" })).page).toBe(1);
  const seen = await findResponse(db, s.id, p);
  if (!seen) throw new Error("no response");
  expect(stateOf(await savePage(w.api, link, ids, { second: "x" })).page).toBe(2);
  expect(await writeIfUnchanged(db, seen, { page: 0 })).toBeUndefined();
  const now = await findResponse(db, s.id, p);
  if (!now) throw new Error("no response");
  expect(await writeIfUnchanged(db, now, { page: 1 })).toMatchObject({ page: 1 });
  expect(await writeIfUnchanged(db, { ...now, page: 1, status: "Completed" }, { page: 0 })).toBeUndefined();
});
