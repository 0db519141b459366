import { describe, expect, it } from "vitest";
import { answerError, pageErrors } from "./answer-checks";
import {
  type Answers,
  type Condition,
  cellsOf,
  firstPage,
  hiddenAnswers,
  holds,
  nextAfter,
  optionOrder,
  type PageOutcome,
  pipe,
  type Question,
  visibleQuestions,
} from "./logic";
import { questionListSchema } from "./model";

const screener: Question[] = [
  {
    id: "age",
    kind: "single",
    text: "Your age?",
    required: true,
    options: [
      { id: "u18", label: "Under 18", terminate: { reason: "under-age" } },
      { id: "a18", label: "18-39", qualify: true },
      { id: "a40", label: "40+", qualify: true, skipTo: "pets" },
    ],
  },
  {
    id: "job",
    kind: "single",
    text: "Work in research?",
    newPage: true,
    options: [
      { id: "yes", label: "Yes", terminate: { reason: "security" } },
      { id: "no", label: "No" },
    ],
  },
  { id: "young", kind: "text", text: "Why?", showIf: { q: "age", op: "eq", value: "a18" } },
  {
    id: "pets",
    kind: "multi",
    text: "Pets, {{age}}?",
    newPage: true,
    min: 1,
    options: [
      { id: "dog", label: "Dog" },
      { id: "cat", label: "Cat" },
      { id: "none", label: "None of these", exclusive: true, skipTo: "end" },
    ],
  },
  {
    id: "dogname",
    kind: "text",
    text: "Dog's name",
    newPage: true,
    showIf: { q: "pets", op: "anyOf", values: ["dog"] },
  },
];

describe("nextAfter: skip, terminate and qualify", () => {
  const cases: [string, number, Answers, PageOutcome][] = [
    [
      "terminating option ends the survey",
      0,
      { age: "u18" },
      { kind: "terminate", reason: "under-age", questionId: "age" },
    ],
    ["no flag goes to the next page", 0, { age: "a18" }, { kind: "page", page: 1 }],
    ["skip jumps to the target question's page", 0, { age: "a40" }, { kind: "page", page: 2 }],
    [
      "security question terminates",
      1,
      { age: "a18", job: "yes" },
      { kind: "terminate", reason: "security", questionId: "job" },
    ],
    [
      "skip to end completes",
      2,
      { age: "a18", job: "no", pets: ["none"] },
      { kind: "complete", qualified: true },
    ],
    [
      "page whose questions are all hidden is passed over",
      2,
      { age: "a18", pets: ["cat"] },
      { kind: "complete", qualified: true },
    ],
    ["a shown follow-up page is next", 2, { age: "a18", pets: ["dog"] }, { kind: "page", page: 3 }],
    [
      "finishing without a qualify option does not qualify",
      3,
      { pets: ["dog"] },
      { kind: "terminate", reason: "not-qualified", questionId: "" },
    ],
  ];
  it.each(cases)("%s", (_name, page, answers, expected) => {
    expect(nextAfter(screener, page, answers)).toEqual(expected);
  });
});

describe("holds: display conditions", () => {
  const answers: Answers = { age: "a18", n: 30, pets: ["dog", "cat"], g: { r1: "c1" }, ok: true };
  const profile = { gender: "Female", age: 34 };
  const cases: [string, Condition, boolean][] = [
    ["eq on a choice", { q: "age", op: "eq", value: "a18" }, true],
    ["neq on a choice", { q: "age", op: "neq", value: "a18" }, false],
    ["gt on a number", { q: "n", op: "gt", value: 29 }, true],
    ["lte on a number", { q: "n", op: "lte", value: 29 }, false],
    ["anyOf on a multi", { q: "pets", op: "anyOf", values: ["cat", "fish"] }, true],
    ["allOf on a multi", { q: "pets", op: "allOf", values: ["cat", "fish"] }, false],
    ["noneOf on a multi", { q: "pets", op: "noneOf", values: ["fish"] }, true],
    ["eq on a multi means 'includes'", { q: "pets", op: "eq", value: "dog" }, true],
    ["answered", { q: "g", op: "answered" }, true],
    ["notAnswered on a missing answer", { q: "zzz", op: "notAnswered" }, true],
    ["comparison with a missing answer is false", { q: "zzz", op: "gt", value: 1 }, false],
    ["profile field", { q: "profile.gender", op: "eq", value: "Female" }, true],
    ["profile number", { q: "profile.age", op: "gte", value: 35 }, false],
    [
      "all",
      {
        all: [
          { q: "age", op: "eq", value: "a18" },
          { q: "n", op: "lt", value: 40 },
        ],
      },
      true,
    ],
    [
      "any",
      {
        any: [
          { q: "age", op: "eq", value: "x" },
          { q: "n", op: "lt", value: 10 },
        ],
      },
      false,
    ],
    ["not", { not: { q: "age", op: "eq", value: "x" } }, true],
  ];
  it.each(cases)("%s", (_name, cond, expected) => {
    expect(holds(cond, answers, profile)).toBe(expected);
  });

  it("visibleQuestions applies showIf on a page", () => {
    expect(visibleQuestions(screener, 1, { age: "a18" }).map((q) => q.id)).toEqual(["job", "young"]);
    expect(visibleQuestions(screener, 1, { age: "a40" }).map((q) => q.id)).toEqual(["job"]);
  });
});

