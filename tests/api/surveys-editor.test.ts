import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  questionRowsAnswerSchema,
  quotasAnswerSchema,
  surveyDetailAnswerSchema,
} from "../../server/contracts/surveys/surveys";
import { staffWithRights } from "../helpers/staff-with-rights";
import { expectBadRequest } from "./auth-helpers";
import { expectForbidden } from "./respondents-helpers";
import { expectRefusal, value } from "./sessions-helpers";
import { createSurvey, SCREENER, surveysWorld } from "./surveys-helpers";

let w: Awaited<ReturnType<typeof surveysWorld>>;
let noRights: string;
beforeAll(async () => {
  w = await surveysWorld();
  noRights = await staffWithRights(w.server, []);
});
afterAll(() => w?.server.close());

describe("survey details and questions", () => {
  it("creates a survey, sanitises its rich text, saves and reads its questions in order", async () => {
    const s = await createSurvey(w.api, w.admin, { jobId: w.jobId, kind: "survey", title: "Main survey" });
    expect(s.introduction).toBe("<p>Hello <b>there</b></p>");
    const rows = value(
      await w.api.get(`/api/survey-questions/${s.id}`, { token: w.admin }),
      questionRowsAnswerSchema,
    );
    expect(rows.map((r) => r.question.id)).toEqual(["age", "work", "why"]);
    expect(rows[0]?.question.text).not.toContain("<script>");
    // Saving again keeps the rows' ids by question id; a question left out is deleted.
    const again = await w.api.postJson(
      "/api/survey-questions/update",
      { surveyId: s.id, questions: [SCREENER[1], SCREENER[0]] },
      { token: w.admin },
    );
    const after = value(again, questionRowsAnswerSchema);
    expect(after.map((r) => r.question.id)).toEqual(["work", "age"]);
    expect(after.find((r) => r.question.id === "age")?.questionId).toBe(rows[0]?.questionId);
    const detail = value(
      await w.api.get(`/api/survey-detail/${s.id}`, { token: w.admin }),
      surveyDetailAnswerSchema,
    );
    expect(detail).toMatchObject({ title: "Main survey", questionCount: 2, kind: "survey" });
    const job = await w.api.get(`/api/survey/${w.jobId}`, {
      token: w.admin,
      answer: surveyDetailAnswerSchema,
    });
    expect(job.body.value.id).toBe(s.id);
    const list = await w.api.get(`/api/surveys/${w.jobId}`, {
      token: w.admin,
      answer: z.array(surveyDetailAnswerSchema),
    });
    expect(list.body.value.map((x) => x.id)).toContain(s.id);
    const edited = await w.api.postJson(
      "/api/survey-detail/update",
      { id: s.id, jobId: w.jobId, kind: "survey", title: "Renamed", redirectUrl: "https://example.com/s" },
      { token: w.admin, answer: surveyDetailAnswerSchema },
    );
    expect(edited.body.value).toMatchObject({ title: "Renamed", redirectUrl: "https://example.com/s" });
  });

  it("refuses bad models: duplicate ids, unknown skips, string conditions, javascript redirects", async () => {
    const s = await createSurvey(w.api, w.admin, { jobId: w.jobId, kind: "survey" });
    const dup = await w.api.postJson(
      "/api/survey-questions/update",
      { surveyId: s.id, questions: [SCREENER[0], SCREENER[0]] },
      { token: w.admin },
    );
    expectBadRequest(dup, "Duplicate question id 'age'");
    const skip = structuredClone(SCREENER);
    if (skip[0]?.kind === "single") skip[0].options[1] = { id: "a18", label: "x", skipTo: "nowhere" };
    expectBadRequest(
      await w.api.postJson(
        "/api/survey-questions/update",
        { surveyId: s.id, questions: skip },
        { token: w.admin },
      ),
      "Unknown question 'nowhere'",
    );
    expectBadRequest(
      await w.api.postJson(
        "/api/survey-questions/update",
        { surveyId: s.id, questions: [{ id: "a", kind: "info", text: "", showIf: "age > 18" }] },
        { token: w.admin },
      ),
    );
    expectBadRequest(
      await w.api.postJson(
        "/api/survey-detail/update",
        { jobId: w.jobId, title: "x", redirectUrl: "javascript:alert(1)" },
        { token: w.admin },
      ),
      "redirectUrl",
    );
    expectBadRequest(await w.api.get("/api/survey-detail/abc", { token: w.admin }));
    expectBadRequest(
      await w.api.postJson("/api/survey-question/delete", { questionId: true }, { token: w.admin }),
    );
  });

  it("deletes a question unless logic points at it, and deletes options", async () => {
    const questions = structuredClone(SCREENER);
    questions[2] = {
      ...questions[2],
      showIf: { q: "work", op: "eq", value: "no" },
    } as (typeof questions)[number];
    const s = await createSurvey(w.api, w.admin, { jobId: w.jobId, kind: "survey" }, questions);
    const rows = value(
      await w.api.get(`/api/survey-questions/${s.id}`, { token: w.admin }),
      questionRowsAnswerSchema,
    );
    const id = (code: string) => rows.find((r) => r.question.id === code)?.questionId ?? 0;
    expectRefusal(
      await w.api.postJson("/api/survey-question/delete", { questionId: id("work") }, { token: w.admin }),
      "is used by other questions",
    );
    const ok = await w.api.postJson(
      "/api/survey-question/delete",
      { questionId: id("why") },
      { token: w.admin },
    );
    expect(ok.body).toMatchObject({ succeeded: true, successMsg: "Successfully Deleted!" });
    const opt = await w.api.postJson(
      "/api/survey-option/delete",
      { questionId: id("age"), optionId: "a40" },
      { token: w.admin },
    );
    expect(opt.body.succeeded).toBe(true);
    const after = value(
      await w.api.get(`/api/survey-questions/${s.id}`, { token: w.admin }),
      questionRowsAnswerSchema,
    );
    const age = after.find((r) => r.question.id === "age")?.question;
    expect(age && "options" in age ? age.options.map((o) => o.id) : []).toEqual(["u18", "a18"]);
    expect(
      (
        await w.api.postJson(
          "/api/survey-option/delete",
          { questionId: id("age"), optionId: "zz" },
          { token: w.admin },
        )
      ).status,
    ).toBe(404);
    const del = await w.api.get(`/api/survey/delete/${s.id}`, { token: w.admin });
    expect(del.body.succeeded).toBe(true);
    expect((await w.api.get(`/api/survey-detail/${s.id}`, { token: w.admin })).status).toBe(404);
  });

  it("copies a survey to a screener and a session screener, and finds them by job and session", async () => {
    const s = await createSurvey(w.api, w.admin, { jobId: w.jobId, kind: "survey", title: "Source" });
    await w.api.postForm(
      "/api/survey/UpdateSurveyQuotas",
      {
        surveyId: String(s.id),
        json: JSON.stringify({
          quotas: [{ name: "Young", target: 5, when: { q: "age", op: "eq", value: "a18" } }],
        }),
      },
      { token: w.admin },
    );
    const screener = value(
      await w.api.get(`/api/copy-survey-to-screener/${s.id}`, { token: w.admin }),
      surveyDetailAnswerSchema,
    );
    expect(screener).toMatchObject({ kind: "screener", jobId: w.jobId, questionCount: 3 });
    const quotas = value(
      await w.api.postForm(
        "/api/survey/GetSurveyQuotas",
        { surveyId: String(screener.id) },
        { token: w.admin },
      ),
      quotasAnswerSchema,
    );
    expect(quotas.quotas).toMatchObject([{ name: "Young", target: 5, filled: 0 }]);
    const sessionScreener = value(
      await w.api.postForm(
        "/api/copy-survey-to-session-screener/",
        { surveyId: String(s.id), sessionId: String(w.session.id) },
        { token: w.admin },
      ),
      surveyDetailAnswerSchema,
    );
    expect(sessionScreener).toMatchObject({ kind: "sessionScreener", jobGroupId: w.session.id });
    const byJob = await w.api.postForm("/api/GetScreenerId", { jobId: String(w.jobId) }, { token: w.admin });
    expect(byJob.body.value).toBe(screener.id);
    const bySession = await w.api.postForm(
      "/api/GetSurveyIdScreenerId",
      { jobId: String(w.jobId), jobGroupId: String(w.session.id) },
      { token: w.admin },
    );
    expect(bySession.body.value).toMatchObject({ screenerId: sessionScreener.id });
    const questions = await w.api.get(`/api/job-survey-questions/${w.jobId}`, { token: w.admin });
    expect((questions.body.value as unknown[]).length).toBeGreaterThan(0);
    const scheduleQs = await w.api.get(`/api/job-survey-questions-jobschedules/${w.session.id}`, {
      token: w.admin,
    });
    expect(scheduleQs.body.succeeded).toBe(true);
    const sources = await w.api.get(`/api/jobs-with-survey-questions/${w.jobId - 1}`, { token: w.admin });
    expect(JSON.stringify(sources.body.value)).toContain(`"surveyId":${s.id}`);
    const missing = await w.api.postForm(
      "/api/copy-survey-to-session-screener",
      { surveyId: String(s.id), sessionId: String(w.session.id + 999) },
      { token: w.admin },
    );
    expect(missing.status).toBe(404);
  });

  it("quotas: conditions must name the survey's questions", async () => {
    const s = await createSurvey(w.api, w.admin, { jobId: w.jobId, kind: "screener" });
    const bad = await w.api.postJson(
      "/api/survey/UpdateSurveyQuotas",
      { surveyId: s.id, quotas: [{ name: "X", target: 1, when: { q: "nope", op: "answered" } }] },
      { token: w.admin },
    );
    expectRefusal(bad, "Unknown question 'nope'");
    expectBadRequest(
      await w.api.postJson(
        "/api/survey/UpdateSurveyQuotas",
        { surveyId: s.id, quotas: [{ name: "X", target: -1, when: {} }] },
        { token: w.admin },
      ),
    );
  });
});

