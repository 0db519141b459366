import type { UseCaseContext } from "../../context";
import { pageErrors } from "../../contracts/surveys/answer-checks";
import { RESPONSE_STATUS, SURVEY_MESSAGES } from "../../contracts/surveys/constants";
import {
  type Answers,
  cellsOf,
  nextAfter,
  OTHER_SUFFIX,
  type Profile,
  pagesOf,
  type Question,
  startOf,
  visibleQuestions,
} from "../../contracts/surveys/logic";
import type { AnswersSave, ResponseState } from "../../contracts/surveys/surveys";
import {
  findResponse,
  insertIfMissing,
  lockResponse,
  quotaCellsOf,
  type ResponsePatch,
  type ResponseRow,
  releaseQuotaPlace,
  takeQuotaPlace,
  updateResponse,
  writeIfUnchanged,
} from "../../db/repo/survey-responses";
import { linkSubjects, type SurveyRow } from "../../db/repo/surveys";
import { type Outcome, refusal, success } from "../outcome";
import { profileOf, respondentCaller, type SurveyCaller } from "./access";
import { surveyQuestions } from "./questions-cache";
import { recordScreenerOutcome } from "./screening";

/**
 * Answering a survey page by page (decision 153): each save validates the page with the shared
 * rules of survey-logic.ts, stores the answers and moves on (next page, skip, terminate, complete);
 * `isPrevious` goes back one page. A finished response is never written again, and completing
 * takes each matching quota cell's place in the same transaction.
 */

const seedOf = (surveyId: number, respondentId: number) => `${surveyId}-${respondentId}`;

function messageFor(status: string) {
  if (status === RESPONSE_STATUS.Terminated) return SURVEY_MESSAGES.terminated;
  if (status === RESPONSE_STATUS.OverQuota) return SURVEY_MESSAGES.overQuota;
  if (status === RESPONSE_STATUS.Completed) return SURVEY_MESSAGES.completed;
  return "";
}

function stateOf(
  survey: SurveyRow,
  caller: SurveyCaller,
  questions: Question[],
  row: ResponseRow | undefined,
  profile: Profile,
): ResponseState {
  const start = startOf(questions, profile);
  const answers = row?.answers ?? start.answers;
  const status = row?.status ?? RESPONSE_STATUS.InProgress;
  return {
    responseId: row?.id ?? 0,
    surveyId: survey.id,
    respondentId: caller.respondentId,
    jobId: survey.jobId,
    status: status as ResponseState["status"],
    page: row ? row.page : start.page,
    pageCount: start.pageCount,
    answers,
    seed: seedOf(survey.id, caller.respondentId),
    message: messageFor(status),
    redirectTo: status === RESPONSE_STATUS.Completed && survey.redirectUrl ? survey.redirectUrl : null,
  };
}

async function loadContext(ctx: UseCaseContext, caller: SurveyCaller) {
  const questions = await surveyQuestions(ctx.deps.db, caller.survey);
  return { questions, profile: profileOf(caller.person, ctx.deps.now()) };
}

/** survey-questions-and-answers: what the respondent's survey page needs to start or resume. */
export async function respondentSurvey(
  ctx: UseCaseContext,
  input: { surveyId: number; respondentId: number; encodedData?: string },
) {
  const access = await respondentCaller(ctx, input);
  if (!access.ok) return access;
  const caller = access.value;
  const { questions, profile } = await loadContext(ctx, caller);
  const row =
    caller.response === undefined
      ? await findResponse(ctx.deps.db, caller.survey.id, caller.respondentId)
      : (caller.response ?? undefined);
  const s = caller.survey;
  // Respondents read the study's name; the survey's own title is the agency's ("…screener").
  const { job } = await linkSubjects(ctx.deps.db, caller.respondentId, s.jobId);
  return success({
    details: {
      id: s.id,
      kind: s.kind as "survey",
      title: s.title,
      publicTitle: job?.name?.trim() || "Survey",
      introduction: s.introduction,
      thankYou: s.thankYou,
      redirectUrl: s.redirectUrl,
    },
    questions,
    profile: profile as Record<string, string | number | null>,
    state: stateOf(s, caller, questions, row, profile),
  });
}

/** Answers posted for the page: only its visible questions (and their 'other' texts); null clears. */
function mergePage(base: Answers, posted: AnswersSave["answers"], allowed: Set<string>): Answers {
  const out: Answers = { ...base };
  for (const { questionId, value } of posted) {
    const qid = questionId.endsWith(OTHER_SUFFIX) ? questionId.slice(0, -OTHER_SUFFIX.length) : questionId;
    if (!allowed.has(qid)) continue;
    if (value === null) delete out[questionId];
    else out[questionId] = value;
  }
  return out;
}

type Seen = Pick<ResponseRow, "answers" | "pages" | "page">;
type Plan =
  | { kind: "write"; patch: ResponsePatch }
  | { kind: "finish"; answers: Answers; pages: number[]; current: number; next: Ending };
type Ending = Exclude<ReturnType<typeof nextAfter>, { kind: "page" }>;

/**
 * What a save does to a response in progress (pure): refused (stale page, page errors), a write of
 * the next (or previous) page, or the end of the survey. Only the posted page is validated.
 */
