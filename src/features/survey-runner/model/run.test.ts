import { describe, expect, it } from "vitest";
import { RESPONSE_STATUS } from "../../../../server/contracts/surveys/constants";
import type { Question } from "../../../../server/contracts/surveys/logic";
import { pageAnswers, previewEngine, progressOf, stepText } from "./run";

const questions: Question[] = [
  {
    id: "q1",
    kind: "single",
    text: "Do you work in market research?",
    required: true,
    options: [
      { id: "yes", label: "Yes", terminate: { reason: "industry" } },
      { id: "no", label: "No" },
      { id: "oth", label: "Other", other: true },
    ],
  },
  { id: "q2", kind: "number", text: "Your age?", required: true, newPage: true, min: 18, max: 99 },
  {
    id: "q3",
    kind: "text",
    text: "Why?",
    newPage: true,
    showIf: { q: "q2", op: "gt", value: 60 },
  },
  { id: "q4", kind: "consent", text: "Consent", label: "I agree", newPage: true },
  { id: "h", kind: "hidden", text: "", profileField: "postcode" },
];

describe("survey run model", () => {
  it("sends the visible questions of a page with the 'other' text", () => {
    expect(pageAnswers(questions, 0, { q1: "oth", "q1.other": "Retired" }, {})).toEqual([
      { questionId: "q1", value: "oth" },
      { questionId: "q1.other", value: "Retired" },
    ]);
  });

  it("walks pages with skips of hidden display conditions, and back again", async () => {
    const engine = previewEngine(questions, { postcode: "2000" });
    expect(engine.start.answers).toEqual({ h: "2000" });
    let r = await engine.save(0, { q1: "no" }, false);
    expect("state" in r && r.state.page).toBe(1);
    // Age 30: q3 is not shown, so its page is skipped.
    r = await engine.save(1, { q1: "no", q2: 30 }, false);
    expect("state" in r && r.state.page).toBe(3);
    r = await engine.save(3, { q1: "no", q2: 30 }, true);
    expect("state" in r && r.state.page).toBe(1);
    r = await engine.save(1, { q1: "no", q2: 30 }, false);
    r = await engine.save(3, { q1: "no", q2: 30, q4: true }, false);
    expect("state" in r && r.state.status).toBe(RESPONSE_STATUS.Completed);
  });

  it("terminates on a terminating option and reports progress", async () => {
    const engine = previewEngine(questions, {});
    const r = await engine.save(0, { q1: "yes" }, false);
    expect("state" in r && r.state.status).toBe(RESPONSE_STATUS.Terminated);
    expect(progressOf({ page: 1, pageCount: 4, status: RESPONSE_STATUS.InProgress })).toBe(25);
    expect(progressOf({ page: 1, pageCount: 4, status: RESPONSE_STATUS.Completed })).toBe(100);
  });
});

describe("step text", () => {
  it("says 'Question 1 of 3' on one-question pages, 'Page' otherwise, nothing when over (minor 4)", () => {
    const state = { page: 0, pageCount: 3, status: "In progress" as const };
    expect(stepText(state, true)).toBe("Question 1 of 3");
    expect(stepText({ ...state, page: 2 }, false)).toBe("Page 3 of 3");
    expect(stepText({ ...state, status: "Completed" as const }, true)).toBe("");
  });
});
