/**
 * Answer checks of the survey model (zod-free, like survey-logic.ts): one rule for the renderer,
 * which shows the message under the question, and the server, which refuses a page that breaks it.
 */
import {
  type Answers,
  isAnswered,
  OTHER_SUFFIX,
  type Profile,
  type Question,
  visibleQuestions,
} from "./logic";

const ANSWER_MESSAGES = {
  required: "Please answer this question.",
  invalid: "This answer is not one of the choices.",
  other: "Please specify your answer.",
  exclusive: "This choice cannot be combined with others.",
  min: (n: number) => `Please choose at least ${n}.`,
  max: (n: number) => `Please choose at most ${n}.`,
  number: "Please enter a number.",
  integer: "Please enter a whole number.",
  range: (min?: number, max?: number) =>
    min !== undefined && max !== undefined
      ? `Please enter a number from ${min} to ${max}.`
      : min !== undefined
        ? `Please enter ${min} or more.`
        : `Please enter ${max} or less.`,
  date: "Please enter a valid date.",
  dateRange: "This date is outside the allowed range.",
  tooLong: (n: number) => `Please use at most ${n} characters.`,
  grid: "Please answer every row.",
  ranking: (n: number) => `Please rank ${n} choices.`,
  consent: "Please give your consent to continue.",
} as const;

const isIsoDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** One question's answer: null when acceptable, else the message shown under the question. */
export function answerError(q: Question, answers: Answers): string | null {
  const v = answers[q.id];
  if (q.kind === "info" || q.kind === "hidden") return null;
  if (!isAnswered(v)) return q.required || q.kind === "consent" ? ANSWER_MESSAGES.required : null;
  switch (q.kind) {
    case "single": {
      const o = typeof v === "string" ? q.options.find((x) => x.id === v) : undefined;
      if (!o) return ANSWER_MESSAGES.invalid;
      const other = answers[q.id + OTHER_SUFFIX];
      return o.other && !(typeof other === "string" && other.trim()) ? ANSWER_MESSAGES.other : null;
    }
    case "multi":
    case "ranking": {
      if (!Array.isArray(v) || new Set(v).size !== v.length) return ANSWER_MESSAGES.invalid;
      const chosen = v.map((id) => q.options.find((x) => x.id === id));
      if (chosen.some((o) => !o)) return ANSWER_MESSAGES.invalid;
      if (q.kind === "ranking") {
        const need = Math.min(q.top ?? q.options.length, q.options.length);
        return v.length === need ? null : ANSWER_MESSAGES.ranking(need);
      }
      if (v.length > 1 && chosen.some((o) => o?.exclusive)) return ANSWER_MESSAGES.exclusive;
      const other = answers[q.id + OTHER_SUFFIX];
      if (chosen.some((o) => o?.other) && !(typeof other === "string" && other.trim()))
        return ANSWER_MESSAGES.other;
      const exclusiveChosen = chosen.some((o) => o?.exclusive);
      if (!exclusiveChosen && q.min !== undefined && v.length < q.min) return ANSWER_MESSAGES.min(q.min);
      if (q.max !== undefined && v.length > q.max) return ANSWER_MESSAGES.max(q.max);
      return null;
    }
    case "grid": {
      if (typeof v !== "object" || Array.isArray(v)) return ANSWER_MESSAGES.invalid;
      const entries = Object.entries(v);
      if (entries.some(([r, c]) => !q.rows.some((x) => x.id === r) || !q.columns.some((x) => x.id === c)))
        return ANSWER_MESSAGES.invalid;
      return q.required && entries.length < q.rows.length ? ANSWER_MESSAGES.grid : null;
    }
    case "text": {
      if (typeof v !== "string") return ANSWER_MESSAGES.invalid;
      const max = q.maxLength ?? 4000;
      return v.length > max ? ANSWER_MESSAGES.tooLong(max) : null;
    }
    case "number": {
      const n = typeof v === "number" ? v : typeof v === "string" && v.trim() ? Number(v) : Number.NaN;
      if (!Number.isFinite(n)) return ANSWER_MESSAGES.number;
      if (q.integer && !Number.isInteger(n)) return ANSWER_MESSAGES.integer;
      if ((q.min !== undefined && n < q.min) || (q.max !== undefined && n > q.max))
        return ANSWER_MESSAGES.range(q.min, q.max);
      return null;
    }
    case "date": {
      if (typeof v !== "string" || !isIsoDate(v)) return ANSWER_MESSAGES.date;
      if ((q.min && v < q.min) || (q.max && v > q.max)) return ANSWER_MESSAGES.dateRange;
      return null;
    }
    case "consent":
      return v === true ? null : ANSWER_MESSAGES.consent;
  }
}

/** Every visible question's error on a page, by question id (empty when the page may be saved). */
export function pageErrors(
  questions: readonly Question[],
  page: number,
  answers: Answers,
  profile: Profile = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const q of visibleQuestions(questions, page, answers, profile)) {
    const error = answerError(q, answers);
    if (error) errors[q.id] = error;
  }
  return errors;
}
