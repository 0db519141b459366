import type { Answers, AnswerValue, Option, Question } from "../../../../server/contracts/surveys/logic";
import { OTHER_SUFFIX } from "../../../../server/contracts/surveys/logic";
import { Button } from "../../../components/ui/button";
import { ids } from "./question-parts";

type SetAnswer = (id: string, value: AnswerValue | undefined) => void;
type Choice = Extract<Question, { kind: "single" | "multi" }>;

/** The 'other, please specify' text box under a chosen 'other' option. */
function OtherText({ q, answers, set }: { q: Question; answers: Answers; set: SetAnswer }) {
  const id = `${ids(q.id).control}-other`;
  const value = answers[q.id + OTHER_SUFFIX];
  return (
    <div className="field survey-other">
      <label htmlFor={id}>Please specify</label>
      <input
        id={id}
        className="input"
        maxLength={200}
        value={typeof value === "string" ? value : ""}
        onChange={(e) => set(q.id + OTHER_SUFFIX, e.target.value)}
      />
    </div>
  );
}

/** Single choice (radios) and multiple choice (check boxes, an exclusive option clears the rest). */
export function ChoiceQuestion({
  q,
  options,
  answers,
  set,
}: {
  q: Choice;
  options: Option[];
  answers: Answers;
  set: SetAnswer;
}) {
  const value = answers[q.id];
  const chosen = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
  const toggle = (o: Option, on: boolean) => {
    if (q.kind === "single") return set(q.id, o.id);
    const exclusive = q.options.filter((x) => x.exclusive).map((x) => x.id);
    const next = on
      ? o.exclusive
        ? [o.id]
        : [...chosen.filter((id) => !exclusive.includes(id)), o.id]
      : chosen.filter((id) => id !== o.id);
    set(q.id, next);
  };
  const otherChosen = options.some((o) => o.other && chosen.includes(o.id));
  return (
    <>
      {options.map((o) => (
        <label key={o.id} className="choice-row">
          <input
            type={q.kind === "single" ? "radio" : "checkbox"}
            name={ids(q.id).control}
            value={o.id}
            checked={chosen.includes(o.id)}
            onChange={(e) => toggle(o, e.target.checked)}
          />
          <span>{o.label}</span>
        </label>
      ))}
      {otherChosen ? <OtherText q={q} answers={answers} set={set} /> : null}
    </>
  );
}

/**
 * Ranking: the respondent adds choices in order and moves them with buttons (keyboard and touch
 * alike; no drag and drop to learn).
 */
export function RankingQuestion({
  q,
  options,
  answers,
  set,
}: {
  q: Extract<Question, { kind: "ranking" }>;
  options: Option[];
  answers: Answers;
  set: SetAnswer;
}) {
  const value = answers[q.id];
  const ranked = Array.isArray(value) ? value : [];
  const need = Math.min(q.top ?? q.options.length, q.options.length);
  const label = (id: string) => q.options.find((o) => o.id === id)?.label ?? id;
  const move = (from: number, to: number) => {
    const next = [...ranked];
    const [item] = next.splice(from, 1);
    if (item !== undefined) next.splice(to, 0, item);
    set(q.id, next);
  };
  return (
    <>
      <p className="field-hint">Choose your top {need} in order.</p>
      <ol className="survey-ranking" aria-label="Your ranking">
        {ranked.map((id, i) => (
          <li key={id}>
            <span>{label(id)}</span>
            <Button
              variant="secondary"
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
              aria-label={`Move ${label(id)} up`}
            >
              ↑
            </Button>
            <Button
              variant="secondary"
              disabled={i === ranked.length - 1}
              onClick={() => move(i, i + 1)}
              aria-label={`Move ${label(id)} down`}
            >
              ↓
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                set(
                  q.id,
                  ranked.filter((x) => x !== id),
                )
              }
              aria-label={`Remove ${label(id)}`}
            >
              ✕
            </Button>
          </li>
        ))}
      </ol>
      <div className="survey-ranking-choices">
        {options
          .filter((o) => !ranked.includes(o.id))
          .map((o) => (
            <Button
              key={o.id}
              variant="secondary"
              disabled={ranked.length >= need}
              onClick={() => set(q.id, [...ranked, o.id])}
            >
              + {o.label}
            </Button>
          ))}
      </div>
    </>
  );
}
