import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Question } from "../../server/contracts/surveys/logic";
import { statsAnswerSchema } from "../../server/contracts/surveys/surveys";
import { surveyResponses } from "../../server/db/schema/surveys";
import { value } from "./sessions-helpers";
import { createSurvey, surveysWorld } from "./surveys-helpers";

// Walkthrough M20: the answers summary reads numbers, open text and grid rows, and counts
// responses (not grid cells).
let w: Awaited<ReturnType<typeof surveysWorld>>;
beforeAll(async () => {
  w = await surveysWorld();
});
afterAll(() => w.server.close());

const QUESTIONS: Question[] = [
  { id: "cups", kind: "number", text: "How many cups a day?" },
  { id: "why", kind: "text", text: "Why coffee?" },
  {
    id: "rate",
    kind: "grid",
    text: "Rate it",
    rows: [
      { id: "taste", label: "Taste" },
      { id: "price", label: "Price" },
    ],
    columns: [
      { id: "good", label: "Good" },
      { id: "bad", label: "Bad" },
    ],
  },
] as Question[];

describe("survey answers summary", () => {
  it("gives number statistics, the latest texts, per-row grid counts and responses answered", async () => {
    const s = await createSurvey(
      w.api,
      w.admin,
      { jobId: w.jobId, kind: "survey", title: "Coffee" },
      QUESTIONS,
    );
    const answers = [
      { cups: 2, why: "Taste", rate: { taste: "good", price: "bad" } },
      { cups: "4", why: "Habit", rate: { taste: "good", price: "good" } },
      { cups: 9, why: "", rate: { taste: "bad" } },
    ];
    const db = w.server.handle.db;
    for (const [i, a] of answers.entries())
      await db.insert(surveyResponses).values({
        surveyId: s.id,
        respondentId: w.people[30 + i] ?? 0,
        jobId: w.jobId,
        status: "Completed",
        answers: a,
        startedAt: new Date(Date.UTC(2026, 10, 1 + i)),
      } as never);
    // A response still in progress counts nowhere.
    await db.insert(surveyResponses).values({
      surveyId: s.id,
      respondentId: w.people[40] ?? 0,
      jobId: w.jobId,
      answers: { cups: 100, why: "Draft" },
    } as never);

    const stats = value(await w.api.get(`/api/survey-stats/${s.id}`, { token: w.admin }), statsAnswerSchema);
    const q = (id: string) => stats.questions.find((x) => x.questionId === id);
    expect(q("cups")?.numbers).toEqual({ count: 3, average: 5, minimum: 2, maximum: 9 });
    expect(q("why")?.texts).toEqual(["Habit", "Taste"]);
    expect(q("why")?.answered).toBe(2);
    // Three responses answered the grid (not five cells); per row, per column.
    expect(q("rate")?.answered).toBe(3);
    expect(q("rate")?.rows).toEqual([
      {
        id: "taste",
        label: "Taste",
        counts: [
          { id: "good", count: 2 },
          { id: "bad", count: 1 },
        ],
      },
      {
        id: "price",
        label: "Price",
        counts: [
          { id: "good", count: 1 },
          { id: "bad", count: 1 },
        ],
      },
    ]);
  });
});