describe("rights", () => {
  const staffCalls = (surveyId: number, jobId: number): [string, string, unknown?][] => [
    ["GET", `/api/survey/${jobId}`],
    ["GET", `/api/surveys/${jobId}`],
    ["GET", `/api/survey-detail/${surveyId}`],
    ["GET", `/api/survey-events/${surveyId}`],
    ["GET", `/api/survey-questions/${surveyId}`],
    ["GET", `/api/survey-stats/${surveyId}`],
    ["GET", `/api/job-survey-stats/${jobId}`],
    ["GET", `/api/survey-questions-all-answers/${surveyId}`],
    ["GET", `/api/jobs-with-survey-questions/${jobId}`],
    ["GET", `/api/job-survey-questions/${jobId}`],
    ["GET", "/api/job-survey-questions-jobschedules/1"],
    ["GET", `/api/survey/delete/${surveyId}`],
    ["GET", `/api/copy-survey-to-screener/${surveyId}`],
    ["POST", "/api/survey-questions/update", { surveyId, questions: [] }],
    ["POST", "/api/survey-detail/update", { jobId, title: "x" }],
    ["POST", "/api/survey-question/delete", { questionId: 1 }],
    ["POST", "/api/survey-option/delete", { questionId: 1, optionId: "a" }],
    ["POST", "/api/survey/deleteSurveyAnswerById", { said: 1 }],
    ["POST", "/api/copy-survey-to-session-screener/", { surveyId, sessionId: 1 }],
    ["POST", "/api/survey-questions-answers", { surveyId, respondentId: 1 }],
    ["POST", "/api/Screener-questions-answers", { surveyId, respondentId: 1 }],
    ["POST", "/api/GetScreenerId", { jobId }],
    ["POST", "/api/GetSurveyIdScreenerId", { jobId }],
    ["POST", "/api/survey/GetSurveyQuotas", { surveyId }],
    ["POST", "/api/survey/UpdateSurveyQuotas", { surveyId, quotas: [] }],
  ];
  it("staff calls answer 401 without sign-in and 403 to respondents and staff without JobAdmin", async () => {
    const s = await createSurvey(w.api, w.admin, { jobId: w.jobId, kind: "survey" });
    for (const [method, path, body] of staffCalls(s.id, w.jobId)) {
      const call = (token?: string) =>
        method === "GET" ? w.api.get(path, { token }) : w.api.postJson(path, body, { token });
      expect((await call()).status, path).toBe(401);
      expectForbidden(await call(w.me));
      expectForbidden(await call(noRights));
    }
  });
  it("the question library is read with JobAdmin or MSLQ and managed with MSLQ", async () => {
    const ok = await w.api.get("/api/survey-template-questions", { token: w.admin });
    expect(ok.body.succeeded).toBe(true);
    expect((ok.body.value as unknown[]).length).toBeGreaterThan(0);
    const cats = await w.api.get("/api/survey-question-categories", { token: w.admin });
    expect((cats.body.value as unknown[]).length).toBeGreaterThan(0);
    expectForbidden(await w.api.get("/api/survey-template-questions", { token: noRights }));
    expectForbidden(await w.api.get("/api/survey-question-categories", { token: w.me }));
    const q = {
      id: "pets",
      kind: "single",
      text: '<p onclick="x()">Pets?</p>',
      options: [{ id: "dog", label: "Dog" }],
    };
    const saved = await w.api.postJson(
      "/api/survey-template-questions/update",
      { category: "Lifestyle", question: q },
      { token: w.admin },
    );
    expect(saved.body).toMatchObject({ succeeded: true, successMsg: "Successfully Saved!" });
    const id = saved.body.value as number;
    const library = await w.api.get("/api/survey-template-questions", { token: w.admin });
    const row = (library.body.value as { id: number; category: string; question: { text: string } }[]).find(
      (r) => r.id === id,
    );
    expect(row).toMatchObject({ category: "Lifestyle", question: { text: "<p>Pets?</p>" } });
    expectBadRequest(
      await w.api.postJson(
        "/api/survey-template-questions/update",
        { category: "", question: {} },
        { token: w.admin },
      ),
    );
    expectForbidden(
      await w.api.postJson(
        "/api/survey-template-questions/update",
        { category: "X", question: q },
        { token: noRights },
      ),
    );
    expectForbidden(await w.api.postJson("/api/survey-template-questions/delete", { id }, { token: w.me }));
    const removed = await w.api.postJson("/api/survey-template-questions/delete", { id }, { token: w.admin });
    expect(removed.body.succeeded).toBe(true);
    expect(
      (await w.api.postJson("/api/survey-template-questions/delete", { id }, { token: w.admin })).status,
    ).toBe(404);
  });
});
