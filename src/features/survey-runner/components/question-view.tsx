import {
  type Answers,
  type AnswerValue,
  optionOrder,
  type Profile,
  pipe,
  type Question,
  shuffled,
} from "../../../../server/contracts/surveys/logic";
import { ChoiceQuestion, RankingQuestion } from "./choice-questions";
import { controlAria, ids, QuestionFrame } from "./question-parts";

type SetAnswer = (id: string, value: AnswerValue | undefined) => void;

export interface QuestionViewProps {
  q: Question;
  questions: readonly Question[];
  answers: Answers;
  profile: Profile;
  seed: string;
  error: string | null | undefined;
  set: SetAnswer;
}

const str = (v: AnswerValue | undefined) => (typeof v === "string" || typeof v === "number" ? String(v) : "");

/** Grid: one radio group per row (a row of radios reads well at 375 px and by screen reader). */
function GridQuestion({
  q,
  answers,
  set,
  seed,
}: {
  q: Extract<Question, { kind: "grid" }>;
  answers: Answers;
  set: SetAnswer;
  seed: string;
}) {
  const value = answers[q.id];
  const chosen = value && typeof value === "object" && !Array.isArray(value) ? value : {};
  const rows = q.randomise ? shuffled(q.rows, `${seed}:${q.id}`) : q.rows;
  return (
    <div className="survey-grid">
      {rows.map((row) => (
        <fieldset key={row.id} className="survey-grid-row">
          <legend>{row.label}</legend>
          {q.columns.map((col) => (
            <label key={col.id} className="choice-row">
              <input
                type="radio"
                name={`${ids(q.id).control}-${row.id}`}
                checked={chosen[row.id] === col.id}
                onChange={() => set(q.id, { ...chosen, [row.id]: col.id })}
              />
              <span>{col.label}</span>
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}

/** One question of the page, on native inputs, named by its piped text. */
export function QuestionView({ q, questions, answers, profile, seed, error, set }: QuestionViewProps) {
  const html = pipe(q.text, questions, answers, profile);
  const aria = controlAria(q.id, error);
  const control = ids(q.id).control;
  const frame = (group: boolean, children: React.ReactNode) => (
    <QuestionFrame qid={q.id} html={html} error={error} group={group} required={q.required}>
      {children}
    </QuestionFrame>
  );
  switch (q.kind) {
    case "hidden":
      return null;
    case "info":
      return frame(false, null);
    case "single":
    case "multi":
      return frame(true, <ChoiceQuestion q={q} options={optionOrder(q, seed)} answers={answers} set={set} />);
    case "ranking":
      return frame(
        true,
        <RankingQuestion q={q} options={optionOrder(q, seed)} answers={answers} set={set} />,
      );
    case "grid":
      return frame(true, <GridQuestion q={q} answers={answers} set={set} seed={seed} />);
    case "consent":
      return frame(
        true,
        <label className="choice-row">
          <input
            type="checkbox"
            checked={answers[q.id] === true}
            onChange={(e) => set(q.id, e.target.checked || undefined)}
          />
          <span>{q.label}</span>
        </label>,
      );
    case "text":
      return frame(
        false,
        q.multiline ? (
          <textarea
            id={control}
            className="input"
            rows={4}
            maxLength={q.maxLength ?? 4000}
            value={str(answers[q.id])}
            onChange={(e) => set(q.id, e.target.value || undefined)}
            {...aria}
          />
        ) : (
          <input
            id={control}
            className="input"
            maxLength={q.maxLength ?? 4000}
            value={str(answers[q.id])}
            onChange={(e) => set(q.id, e.target.value || undefined)}
            {...aria}
          />
        ),
      );
    case "number":
      return frame(
        false,
        <input
          id={control}
          className="input survey-number"
          type="text"
          inputMode={q.integer ? "numeric" : "decimal"}
          value={str(answers[q.id])}
          // Kept as typed ("1." on the way to "1.5"); the rules read it as a number.
          onChange={(e) => set(q.id, e.target.value.trim() || undefined)}
          {...aria}
        />,
      );
    case "date":
      return frame(
        false,
        <input
          id={control}
          className="input"
          type="date"
          min={q.min}
          max={q.max}
          value={str(answers[q.id])}
          onChange={(e) => set(q.id, e.target.value || undefined)}
          {...aria}
        />,
      );
  }
}