function planSave(
  questions: Question[],
  profile: Profile,
  row: Seen,
  input: AnswersSave,
  now: Date,
): Outcome<Plan> {
  const start = startOf(questions, profile);
  const hidden = start.answers;
  const fresh = row.pages.length === 0 && Object.keys(row.answers).length === 0;
  const current = fresh ? start.page : row.page;
  const onPage = visibleQuestions(questions, current, { ...row.answers, ...hidden }, profile);
  if (input.questionId && !pagesOf(questions)[current]?.some((q) => q.id === input.questionId))
    return refusal(SURVEY_MESSAGES.stalePage);
  const base = fresh ? { ...hidden, ...row.answers } : row.answers;
  const answers = mergePage(base, input.answers, new Set(onPage.map((q) => q.id)));
  if (input.isPrevious) {
    const pages = [...row.pages];
    const back = pages.pop();
    const patch = back === undefined ? { answers, page: current } : { answers, page: back, pages };
    return success({ kind: "write", patch: { ...patch, updatedAt: now } });
  }
  const errors = pageErrors(questions, current, answers, profile);
  const messages = Object.entries(errors).map(([q, m]) => `${q}: ${m}`);
  if (messages.length) return refusal(...messages);
  const next = nextAfter(questions, current, answers, profile);
  const pages = [...row.pages, current];
  if (next.kind === "page")
    return success({ kind: "write", patch: { answers, page: next.page, pages, updatedAt: now } });
  return success({ kind: "finish", answers, pages, current, next });
}

const EMPTY: Seen = { answers: {}, pages: [], page: 0 };

/**
 * The common save without a lock: the response read with the caller, written back in one
 * statement only if unchanged (or inserted if still missing). Undefined when the save ends the
 * survey or the row moved meanwhile: the locked path decides then.
 */
async function saveUnlocked(
  ctx: UseCaseContext,
  caller: SurveyCaller,
  questions: Question[],
  profile: Profile,
  input: AnswersSave,
): Promise<Outcome<ResponseRow> | undefined> {
  const seen = caller.response;
  if (seen === undefined) return undefined;
  if (seen && seen.status !== RESPONSE_STATUS.InProgress) return refusal(SURVEY_MESSAGES.alreadyDone);
  const plan = planSave(questions, profile, seen ?? EMPTY, input, ctx.deps.now());
  if (!plan.ok) return plan;
  if (plan.value.kind !== "write") return undefined;
  const { patch } = plan.value;
  const row = seen
    ? await writeIfUnchanged(ctx.deps.db, seen, patch)
    : await insertIfMissing(ctx.deps.db, { ...responseKeys(caller), ...patch });
  return row && success(row);
}

const responseKeys = (caller: SurveyCaller) => ({
  surveyId: caller.survey.id,
  respondentId: caller.respondentId,
  jobId: caller.jobId,
  jobGroupId: caller.sessionId || caller.survey.jobGroupId || null,
});

/** The save on the locked row: every ending (terminate, quotas, complete) is decided here. */
function saveLocked(
  ctx: UseCaseContext,
  caller: SurveyCaller,
  questions: Question[],
  profile: Profile,
  input: AnswersSave,
): Promise<Outcome<ResponseRow>> {
  const now = ctx.deps.now();
  return ctx.deps.db.transaction(async (tx) => {
    const row = await lockResponse(tx, responseKeys(caller));
    if (row.status !== RESPONSE_STATUS.InProgress) return refusal<ResponseRow>(SURVEY_MESSAGES.alreadyDone);
    const plan = planSave(questions, profile, row, input, now);
    if (!plan.ok) return plan;
    if (plan.value.kind === "write") return success(await updateResponse(tx, row.id, plan.value.patch));
    const { answers, pages, current, next } = plan.value;
    const finished = { answers, pages, page: current, updatedAt: now, finishedAt: now };
    if (next.kind === "terminate")
      return success(
        await updateResponse(tx, row.id, {
          ...finished,
          status: RESPONSE_STATUS.Terminated,
          terminateReason: next.reason,
        }),
      );
    const cells = cellsOf(
      (await quotaCellsOf(tx, caller.survey.id)).map((c) => ({ ...c, when: c.condition })),
      answers,
      profile,
    );
    const taken: number[] = [];
    for (const cell of cells) {
      if (await takeQuotaPlace(tx, cell.id)) {
        taken.push(cell.id);
        continue;
      }
      for (const id of taken) await releaseQuotaPlace(tx, id);
      return success(
        await updateResponse(tx, row.id, {
          ...finished,
          status: RESPONSE_STATUS.OverQuota,
          terminateReason: `quota:${cell.name}`,
        }),
      );
    }
    return success(
      await updateResponse(tx, row.id, {
        ...finished,
        status: RESPONSE_STATUS.Completed,
        quotaCellIds: taken,
      }),
    );
  });
}

/** survey-answers/update: saves one page (or goes back one) and answers the new state. */
export async function saveAnswers(ctx: UseCaseContext, input: AnswersSave): Promise<Outcome<ResponseState>> {
  const access = await respondentCaller(ctx, input);
  if (!access.ok) return access;
  const caller = access.value;
  const { questions, profile } = await loadContext(ctx, caller);
  if (questions.length === 0) return refusal(SURVEY_MESSAGES.noSurvey);
  const result =
    (await saveUnlocked(ctx, caller, questions, profile, input)) ??
    (await saveLocked(ctx, caller, questions, profile, input));
  if (!result.ok) return result;
  let row = result.value;
  if (row.status !== RESPONSE_STATUS.InProgress && caller.survey.kind !== "survey")
    row = await recordScreenerOutcome(ctx, caller, row);
  return success(stateOf(caller.survey, caller, questions, row, profile));
}
