import { useEffect, useRef } from "react";
import type { Option, Question } from "../../../../server/contracts/surveys/logic";
import { CommandButton } from "../../../components/command/command-button";
import { updateOption } from "../model/editor-model";
import { plainText } from "../model/question-summary";
import { caret, editorStore } from "../state/editor-store";

interface OptionRowsProps {
  path: string;
  index: number;
  question: Extract<Question, { options: Option[] }>;
  later: readonly Question[];
  focusedOption: number | null;
}

/**
 * The answer options of a choice question, one row each: label and the per-option flags
 * (terminate with its reason, qualify, skip to, exclusive, 'other, specify', anchored). Focusing
 * a row makes it the option the option commands act on.
 */
export function OptionRows({ path, index, question, later, focusedOption }: OptionRowsProps) {
  const rows = useRef<HTMLFieldSetElement>(null);
  // A new option (Alt+O) gets the caret with its placeholder label selected, so typing replaces it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new option (a longer list) is the trigger
  useEffect(() => {
    if (focusedOption === null || !caret.take(path, "option")) return;
    const input = rows.current?.querySelectorAll<HTMLInputElement>(".survey-option-label")[focusedOption];
    input?.focus();
    input?.select();
  }, [path, focusedOption, question.options.length]);
  const change = (i: number, fn: (o: Option) => Option) =>
    editorStore.change(path, (s) => updateOption(s, index, i, fn));
  const focus = (option: number) =>
    editorStore.change(path, (s) =>
      s.focus.option === option ? s : { ...s, focus: { question: index, option } },
    );
  const flag = (o: Option, key: "qualify" | "exclusive" | "other" | "anchor", on: boolean): Option => {
    const next = { ...o };
    if (on) next[key] = true;
    else delete next[key];
    if (key === "qualify" && on) delete next.terminate;
    return next;
  };
  return (
    <fieldset ref={rows} className="survey-options">
      <legend>Answer options</legend>
      {question.options.map((o, i) => (
        <div
          key={o.id}
          className={`survey-option${focusedOption === i ? " survey-option-active" : ""}`}
          onFocusCapture={() => focus(i)}
        >
          <input
            className="input survey-option-label"
            aria-label={`Option ${i + 1} label`}
            value={o.label}
            onChange={(e) => change(i, (x) => ({ ...x, label: e.target.value }))}
          />
          <label className="survey-check">
            <input
              type="checkbox"
              checked={Boolean(o.terminate)}
              onChange={(e) =>
                change(i, (x) => {
                  const next = { ...x };
                  delete next.qualify;
                  if (e.target.checked) next.terminate = { reason: "screened-out" };
                  else delete next.terminate;
                  return next;
                })
              }
            />
            Terminate
          </label>
          {o.terminate ? (
            <input
              className="input survey-option-reason"
              aria-label={`Option ${i + 1} terminate reason`}
              value={o.terminate.reason}
              onChange={(e) => change(i, (x) => ({ ...x, terminate: { reason: e.target.value } }))}
            />
          ) : null}
          {(["qualify", "exclusive", "other", "anchor"] as const).map((key) => (
            <label key={key} className="survey-check">
              <input
                type="checkbox"
                checked={Boolean(o[key])}
                onChange={(e) => change(i, (x) => flag(x, key, e.target.checked))}
              />
              {key === "other" ? "Other, specify" : key[0]?.toUpperCase() + key.slice(1)}
            </label>
          ))}
          <select
            className="input"
            aria-label={`Option ${i + 1} skip to`}
            value={o.skipTo ?? ""}
            onChange={(e) =>
              change(i, (x) => {
                const next = { ...x };
                if (e.target.value) next.skipTo = e.target.value;
                else delete next.skipTo;
                return next;
              })
            }
          >
            <option value="">No skip</option>
            {later.map((q) => (
              <option key={q.id} value={q.id}>
                Skip to {q.id}: {plainText(q.text).slice(0, 40)}
              </option>
            ))}
            <option value="end">Skip to the end</option>
          </select>
        </div>
      ))}
      <div className="record-toolbar">
        <CommandButton id="surveys.addOption" />
        <CommandButton id="surveys.deleteOption" />
        <CommandButton id="surveys.setOptionFlag" />
      </div>
    </fieldset>
  );
}
