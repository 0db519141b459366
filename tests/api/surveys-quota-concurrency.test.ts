import { afterAll, beforeAll, expect, it } from "vitest";
import { quotasAnswerSchema } from "../../server/contracts/surveys/surveys";
import { value } from "./sessions-helpers";
import { createSurvey, savePage, stateOf, surveysWorld } from "./surveys-helpers";

/**
 * Decision 153: 50 respondents completing at once against a 10-place cell leave exactly 10 counted.
 * Only PostgreSQL exercises the race (CI's `DATABASE_URL=… npm run test:api` pass): PGlite runs one
 * transaction at a time, so there a read-then-update quota take passes too. On PGlite this checks
 * the bound (never past the target) and the Over quota answers.
 */
let w: Awaited<ReturnType<typeof surveysWorld>>;
beforeAll(async () => {
  w = await surveysWorld();
});
afterAll(() => w?.server.close());

it("counts exactly the target when 50 respondents complete at the same moment", async () => {
  const question = {
    id: "age",
    kind: "single" as const,
    text: "Age?",
    required: true,
    options: [
      { id: "a18", label: "18+", qualify: true },
      { id: "u18", label: "Under 18" },
    ],
  };
  const s = await createSurvey(w.api, w.admin, { jobId: w.jobId, kind: "screener", title: "Race" }, [
    question,
  ]);
  const saved = await w.api.postJson(
    "/api/survey/UpdateSurveyQuotas",
    { surveyId: s.id, quotas: [{ name: "Adults", target: 10, when: { q: "age", op: "eq", value: "a18" } }] },
    { token: w.admin },
  );
  expect(saved.body.succeeded).toBe(true);
  const people = w.people.slice(0, 50);
  const answers = await Promise.all(
    people.map((p) => savePage(w.api, w.link(p, s.id), { surveyId: s.id, respondentId: p }, { age: "a18" })),
  );
  const statuses = answers.map((a) => stateOf(a).status);
  expect(statuses.filter((x) => x === "Completed")).toHaveLength(10);
  expect(statuses.filter((x) => x === "Over quota")).toHaveLength(40);
  const quotas = value(
    await w.api.postJson("/api/survey/GetSurveyQuotas", { surveyId: s.id }, { token: w.admin }),
    quotasAnswerSchema,
  );
  expect(quotas.quotas[0]).toMatchObject({ target: 10, filled: 10 });
});
