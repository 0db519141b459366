import type {
  Condition,
  Option,
  Question,
  QuestionKind,
  QuotaCell,
  SurveyDetails,
} from "../../../../server/contracts/surveys/logic";

/**
 * The survey editor's document and its pure edits (decision 155): every command and control of
 * the editor changes the draft through one of these functions, so they are tested without a
 * browser. Ids are short stable strings ("q3", "o2") that conditions, skips and piping refer to.
 */
export interface SurveyDraft {
  details: SurveyDetails;
  questions: Question[];
  quotas: QuotaCell[];
}

/** Where the keyboard is: the focused question and, within it, the focused option (or row). */
export interface EditorFocus {
  question: number;
  option: number | null;
}

export interface EditorState {
  draft: SurveyDraft;
  focus: EditorFocus;
}

export type OptionFlag = "terminate" | "qualify" | "exclusive" | "skipTo" | "other" | "anchor";

export const KIND_LABELS: Record<QuestionKind, string> = {
  single: "Single choice",
  multi: "Multiple choice",
  grid: "Grid",
  text: "Open text",
  number: "Number",
  date: "Date",
  ranking: "Ranking",
  info: "Information text",
  consent: "Consent",
  hidden: "Hidden (from profile)",
};

type WithOptions = Extract<Question, { options: Option[] }>;
export const hasOptions = (q: Question | undefined): q is WithOptions => Boolean(q && "options" in q);

/** The next free id with this prefix ("q" → "q4" when q1…q3 exist). */
export function nextId(prefix: string, taken: readonly { id: string }[]): string {
  let max = 0;
  for (const { id } of taken) {
    const n = id.startsWith(prefix) ? Number(id.slice(prefix.length)) : Number.NaN;
    if (Number.isInteger(n) && n > max) max = n;
  }
  return `${prefix}${max + 1}`;
}

/**
 * A new question's code follows its number ('q2' for question 2) when that code is free, else
 * the next free 'qN' above every code and the question count (so it never reads lower than its number).
 */
export function questionCode(questions: readonly { id: string }[], at: number): string {
  const wanted = `q${at + 1}`;
  if (!questions.some((q) => q.id === wanted)) return wanted;
  const next = Number(nextId("q", questions).slice(1));
  return `q${Math.max(next, questions.length + 1)}`;
}

const opt = (id: string, label: string): Option => ({ id, label });

/** A new question of a kind, its text and id kept when the kind changes. */
function blankQuestion(kind: QuestionKind, id: string, text = ""): Question {
  const base = { id, text, required: kind !== "info" && kind !== "hidden" };
  switch (kind) {
    case "single":
    case "multi":
    case "ranking":
      return { ...base, kind, options: [opt("o1", "Option 1"), opt("o2", "Option 2")] };
    case "grid":
      return {
        ...base,
        kind,
        rows: [opt("r1", "Row 1")],
        columns: [opt("c1", "Column 1"), opt("c2", "Column 2")],
      };
    case "consent":
      return { ...base, kind, label: "I agree" };
    case "hidden":
      return { ...base, kind, profileField: "age" };
    default:
      return { ...base, kind } as Question;
  }
}

const clampFocus = (state: EditorState, focus: EditorFocus): EditorState => {
  const count = state.draft.questions.length;
  const question = Math.max(0, Math.min(focus.question, count - 1));
  return { ...state, focus: { question: count ? question : 0, option: focus.option } };
};

const withQuestions = (state: EditorState, questions: Question[], focus: EditorFocus): EditorState =>
  clampFocus({ ...state, draft: { ...state.draft, questions } }, focus);

/** Inserts a question after the focused one and focuses it. */
export function insertQuestion(state: EditorState, make: (id: string) => Question): EditorState {
  const { questions } = state.draft;
  const at = questions.length ? state.focus.question + 1 : 0;
  const q = make(questionCode(questions, at));
  return withQuestions(state, [...questions.slice(0, at), q, ...questions.slice(at)], {
    question: at,
    option: null,
  });
}

