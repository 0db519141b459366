/**
 * The survey question model's types and its pure rules (decision 150), zod-free so the public
 * survey page (90 KB budget) and the server share one implementation of skip, terminate, qualify,
 * display conditions, piping and option randomisation (answer checks: survey-answer-checks.ts). The zod schemas that
 * check stored and posted surveys are in `survey-model.ts` and must stay equal to these types.
 */

import { escapeHtml } from "../escape-html";

export const QUESTION_KINDS = [
  "single",
  "multi",
  "grid",
  "text",
  "number",
  "date",
  "ranking",
  "info",
  "consent",
  "hidden",
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const SURVEY_KINDS = ["survey", "screener", "sessionScreener"] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

/** Profile fields a hidden question, a condition (`profile.x`) or piping may read. */
export const PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "gender",
  "age",
  "postcode",
  "state",
  "suburb",
  "email",
  "mobile",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type Profile = Partial<Record<ProfileField, string | number | null>>;

export const COMPARE_OPS = ["eq", "neq", "lt", "lte", "gt", "gte"] as const;
export const SET_OPS = ["anyOf", "allOf", "noneOf"] as const;
export const PRESENCE_OPS = ["answered", "notAnswered"] as const;

/** A reference: a question id, or `profile.<field>`. */
export type Ref = string;
export type Condition =
  | { q: Ref; op: (typeof COMPARE_OPS)[number]; value: string | number }
  | { q: Ref; op: (typeof SET_OPS)[number]; values: string[] }
  | { q: Ref; op: (typeof PRESENCE_OPS)[number] }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

export interface Option {
  id: string;
  label: string;
  /** Choosing it ends the survey as terminated, with this reason code. */
  terminate?: { reason: string };
  /** In a question with qualify options, the respondent must choose one of them to qualify. */
  qualify?: boolean;
  /** Question id to jump to, or "end" to finish the survey. */
  skipTo?: string;
  /** Excludes every other option (multi: 'None of these'). */
  exclusive?: boolean;
  /** 'Other, please specify': choosing it needs the text in `answers["<qid>.other"]`. */
  other?: boolean;
  /** Keeps its place when the options are randomised. */
  anchor?: boolean;
}

export interface Row {
  id: string;
  label: string;
}

interface Base {
  id: string;
  /** Rich text (sanitised HTML on the server); `{{q_id}}` and `{{profile.field}}` are piped. */
  text: string;
  required?: boolean;
  showIf?: Condition;
  /** Starts a new page (the first question always does). */
  newPage?: boolean;
}

export type Question =
  | (Base & { kind: "single"; options: Option[]; randomise?: boolean })
  | (Base & { kind: "multi"; options: Option[]; randomise?: boolean; min?: number; max?: number })
  | (Base & { kind: "grid"; rows: Row[]; columns: Row[]; randomise?: boolean })
  | (Base & { kind: "text"; multiline?: boolean; maxLength?: number })
  | (Base & { kind: "number"; min?: number; max?: number; integer?: boolean })
  | (Base & { kind: "date"; min?: string; max?: string })
  | (Base & { kind: "ranking"; options: Option[]; randomise?: boolean; top?: number })
  | (Base & { kind: "info" })
  | (Base & { kind: "consent"; label: string })
  | (Base & { kind: "hidden"; profileField: ProfileField });

export interface SurveyDetails {
  title: string;
  /** Rich text. */
  introduction: string;
  /** Rich text shown on the thank-you page. */
  thankYou: string;
  /** Third-party survey: the respondent is sent there instead of answering here. */
  redirectUrl: string | null;
}

export interface QuotaCell {
  /** The stored cell's id (0 for a new cell). */
  id: number;
  name: string;
  target: number;
  /** A respondent counts in the cell when this holds over their answers and profile. */
  when: Condition;
}

/** One answer: option id, text, number, ISO date, consent, option ids (multi, ranking) or grid row → column. */
export type AnswerValue = string | number | boolean | string[] | Record<string, string>;
export type Answers = Record<string, AnswerValue>;

export type PageOutcome =
  | { kind: "page"; page: number }
  | { kind: "complete"; qualified: boolean }
  | { kind: "terminate"; reason: string; questionId: string };

export const NOT_QUALIFIED = "not-qualified";
export const OTHER_SUFFIX = ".other";

const hasOptions = (q: Question): q is Extract<Question, { options: Option[] }> => "options" in q;

/** The questions' page numbers: a page starts at the first question and at every `newPage`. */
export function pagesOf(questions: readonly Question[]): Question[][] {
  const pages: Question[][] = [];
  for (const q of questions) {
    const last = pages[pages.length - 1];
    if (!last || q.newPage) pages.push([q]);
    else last.push(q);
  }
  return pages;
}

function refValue(ref: Ref, answers: Answers, profile: Profile): AnswerValue | null | undefined {
  if (ref.startsWith("profile.")) return profile[ref.slice(8) as ProfileField];
  return answers[ref];
}

export const isAnswered = (v: AnswerValue | null | undefined) =>
  v !== undefined &&
  v !== null &&
  v !== "" &&
  !(Array.isArray(v) && v.length === 0) &&
  !(typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 0);

function compare(actual: AnswerValue | null | undefined, op: string, expected: string | number): boolean {
  if (!isAnswered(actual) || typeof actual === "object") {
    if (Array.isArray(actual) && (op === "eq" || op === "neq"))
      return actual.includes(String(expected)) === (op === "eq");
    return op === "neq";
  }
  const a = typeof expected === "number" ? Number(actual) : String(actual);
  if (typeof a === "number" && Number.isNaN(a)) return op === "neq";
  switch (op) {
    case "eq":
      return a === expected;
    case "neq":
      return a !== expected;
    case "lt":
      return a < expected;
    case "lte":
      return a <= expected;
    case "gt":
      return a > expected;
    default:
      return a >= expected;
  }
}

const chosenOf = (v: AnswerValue | null | undefined): string[] =>
  Array.isArray(v)
    ? v
    : typeof v === "string" || typeof v === "number"
      ? [String(v)]
      : v && typeof v === "object" && typeof v !== "boolean"
        ? Object.values(v)
        : [];

/** Evaluates a display or quota condition over the answers so far and the profile. */
export function holds(cond: Condition, answers: Answers, profile: Profile = {}): boolean {
  if ("all" in cond) return cond.all.every((c) => holds(c, answers, profile));
  if ("any" in cond) return cond.any.some((c) => holds(c, answers, profile));
  if ("not" in cond) return !holds(cond.not, answers, profile);
  const v = refValue(cond.q, answers, profile);
  switch (cond.op) {
    case "answered":
      return isAnswered(v);
    case "notAnswered":
      return !isAnswered(v);
    case "anyOf":
      return chosenOf(v).some((x) => cond.values.includes(x));
    case "allOf":
      return cond.values.every((x) => chosenOf(v).includes(x));
    case "noneOf":
      return !chosenOf(v).some((x) => cond.values.includes(x));
    default:
      return compare(v, cond.op, cond.value);
  }
}

/** Whether a question shows: its condition holds; hidden questions never show. */
const isShown = (q: Question, answers: Answers, profile: Profile = {}) =>
  q.kind !== "hidden" && (!q.showIf || holds(q.showIf, answers, profile));

/** The questions of a page the respondent sees. */
export function visibleQuestions(
  questions: readonly Question[],
  page: number,
  answers: Answers,
  profile: Profile = {},
): Question[] {
  return (pagesOf(questions)[page] ?? []).filter((q) => isShown(q, answers, profile));
}

/** Hidden questions' values from the profile (the server stores them with the first page). */
export function hiddenAnswers(questions: readonly Question[], profile: Profile): Answers {
  const out: Answers = {};
  for (const q of questions) {
    const value = q.kind === "hidden" ? profile[q.profileField] : undefined;
    if (q.kind === "hidden" && value !== undefined && value !== null) out[q.id] = value;
  }
  return out;
}

const chosenOptions = (q: Question, answers: Answers): Option[] => {
  if (!hasOptions(q)) return [];
  const chosen = chosenOf(answers[q.id]);
  return q.options.filter((o) => chosen.includes(o.id));
};

/** Whether the shown questions with qualify options each had one chosen. */
function qualifies(questions: readonly Question[], answers: Answers, profile: Profile = {}): boolean {
  return questions.every((q) => {
    if (!hasOptions(q) || !q.options.some((o) => o.qualify) || !isShown(q, answers, profile)) return true;
    return chosenOptions(q, answers).some((o) => o.qualify);
  });
}

/**
 * What follows a page once its answers are in: a terminating option ends the survey; a skip
 * jumps to its question's page (or the end); otherwise the next page with a visible question.
 * Finishing checks the qualify options.
 */
export function nextAfter(
  questions: readonly Question[],
  page: number,
  answers: Answers,
  profile: Profile = {},
): PageOutcome {
  const pages = pagesOf(questions);
  let target = page + 1;
  for (const q of visibleQuestions(questions, page, answers, profile)) {
    for (const o of chosenOptions(q, answers)) {
      if (o.terminate) return { kind: "terminate", reason: o.terminate.reason, questionId: q.id };
      if (o.skipTo === "end") target = pages.length;
      else if (o.skipTo) {
        const to = pages.findIndex((p) => p.some((x) => x.id === o.skipTo));
        if (to > page) target = Math.max(target, to);
      }
    }
  }
  while (target < pages.length && visibleQuestions(questions, target, answers, profile).length === 0)
    target += 1;
  if (target < pages.length) return { kind: "page", page: target };
  return qualifies(questions, answers, profile)
    ? { kind: "complete", qualified: true }
    : { kind: "terminate", reason: NOT_QUALIFIED, questionId: "" };
}

/** The first page with a visible question (0 when none). */
export function firstPage(questions: readonly Question[], answers: Answers, profile: Profile = {}): number {
  const pages = pagesOf(questions);
  const found = pages.findIndex((_, i) => visibleQuestions(questions, i, answers, profile).length > 0);
  return Math.max(found, 0);
}

/**
 * Where a respondent starts (the server's new response and the preview alike): the hidden
 * questions' answers from the profile, the first page shown and how many pages there are.
 */
export function startOf(questions: readonly Question[], profile: Profile) {
  const answers = hiddenAnswers(questions, profile);
  const page = firstPage(questions, { ...answers }, profile);
  return { answers, page, pageCount: pagesOf(questions).length };
}

function labelOf(q: Question | undefined, answers: Answers): string {
  if (!q) return "";
  const v = answers[q.id];
  if (!isAnswered(v)) return "";
  if (hasOptions(q)) {
    return chosenOf(v)
      .map((id) => {
        const o = q.options.find((x) => x.id === id);
        return o?.other ? answers[q.id + OTHER_SUFFIX] || o.label : (o?.label ?? "");
      })
      .filter(Boolean)
      .join(", ");
  }
  if (typeof v === "boolean") return v ? "Yes" : "No";
  if (typeof v === "object") return Object.values(v).join(", ");
  return String(v);
}

/** Replaces `{{q_id}}` by the answer's label and `{{profile.field}}` by the profile value, HTML-escaped. */
export function pipe(text: string, questions: readonly Question[], answers: Answers, profile: Profile = {}) {
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, ref: string) => {
    if (ref.startsWith("profile.")) return escapeHtml(String(profile[ref.slice(8) as ProfileField] ?? ""));
    return escapeHtml(
      labelOf(
        questions.find((q) => q.id === ref),
        answers,
      ),
    );
  });
}

/** A 32-bit hash of text (FNV-1a): the seed of one respondent's option order. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Seeded shuffle (mulberry32 + Fisher-Yates): the same seed always gives the same order. */
export function shuffled<T>(items: readonly T[], seed: string): T[] {
  let s = hash(seed);
  const random = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The options in the order this respondent sees them: anchored options keep their place. */
export function optionOrder(q: Question, seed: string): Option[] {
  if (!hasOptions(q)) return [];
  if (!q.randomise) return q.options;
  const free = shuffled(
    q.options.filter((o) => !o.anchor),
    `${seed}:${q.id}`,
  );
  return q.options.map((o) => (o.anchor ? o : (free.shift() as Option)));
}

/** The quota cells a respondent's answers and profile fall into. */
export const cellsOf = <C extends Pick<QuotaCell, "when">>(
  cells: readonly C[],
  answers: Answers,
  profile: Profile,
) => cells.filter((c) => holds(c.when, answers, profile));
