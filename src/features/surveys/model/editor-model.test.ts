import { describe, expect, it } from "vitest";
import { questionListIssues } from "../../../../server/contracts/surveys/model";
import {
  addCondition,
  addOption,
  addQuestion,
  addQuotaCell,
  changeKind,
  duplicateQuestion,
  type EditorState,
  moveQuestion,
  nextId,
  questionCode,
  removeOption,
  removeQuestion,
  sameValue,
  toggleOptionFlag,
} from "./editor-model";

const empty = (): EditorState => ({
  draft: {
    details: { title: "S", introduction: "", thankYou: "", redirectUrl: null },
    questions: [],
    quotas: [],
  },
  focus: { question: 0, option: null },
});

/** Three single-choice questions q1..q3, focus on q1. */
function three(): EditorState {
  let s = empty();
  for (let i = 0; i < 3; i++) s = addQuestion(s);
  return { ...s, focus: { question: 0, option: null } };
}

const ids = (s: EditorState) => s.draft.questions.map((q) => q.id);

describe("the survey editor model", () => {
  it("adds questions after the focused one with the next free id and focuses the new one", () => {
    let s = addQuestion(empty());
    expect(ids(s)).toEqual(["q1"]);
    s = addQuestion(s, "number");
    expect(ids(s)).toEqual(["q1", "q2"]);
    s = { ...s, focus: { question: 0, option: null } };
    s = addQuestion(s, "text");
    expect(ids(s)).toEqual(["q1", "q3", "q2"]);
    expect(s.focus.question).toBe(1);
    expect(s.draft.questions[1]?.kind).toBe("text");
    expect(nextId("o", [{ id: "o1" }, { id: "o9" }, { id: "x" }])).toBe("o10");
  });

  it("a new question's code follows its number, not 'q1' after questions with other codes", () => {
    expect(questionCode([{ id: "age" }], 1)).toBe("q2");
    expect(questionCode([{ id: "age" }, { id: "q2" }, { id: "gender" }], 1)).toBe("q4");
  });

  it("duplicates a question below itself with a new id and its own copy of the options", () => {
    const s = duplicateQuestion(three());
    expect(ids(s)).toEqual(["q1", "q4", "q2", "q3"]);
    const [a, b] = s.draft.questions;
    expect(b && "options" in b && a && "options" in a && b.options !== a.options).toBe(true);
    expect(b && "options" in b ? b.options.map((o) => o.label) : []).toEqual(["Option 1", "Option 2"]);
  });

  it("moves the focused question up and down, the focus following; the ends do not move", () => {
    let s = moveQuestion(three(), 1);
    expect(ids(s)).toEqual(["q2", "q1", "q3"]);
    expect(s.focus.question).toBe(1);
    s = moveQuestion(moveQuestion(s, 1), 1);
    expect(ids(s)).toEqual(["q2", "q3", "q1"]);
    s = moveQuestion(s, -1);
    expect(ids(s)).toEqual(["q2", "q1", "q3"]);
    const top = three();
    expect(moveQuestion(top, -1)).toBe(top);
  });

  it("removing a question drops the skips, conditions and quota cells that name it", () => {
    let s = three();
    s = { ...s, focus: { question: 0, option: 1 } };
    s = toggleOptionFlag(s, "skipTo", "q2");
    s = { ...s, focus: { question: 2, option: null } };
    s = addCondition(s); // q3 shown when q2 is o1
    s = addQuotaCell(s); // on q1
    s = removeQuestion(s, "q2");
    expect(ids(s)).toEqual(["q1", "q3"]);
    const [q1, q3] = s.draft.questions;
    expect(q1 && "options" in q1 ? q1.options[1]?.skipTo : "x").toBeUndefined();
    expect(q3?.showIf).toBeUndefined();
    expect(s.draft.quotas).toHaveLength(1);
    expect(removeQuestion(s, "q1").draft.quotas).toEqual([]);
    expect(questionListIssues(s.draft.questions)).toEqual([]);
  });

  it("adds options (rows for grids) and removes them by id", () => {
    let s = addOption(three());
    const q1 = s.draft.questions[0];
    expect(q1 && "options" in q1 ? q1.options.map((o) => o.id) : []).toEqual(["o1", "o2", "o3"]);
    expect(s.focus).toEqual({ question: 0, option: 2 });
    s = removeOption(s, "q1", "o2");
    const after = s.draft.questions[0];
    expect(after && "options" in after ? after.options.map((o) => o.id) : []).toEqual(["o1", "o3"]);
    const grid = addOption({
      ...s,
      draft: { ...s.draft, questions: [changeKind(s.draft.questions[0]!, "grid")] },
    });
    const g = grid.draft.questions[0];
    expect(g?.kind === "grid" ? g.rows.map((r) => r.id) : []).toEqual(["r1", "r2"]);
  });

  it("sets option flags: terminate (with its reason) and qualify exclude each other; toggling again clears", () => {
    let s: EditorState = { ...three(), focus: { question: 0, option: 0 } };
    s = toggleOptionFlag(s, "terminate", "works-in-research");
    const option = () => {
      const q = s.draft.questions[0];
      return q && "options" in q ? q.options[0] : undefined;
    };
    expect(option()).toEqual({ id: "o1", label: "Option 1", terminate: { reason: "works-in-research" } });
    s = toggleOptionFlag(s, "qualify");
    expect(option()).toEqual({ id: "o1", label: "Option 1", qualify: true });
    s = toggleOptionFlag(toggleOptionFlag(s, "exclusive"), "qualify");
    expect(option()).toEqual({ id: "o1", label: "Option 1", exclusive: true });
    s = toggleOptionFlag(s, "skipTo", "end");
    expect(option()?.skipTo).toBe("end");
    s = toggleOptionFlag(s, "skipTo", "");
    expect(option()?.skipTo).toBeUndefined();
    const noOption = three();
    expect(toggleOptionFlag(noOption, "qualify")).toBe(noOption);
  });

  it("adds a display condition on the previous question, joining an existing one with all()", () => {
    let s: EditorState = { ...three(), focus: { question: 2, option: null } };
    s = addCondition(s);
    expect(s.draft.questions[2]?.showIf).toEqual({ q: "q2", op: "anyOf", values: ["o1"] });
    s = addCondition(s);
    expect(s.draft.questions[2]?.showIf).toEqual({
      all: [
        { q: "q2", op: "anyOf", values: ["o1"] },
        { q: "q2", op: "anyOf", values: ["o1"] },
      ],
    });
    const first = three();
    expect(addCondition(first)).toBe(first);
  });

  it("changes a question's kind keeping id, text and options between choice kinds", () => {
    const q = {
      id: "q7",
      kind: "single" as const,
      text: "<p>Age?</p>",
      options: [{ id: "o1", label: "18-24" }],
    };
    expect(changeKind(q, "multi")).toMatchObject({
      id: "q7",
      kind: "multi",
      text: "<p>Age?</p>",
      options: q.options,
    });
    expect(changeKind(q, "number")).toEqual({
      id: "q7",
      kind: "number",
      text: "<p>Age?</p>",
      required: undefined,
    });
  });

  it("compares drafts by value: key order and undefined keys do not make a draft dirty", () => {
    expect(sameValue({ a: 1, b: [{ c: "x" }] }, { b: [{ c: "x" }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1, d: undefined }, { a: 1 })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValue({ a: null }, { a: {} })).toBe(false);
    const s = three();
    expect(sameValue(removeQuestion(addQuestion(s), "q4").draft, s.draft)).toBe(true);
  });
});