export const addQuestion = (state: EditorState, kind: QuestionKind = "single") =>
  insertQuestion(state, (id) => blankQuestion(kind, id));

/** A copy of the focused question right below it, with a new id (its options keep theirs). */
export function duplicateQuestion(state: EditorState): EditorState {
  const source = state.draft.questions[state.focus.question];
  if (!source) return state;
  return insertQuestion(state, (id) => ({ ...structuredClone(source), id }));
}

/** Drops every reference to a removed question: skips to it and conditions naming it. */
function withoutRefs(cond: Condition | undefined, id: string): Condition | undefined {
  if (!cond) return undefined;
  if ("all" in cond || "any" in cond) {
    const list = ("all" in cond ? cond.all : cond.any)
      .map((c) => withoutRefs(c, id))
      .filter((c) => c !== undefined);
    if (!list.length) return undefined;
    return "all" in cond ? { all: list } : { any: list };
  }
  if ("not" in cond) {
    const inner = withoutRefs(cond.not, id);
    return inner ? { not: inner } : undefined;
  }
  return cond.q === id ? undefined : cond;
}

function forgetQuestion(q: Question, id: string): Question {
  const showIf = withoutRefs(q.showIf, id);
  const { showIf: _old, ...rest } = q;
  const next = (showIf ? { ...rest, showIf } : rest) as Question;
  if (!hasOptions(next)) return next;
  return {
    ...next,
    options: next.options.map((o) => {
      if (o.skipTo !== id) return o;
      const { skipTo: _skip, ...kept } = o;
      return kept;
    }),
  };
}

/** Removes the question with this id and every reference to it (quotas included). */
export function removeQuestion(state: EditorState, id: string): EditorState {
  const index = state.draft.questions.findIndex((q) => q.id === id);
  if (index < 0) return state;
  const questions = state.draft.questions.filter((q) => q.id !== id).map((q) => forgetQuestion(q, id));
  const quotas = state.draft.quotas.filter((c) => withoutRefs(c.when, id) !== undefined);
  const next = withQuestions(state, questions, {
    question: Math.min(index, questions.length - 1),
    option: null,
  });
  return { ...next, draft: { ...next.draft, quotas } };
}

/** Moves the focused question one place up (-1) or down (1); focus follows it. */
export function moveQuestion(state: EditorState, delta: -1 | 1): EditorState {
  const from = state.focus.question;
  const to = from + delta;
  const { questions } = state.draft;
  if (to < 0 || to >= questions.length) return state;
  const next = [...questions];
  [next[from], next[to]] = [next[to] as Question, next[from] as Question];
  return withQuestions(state, next, { question: to, option: state.focus.option });
}

/** Replaces the focused question (a form control changed it). */
export function updateQuestion(
  state: EditorState,
  index: number,
  change: (q: Question) => Question,
): EditorState {
  const q = state.draft.questions[index];
  if (!q) return state;
  const questions = state.draft.questions.map((x, i) => (i === index ? change(x) : x));
  return { ...state, draft: { ...state.draft, questions } };
}

/** Changes a question's kind, keeping id, text, condition and (between choice kinds) options. */
export function changeKind(q: Question, kind: QuestionKind): Question {
  if (q.kind === kind) return q;
  const next = blankQuestion(kind, q.id, q.text);
  const kept = { ...next, required: q.required, ...(q.showIf ? { showIf: q.showIf } : {}) } as Question;
  return hasOptions(q) && hasOptions(kept) ? { ...kept, options: q.options } : kept;
}

/** Adds an option (a row for grids) to the focused question and focuses it. */
export function addOption(state: EditorState): EditorState {
  const index = state.focus.question;
  const q = state.draft.questions[index];
  if (!q) return state;
  let option = state.focus.option;
  const next = updateQuestion(state, index, (x) => {
    if (hasOptions(x)) {
      const id = nextId("o", x.options);
      option = x.options.length;
      return { ...x, options: [...x.options, opt(id, `Option ${x.options.length + 1}`)] };
    }
    if (x.kind === "grid") {
      option = x.rows.length;
      return { ...x, rows: [...x.rows, opt(nextId("r", x.rows), `Row ${x.rows.length + 1}`)] };
    }
    return x;
  });
  return { ...next, focus: { question: index, option } };
}

