import {
  RESPONSE_STATUS,
  type ResponseStatus,
  SURVEY_MESSAGES,
} from "../../../../server/contracts/surveys/constants";
import {
  type Answers,
  type AnswerValue,
  nextAfter,
  OTHER_SUFFIX,
  type Profile,
  type Question,
  startOf,
  visibleQuestions,
} from "../../../../server/contracts/surveys/logic";

/**
 * Where a respondent stands in a survey: the server's response state (responseStateSchema), or the
 * preview's own copy of it. The renderer shows `page` while `status` is in progress and the
 * message page otherwise.
 */
export interface RunState {
  status: ResponseStatus;
  page: number;
  pageCount: number;
  answers: Answers;
  seed: string;
  message: string;
  redirectTo: string | null;
}

/** Saves one page (Next) or steps back (isPrevious); answers the new state or the first error. */
export type SavePage = (
  page: number,
  answers: Answers,
  isPrevious: boolean,
) => Promise<{ state: RunState } | { error: string }>;

/** The answers a page sends: its visible questions' values, with the 'other, specify' texts. */
export function pageAnswers(
  questions: readonly Question[],
  page: number,
  answers: Answers,
  profile: Profile,
): { questionId: string; value: AnswerValue | null }[] {
  const out: { questionId: string; value: AnswerValue | null }[] = [];
  for (const q of visibleQuestions(questions, page, answers, profile)) {
    if (q.kind === "info") continue;
    out.push({ questionId: q.id, value: answers[q.id] ?? null });
    const other = answers[q.id + OTHER_SUFFIX];
    if (other !== undefined) out.push({ questionId: q.id + OTHER_SUFFIX, value: other });
  }
  return out;
}

/** Share of the survey behind the respondent, 0–100, for the progress bar. */
export const progressOf = (state: Pick<RunState, "page" | "pageCount" | "status">) =>
  state.status !== RESPONSE_STATUS.InProgress || state.pageCount === 0
    ? 100
    : Math.round((Math.min(state.page, state.pageCount) / state.pageCount) * 100);

/**
 * "Question 2 of 5" (walkthrough minor 4): pages of one question count questions, others pages;
 * "" once the survey is over.
 */
export function stepText(state: Pick<RunState, "page" | "pageCount" | "status">, onePerPage: boolean) {
  if (state.status !== RESPONSE_STATUS.InProgress || state.pageCount === 0) return "";
  const n = Math.min(state.page + 1, state.pageCount);
  return `${onePerPage ? "Question" : "Page"} ${n} of ${state.pageCount}`;
}

/**
 * The preview's engine: the same rules as the server (survey-logic), kept in memory, nothing saved.
 * Quotas are not counted in a preview, so it never ends over quota.
 */
export function previewEngine(questions: readonly Question[], profile: Profile, seed = "preview") {
  const history: number[] = [];
  const { answers: base, page, pageCount } = startOf(questions, profile);
  const start: RunState = {
    status: RESPONSE_STATUS.InProgress,
    page,
    pageCount,
    answers: base,
    seed,
    message: "",
    redirectTo: null,
  };
  const save: SavePage = async (page, answers, isPrevious) => {
    const all = { ...base, ...answers };
    if (isPrevious) {
      const back = history.pop() ?? page;
      return { state: { ...start, page: back, answers: all } };
    }
    const next = nextAfter(questions, page, all, profile);
    if (next.kind === "page") {
      history.push(page);
      return { state: { ...start, page: next.page, answers: all } };
    }
    if (next.kind === "terminate") {
      return {
        state: {
          ...start,
          page,
          answers: all,
          status: RESPONSE_STATUS.Terminated,
          message: SURVEY_MESSAGES.terminated,
        },
      };
    }
    return {
      state: {
        ...start,
        page,
        answers: all,
        status: RESPONSE_STATUS.Completed,
        message: SURVEY_MESSAGES.completed,
      },
    };
  };
  return { start, save };
}
