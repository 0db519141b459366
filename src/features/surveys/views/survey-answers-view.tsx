import { Link } from "wouter";
import "./surveys.css";
import { useQuery } from "@tanstack/react-query";
import type { Answers } from "../../../../server/contracts/surveys/logic";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { readQuery } from "../../../lib/read-query";
import { calls, surveyKeys } from "../api/surveys-api";
import { answerText } from "../model/answer-text";
import { plainText } from "../model/question-summary";

type Params = Record<string, string | undefined>;
const num = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : 0);

/** One respondent's answers to one survey, question by question, with the response's status. */
function RespondentAnswers({
  surveyId,
  respondentId,
  heading,
  screener = false,
}: {
  surveyId: number;
  respondentId: number;
  heading: string;
  screener?: boolean;
}) {
  const data = useQuery(
    readQuery(
      surveyKeys.answers(surveyId, respondentId, screener),
      screener ? calls.screenerAnswers : calls.respondentAnswers,
      { surveyId, respondentId },
      { enabled: surveyId > 0 && respondentId > 0, what: "the answers" },
    ),
  );
  if (data.isLoading) return <p className="ws-note">Loading…</p>;
  if (data.error) return <p className="field-error">{data.error.message}</p>;
  if (!data.data) return null;
  const { details, questions, respondentName, response } = data.data;
  const answers = (response?.answers ?? {}) as Answers;
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>
          {heading} <small className="screen-sub">· {details.title}</small>
        </h1>
        <Link
          className="btn btn-secondary"
          href={href(ROUTES.surveyanswerssummary, { surveyid: surveyId, resid: respondentId })}
        >
          Answers summary
        </Link>
      </header>
      <p>
        {respondentName} (#{respondentId}) · <strong>{response?.status ?? "Not started"}</strong>
        {response?.terminateReason ? ` · ${response.terminateReason}` : ""}
      </p>
      <dl className="survey-answer-list">
        {questions
          .filter((q) => q.kind !== "info")
          .map((q, i) => (
            <div key={q.id}>
              <dt>
                {i + 1}. {plainText(q.text) || q.id}
              </dt>
              <dd>{answerText(q, answers) || <em>Not answered</em>}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** surveyanswers/{surveyid}/{resid}/{jobid}. */
export function SurveyAnswersView({ params }: { params: Params }) {
  return (
    <RespondentAnswers
      surveyId={num(params.surveyid)}
      respondentId={num(params.resid)}
      heading="Survey answers"
    />
  );
}

/** screener/{surveyid}/{resid}/{screenerid}/{jobid}: the respondent's answers to the screener. */
export function ScreenerAnswersView({ params }: { params: Params }) {
  return (
    <RespondentAnswers
      surveyId={num(params.screenerid)}
      respondentId={num(params.resid)}
      heading="Screener answers"
      screener
    />
  );
}