describe("answer validation", () => {
  const single = screener[0] as Question;
  const pets = screener[3] as Question;
  const other: Question = {
    id: "brand",
    kind: "single",
    text: "Brand",
    options: [
      { id: "a", label: "Acme" },
      { id: "o", label: "Other", other: true },
    ],
  };
  const num: Question = { id: "n", kind: "number", text: "N", min: 1, max: 10, integer: true };
  const grid: Question = {
    id: "g",
    kind: "grid",
    text: "G",
    required: true,
    rows: [
      { id: "r1", label: "R1" },
      { id: "r2", label: "R2" },
    ],
    columns: [{ id: "c1", label: "C1" }],
  };
  const rank: Question = {
    id: "r",
    kind: "ranking",
    text: "R",
    top: 2,
    options: other.kind === "single" ? other.options : [],
  };
  const consent: Question = { id: "c", kind: "consent", text: "C", label: "I agree" };
  const date: Question = { id: "d", kind: "date", text: "D", min: "2026-01-01" };
  const cases: [string, Question, Answers, string | null][] = [
    ["required single missing", single, {}, "Please answer this question."],
    ["unknown option", single, { age: "zz" }, "This answer is not one of the choices."],
    ["valid single", single, { age: "a18" }, null],
    ["other needs its text", other, { brand: "o" }, "Please specify your answer."],
    ["other with text", other, { brand: "o", "brand.other": "Zed" }, null],
    [
      "exclusive none with another",
      pets,
      { pets: ["dog", "none"] },
      "This choice cannot be combined with others.",
    ],
    ["multi min", pets, { pets: [] }, null],
    ["number out of range", num, { n: 11 }, "Please enter a number from 1 to 10."],
    ["number not whole", num, { n: 2.5 }, "Please enter a whole number."],
    ["number from text", num, { n: "4" }, null],
    ["grid needs every row", grid, { g: { r1: "c1" } }, "Please answer every row."],
    [
      "grid with an unknown column",
      grid,
      { g: { r1: "zz", r2: "c1" } },
      "This answer is not one of the choices.",
    ],
    ["ranking top 2", rank, { r: ["a"] }, "Please rank 2 choices."],
    ["consent refused", consent, { c: false }, "Please give your consent to continue."],
    ["consent given", consent, { c: true }, null],
    ["date before min", date, { d: "2025-12-31" }, "This date is outside the allowed range."],
    ["date not a date", date, { d: "2026-02-30x" }, "Please enter a valid date."],
  ];
  it.each(cases)("%s", (_name, q, answers, expected) => {
    expect(answerError(q, answers)).toBe(expected);
  });

  it("pageErrors checks only visible questions", () => {
    expect(pageErrors(screener, 0, {})).toEqual({ age: "Please answer this question." });
    expect(pageErrors(screener, 1, { age: "a40" })).toEqual({});
  });
});

describe("piping, hidden fields, randomisation, quotas", () => {
  it("pipes labels and profile values, escaped", () => {
    expect(
      pipe("Pets, {{age}}? {{profile.firstName}}", screener, { age: "a18" }, { firstName: "<b>Jo" }),
    ).toBe("Pets, 18-39? &lt;b&gt;Jo");
  });
  it("fills hidden questions from the profile", () => {
    const qs: Question[] = [{ id: "h", kind: "hidden", text: "", profileField: "postcode" }];
    expect(hiddenAnswers(qs, { postcode: "2000" })).toEqual({ h: "2000" });
    expect(firstPage(qs, {})).toBe(0);
  });
  it("randomises with a seed and keeps anchors", () => {
    const q: Question = {
      id: "q",
      kind: "single",
      text: "",
      randomise: true,
      options: [..."abcdefgh"]
        .map((id) => ({ id, label: id }))
        .concat([{ id: "z", label: "None", anchor: true } as never]),
    };
    const one = optionOrder(q, "r1").map((o) => o.id);
    expect(optionOrder(q, "r1").map((o) => o.id)).toEqual(one);
    expect(one.at(-1)).toBe("z");
    expect([...one].sort()).toEqual([..."abcdefghz"]);
    const orders = new Set(
      ["r1", "r2", "r3", "r4"].map((s) =>
        optionOrder(q, s)
          .map((o) => o.id)
          .join(""),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
  it("finds quota cells by answers and profile", () => {
    const cells = [
      {
        name: "young women",
        when: {
          all: [
            { q: "age", op: "eq", value: "a18" },
            { q: "profile.gender", op: "eq", value: "Female" },
          ],
        } as Condition,
      },
      { name: "older", when: { q: "age", op: "eq", value: "a40" } as Condition },
    ];
    expect(cellsOf(cells, { age: "a18" }, { gender: "Female" }).map((c) => c.name)).toEqual(["young women"]);
  });
});

describe("question list schema", () => {
  it("accepts the screener", () => {
    expect(questionListSchema.safeParse(screener).success).toBe(true);
  });
  it("rejects duplicate ids, unknown skips and conditions on later questions", () => {
    const bad = [
      { id: "a", kind: "info", text: "x", showIf: { q: "b", op: "answered" } },
      { id: "b", kind: "single", text: "x", options: [{ id: "o", label: "O", skipTo: "nope" }] },
      { id: "b", kind: "info", text: "x" },
    ];
    const result = questionListSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        "Duplicate question id 'b'",
        "Unknown question 'nope'",
        "'b' is not asked before this question",
      ]),
    );
  });
  it("refuses string expressions as conditions", () => {
    const r = questionListSchema.safeParse([{ id: "a", kind: "info", text: "", showIf: "{age} > 18" }]);
    expect(r.success).toBe(false);
  });
});
