import "./surveys.css";
import { useQuery } from "@tanstack/react-query";
import type { StatsAnswer } from "../../../../server/contracts/surveys/surveys";
import { readQuery } from "../../../lib/read-query";
import { calls, surveyKeys } from "../api/surveys-api";
import { plainText } from "../model/question-summary";
import { shareText } from "../model/share";

type Params = Record<string, string | undefined>;
type QuestionStats = StatsAnswer["questions"][number];

const figure = (n: number) => n.toLocaleString("en-AU", { maximumFractionDigits: 2 });

/** What a number, open-text or grid question's answers say beyond option counts (M20). */
function AnswerDetails({ question: q }: { question: QuestionStats }) {
  if (q.numbers)
    return (
      <p data-testid={`numbers-${q.questionId}`}>
        Average {figure(q.numbers.average)} · minimum {figure(q.numbers.minimum)} · maximum{" "}
        {figure(q.numbers.maximum)} <small className="screen-sub">({q.numbers.count} answers)</small>
      </p>
    );
  if (q.texts)
    return q.texts.length ? (
      <ul className="survey-stats-texts" aria-label="Latest answers">
        {q.texts.map((t, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: answers may repeat; the order is fixed
          <li key={i}>{t}</li>
        ))}
      </ul>
    ) : (
      <p className="ws-note">No answers yet.</p>
    );
  if (q.rows?.length) {
    const columns = q.options;
    return (
      <table className="survey-stats-grid">
        <thead>
          <tr>
            <th scope="col">Row</th>
            {columns.map((c) => (
              <th key={c.id} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {q.rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">{r.label}</th>
              {r.counts.map((c) => (
                <td key={c.id}>{c.count}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return null;
}
const num = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : 0);

/**
 * surveyanswerssummary/{surveyid}/{resid}: the survey's responses by status and, per question,
 * how many chose each option; with a respondent id, that respondent's choices are marked.
 */
export function SurveySummaryView({ params }: { params: Params }) {
  const surveyId = num(params.surveyid);
  const respondentId = num(params.resid);
  const stats = useQuery(
    readQuery(
      surveyKeys.stats(surveyId),
      calls.surveyStats,
      { id: surveyId },
      {
        enabled: surveyId > 0,
        what: "the survey's counts",
      },
    ),
  );
  const mine = useQuery(
    readQuery(
      surveyKeys.answers(surveyId, respondentId, false),
      calls.respondentAnswers,
      { surveyId, respondentId },
      { enabled: surveyId > 0 && respondentId > 0, what: "the answers" },
    ),
  );
  if (stats.isLoading) return <p className="ws-note">Loading…</p>;
  if (stats.error) return <p className="field-error">{stats.error.message}</p>;
  if (!stats.data) return null;
  const chosen = (questionId: string): string[] => {
    const v = mine.data?.response?.answers[questionId];
    return Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : [];
  };
  const { total, byStatus, questions } = stats.data;
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>
          Survey answers summary <small className="screen-sub">· {total} responses</small>
        </h1>
      </header>
      <p>
        {Object.entries(byStatus)
          .map(([status, n]) => `${status}: ${n}`)
          .join(" · ") || "No responses yet."}
      </p>
      {questions.map((q, i) => {
        const max = Math.max(1, ...q.options.map((o) => o.count));
        const picked = chosen(q.questionId);
        return (
          <section key={q.questionId} className="survey-stats" aria-label={`Question ${i + 1}`}>
            <h2>
              {i + 1}. {plainText(q.text) || q.questionId}{" "}
              <small className="screen-sub">· {q.answered} answered</small>
            </h2>
            {q.options.length ? (
              <ul className="survey-stats-list">
                {q.options.map((o) => (
                  <li key={o.id}>
                    <span className="survey-stats-label">
                      {o.label}
                      {picked.includes(o.id) ? <strong> (this respondent)</strong> : null}
                    </span>
                    <span className="survey-stats-count">
                      {o.count} <small className="screen-sub">({shareText(o.count, q.answered)})</small>
                    </span>
                    <span className="survey-stats-bar" style={{ width: `${(o.count / max) * 8}rem` }} />
                  </li>
                ))}
              </ul>
            ) : null}
            <AnswerDetails question={q} />
          </section>
        );
      })}
    </section>
  );
}
