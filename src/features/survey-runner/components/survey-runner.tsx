import { useEffect, useRef, useState } from "react";
import { pageErrors } from "../../../../server/contracts/surveys/answer-checks";
import { RESPONSE_STATUS } from "../../../../server/contracts/surveys/constants";
import {
  type Answers,
  type AnswerValue,
  firstPage,
  type Profile,
  pagesOf,
  type Question,
  visibleQuestions,
} from "../../../../server/contracts/surveys/logic";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { SafeHtml } from "../../../lib/rich-text-view";
import { progressOf, type RunState, type SavePage, stepText } from "../model/run";
import { QuestionView } from "./question-view";

export interface SurveyRunnerProps {
  title: string;
  questions: readonly Question[];
  profile: Profile;
  initial: RunState;
  save: SavePage;
  /** Rich text shown under the title on the first page (the survey's introduction). */
  intro?: string | undefined;
  /** What a finished survey shows (thank-you, terminate, over-quota); the host decides. */
  renderFinished: (state: RunState) => React.ReactNode;
}

/**
 * THE respondent renderer (public survey page and staff preview): one page at a time, progress
 * bar, Back and Next, validation by the shared rules (survey-logic) before anything is sent,
 * and whatever the save answers (next page, terminated, over quota, completed).
 */
export function SurveyRunner({
  title,
  intro,
  questions,
  profile,
  initial,
  save,
  renderFinished,
}: SurveyRunnerProps) {
  const [state, setState] = useState(initial);
  const [answers, setAnswers] = useState<Answers>(initial.answers);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const pageKey = `${state.page}:${state.status}`;
  useEffect(() => {
    // A new page moves focus to its heading, so screen readers and keyboards start at the top.
    if (firstRender.current || !pageKey) firstRender.current = false;
    else heading.current?.focus();
  }, [pageKey]);

  if (state.status !== RESPONSE_STATUS.InProgress) return <>{renderFinished(state)}</>;

  const shown = visibleQuestions(questions, state.page, answers, profile);
  const set = (id: string, value: AnswerValue | undefined) => {
    setAnswers((a) => {
      const next = { ...a };
      if (value === undefined) delete next[id];
      else next[id] = value;
      return next;
    });
    setErrors((e) => {
      const { [id]: _gone, ...rest } = e;
      return rest;
    });
  };
  const go = async (isPrevious: boolean) => {
    setServerError(null);
    if (!isPrevious) {
      const found = pageErrors(questions, state.page, answers, profile);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) {
        document.getElementById(`sq-${first}-text`)?.scrollIntoView({ block: "center" });
        document
          .querySelector<HTMLElement>(`[aria-labelledby="sq-${first}-text"] input, #sq-${first}`)
          ?.focus();
        return;
      }
    }
    setBusy(true);
    const result = await save(state.page, answers, isPrevious);
    setBusy(false);
    if ("error" in result) return setServerError(result.error);
    setErrors({});
    setAnswers({ ...answers, ...result.state.answers });
    setState(result.state);
  };
  const progress = progressOf(state);
  const step = stepText(
    state,
    pagesOf(questions).every((p) => p.length === 1),
  );
  const firstShownPage = firstPage(questions, answers, profile);
  return (
    <form
      className="survey-runner"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void go(false);
      }}
    >
      <h1 ref={heading} tabIndex={-1} className="card-title">
        {title}
      </h1>
      {intro && state.page === firstShownPage ? (
        <SafeHtml className="survey-rich survey-intro" html={intro} />
      ) : null}
      {step ? (
        <p className="survey-step" aria-live="polite">
          {step}
        </p>
      ) : null}
      <progress
        className="survey-progress"
        max={100}
        value={progress}
        aria-label={`Survey progress ${progress}%`}
      />
      {serverError ? (
        <Alert tone="error" title="Error!">
          {serverError}
        </Alert>
      ) : null}
      {shown.map((q) => (
        <QuestionView
          key={q.id}
          q={q}
          questions={questions}
          answers={answers}
          profile={profile}
          seed={state.seed}
          error={errors[q.id]}
          set={set}
        />
      ))}
      <div className="form-actions survey-actions">
        {state.page > 0 ? (
          <Button variant="secondary" onClick={() => void go(true)} disabled={busy}>
            Back
          </Button>
        ) : null}
        <Button type="submit" busy={busy}>
          Next
        </Button>
      </div>
    </form>
  );
}
