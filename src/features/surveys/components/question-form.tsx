import { useEffect, useRef } from "react";
import {
  PROFILE_FIELDS,
  type ProfileField,
  QUESTION_KINDS,
  type Question,
  type QuestionKind,
} from "../../../../server/contracts/surveys/logic";
import { Field } from "../../../components/ui/field";
import { changeKind, hasOptions, KIND_LABELS, pipingTokens, updateQuestion } from "../model/editor-model";
import { caret, editorStore } from "../state/editor-store";
import { ConditionRows } from "./condition-rows";
import { GridLabels } from "./grid-labels";
import { OptionRows } from "./option-rows";
import { SurveyTextField } from "./survey-text-field";

interface QuestionFormProps {
  path: string;
  questions: readonly Question[];
  index: number;
  focusedOption: number | null;
}

/** An optional whole or decimal number field ("" clears it). */
function NumberField(props: {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (n: number | undefined) => void;
}) {
  return (
    <Field id={props.id} label={props.label}>
      <input
        id={props.id}
        className="input"
        type="number"
        value={props.value ?? ""}
        onChange={(e) => props.onChange(e.target.value === "" ? undefined : Number(e.target.value))}
      />
    </Field>
  );
}

/** Sets or clears an optional property of a question. */
function withProp<Q extends Question, K extends string>(q: Q, key: K, value: unknown): Q {
  const next = { ...q } as Record<string, unknown>;
  if (value === undefined || value === false || value === "") delete next[key];
  else next[key] = value;
  return next as Q;
}

/** The focused question's form: kind, text (with piping help), its kind's settings, options and display logic. */
export function QuestionForm({ path, questions, index, focusedOption }: QuestionFormProps) {
  const q = questions[index];
  const section = useRef<HTMLElement>(null);
  const questionId = q?.id;
  // A question just added (Alt+N, duplicate, library) gets the caret in its text.
  useEffect(() => {
    if (!questionId || !caret.take(path, "question")) return;
    let tries = 0;
    const focusText = () => {
      const text = section.current?.querySelector<HTMLElement>('[role="textbox"][contenteditable="true"]');
      if (text) text.focus();
      else if (tries++ < 10) requestAnimationFrame(focusText);
    };
    focusText();
  }, [path, questionId]);
  if (!q) return null;
  const set = (fn: (x: Question) => Question) =>
    editorStore.change(path, (s) => updateQuestion(s, index, fn));
  const prop = (key: string) => (value: unknown) => set((x) => withProp(x, key, value));
  const check = (key: string, label: string, value: boolean | undefined) => (
    <label className="survey-check">
      <input type="checkbox" checked={Boolean(value)} onChange={(e) => prop(key)(e.target.checked)} />
      {label}
    </label>
  );
  const pipes = pipingTokens(questions, index, PROFILE_FIELDS);
  return (
    <section ref={section} className="survey-question-form" aria-label={`Question ${index + 1}`}>
      <h2>
        Question {index + 1} <small className="screen-sub">({q.id})</small>
      </h2>
      <Field id="survey-question-kind" label="Kind">
        <select
          id="survey-question-kind"
          className="input"
          value={q.kind}
          onChange={(e) => set((x) => changeKind(x, e.target.value as QuestionKind))}
        >
          {QUESTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </Field>
      <SurveyTextField
        label="Question text"
        value={q.text}
        onChange={(text) => set((x) => ({ ...x, text }))}
        pipes={pipes}
      />
      <div className="record-checklist">
        {check("required", "Required", q.required)}
        {check("newPage", "Starts a new page", q.newPage)}
        {"randomise" in q || hasOptions(q) || q.kind === "grid"
          ? check("randomise", "Randomise answer order", "randomise" in q ? q.randomise : false)
          : null}
        {q.kind === "text" ? check("multiline", "Several lines", q.multiline) : null}
        {q.kind === "number" ? check("integer", "Whole numbers only", q.integer) : null}
      </div>
      <div className="survey-form-row">
        {q.kind === "multi" || q.kind === "number" ? (
          <>
            <NumberField
              id="survey-q-min"
              label={q.kind === "multi" ? "Choose at least" : "Minimum"}
              value={q.min}
              onChange={prop("min")}
            />
            <NumberField
              id="survey-q-max"
              label={q.kind === "multi" ? "Choose at most" : "Maximum"}
              value={q.max}
              onChange={prop("max")}
            />
          </>
        ) : null}
        {q.kind === "ranking" ? (
          <NumberField id="survey-q-top" label="Rank the top" value={q.top} onChange={prop("top")} />
        ) : null}
        {q.kind === "text" ? (
          <NumberField
            id="survey-q-maxlength"
            label="At most characters"
            value={q.maxLength}
            onChange={prop("maxLength")}
          />
        ) : null}
        {q.kind === "date"
          ? (["min", "max"] as const).map((key) => (
              <Field key={key} id={`survey-q-${key}`} label={key === "min" ? "Earliest" : "Latest"}>
                <input
                  id={`survey-q-${key}`}
                  className="input"
                  type="date"
                  value={q[key] ?? ""}
                  onChange={(e) => prop(key)(e.target.value)}
                />
              </Field>
            ))
          : null}
        {q.kind === "consent" ? (
          <Field id="survey-q-consent" label="Consent label">
            <input
              id="survey-q-consent"
              className="input"
              value={q.label}
              onChange={(e) => set((x) => ({ ...x, label: e.target.value }) as Question)}
            />
          </Field>
        ) : null}
        {q.kind === "hidden" ? (
          <Field id="survey-q-profile" label="Filled from the profile field">
            <select
              id="survey-q-profile"
              className="input"
              value={q.profileField}
              onChange={(e) =>
                set((x) => ({ ...x, profileField: e.target.value as ProfileField }) as Question)
              }
            >
              {PROFILE_FIELDS.map((f) => (
                <option key={f}>{f}</option>
              ))}
            </select>
          </Field>
        ) : null}
      </div>
      {hasOptions(q) ? (
        <OptionRows
          path={path}
          index={index}
          question={q}
          later={questions.slice(index + 1)}
          focusedOption={focusedOption}
        />
      ) : null}
      {q.kind === "grid" ? <GridLabels question={q} onChange={(next) => set(() => next)} /> : null}
      <ConditionRows
        idPrefix="survey-q-cond"
        legend="Show this question when"
        value={q.showIf}
        questions={questions.slice(0, index)}
        onChange={(showIf) => set((x) => withProp(x, "showIf", showIf))}
      />
    </section>
  );
}