/** Removes an option (or grid row) by id, with quota and condition values naming it. */
export function removeOption(state: EditorState, questionId: string, optionId: string): EditorState {
  const index = state.draft.questions.findIndex((q) => q.id === questionId);
  const next = updateQuestion(state, index, (q) => {
    if (hasOptions(q)) return { ...q, options: q.options.filter((o) => o.id !== optionId) };
    if (q.kind === "grid") return { ...q, rows: q.rows.filter((r) => r.id !== optionId) };
    return q;
  });
  return { ...next, focus: { question: Math.max(index, 0), option: null } };
}

/** Changes one option of a question. */
export function updateOption(
  state: EditorState,
  index: number,
  optionIndex: number,
  change: (o: Option) => Option,
) {
  return updateQuestion(state, index, (q) =>
    hasOptions(q) ? { ...q, options: q.options.map((o, i) => (i === optionIndex ? change(o) : o)) } : q,
  );
}

/**
 * Turns a flag of the focused option on or off. Terminate and qualify exclude each other;
 * `skipTo` takes the target question id ("end" finishes the survey), `terminate` a reason code.
 */
export function toggleOptionFlag(state: EditorState, flag: OptionFlag, value?: string): EditorState {
  const { question, option } = state.focus;
  if (option === null || !hasOptions(state.draft.questions[question])) return state;
  return updateOption(state, question, option, (o) => {
    const next: Option = { ...o };
    const on = Boolean(o[flag]);
    delete next[flag];
    if (flag === "skipTo") {
      if (value) next.skipTo = value;
    } else if (flag === "terminate") {
      if (!on) {
        delete next.qualify;
        next.terminate = { reason: value || "screened-out" };
      }
    } else if (!on) {
      if (flag === "qualify") delete next.terminate;
      next[flag] = true;
    }
    return next;
  });
}

/**
 * Adds a display condition to the focused question: "the previous question is answered", joined
 * to an existing condition with all(). The form then narrows it (question, operator, values).
 */
export function addCondition(state: EditorState): EditorState {
  const index = state.focus.question;
  const previous = state.draft.questions[index - 1];
  if (!previous) return state;
  const cond: Condition = hasOptions(previous)
    ? { q: previous.id, op: "anyOf", values: previous.options.slice(0, 1).map((o) => o.id) }
    : { q: previous.id, op: "answered" };
  return updateQuestion(state, index, (q) => {
    if (!q.showIf) return { ...q, showIf: cond };
    return { ...q, showIf: "all" in q.showIf ? { all: [...q.showIf.all, cond] } : { all: [q.showIf, cond] } };
  });
}

/** A quota cell on the first choice question's first option, target 10, for the staff to adjust. */
export function addQuotaCell(state: EditorState): EditorState {
  const first = state.draft.questions.find(hasOptions);
  const when: Condition = first
    ? { q: first.id, op: "anyOf", values: first.options.slice(0, 1).map((o) => o.id) }
    : { q: "profile.gender", op: "answered" };
  const cell: QuotaCell = { id: 0, name: `Cell ${state.draft.quotas.length + 1}`, target: 10, when };
  return { ...state, draft: { ...state.draft, quotas: [...state.draft.quotas, cell] } };
}

/** What a question's text may pipe in as `{{…}}`: earlier questions' answers, then profile fields. */
export function pipingTokens(
  questions: readonly Question[],
  before: number,
  profileFields: readonly string[],
) {
  return [
    ...questions
      .slice(0, before)
      .filter((q) => q.kind !== "info")
      .map((q) => ({ key: q.id, label: `Answer to ${q.id}` })),
    ...profileFields.map((f) => ({ key: `profile.${f}`, label: `Profile: ${f}` })),
  ];
}

/** Deep equality of plain JSON-like values: key order and absent-vs-undefined keys do not count. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const k of keys) if (!sameValue(ra[k], rb[k])) return false;
  return true;
}
