import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { Question } from "../../../../server/contracts/surveys/logic";
import { hasOptions, KIND_LABELS } from "../model/editor-model";
import { plainText, windowOf } from "../model/question-summary";
import { editorStore } from "../state/editor-store";

const ROW_HEIGHT = 44;
const VIEW_HEIGHT = 520;

interface QuestionListProps {
  path: string;
  questions: readonly Question[];
  focused: number;
}

/**
 * The survey's questions, one row each; Up/Down move the focus, Enter goes to the question's
 * form. Long surveys render only the rows in view (fixed row height).
 */
export function QuestionList({ path, questions, focused }: QuestionListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const { first, last, before, after } = windowOf(scrollTop, VIEW_HEIGHT, ROW_HEIGHT, questions.length);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const top = focused * ROW_HEIGHT;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + ROW_HEIGHT > list.scrollTop + list.clientHeight)
      list.scrollTop = top + ROW_HEIGHT - list.clientHeight;
  }, [focused]);

  const focus = (question: number) =>
    editorStore.change(path, (s) => ({ ...s, focus: { question, option: null } }));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      focus(Math.max(0, Math.min(questions.length - 1, focused + (e.key === "ArrowDown" ? 1 : -1))));
    } else if (e.key === "Enter") {
      e.preventDefault();
      document.querySelector<HTMLElement>(".survey-question-form [role=textbox]")?.focus();
    }
  };

  if (!questions.length) return <p className="ws-note">No questions yet: press Alt+N to add one.</p>;
  return (
    <div
      ref={listRef}
      className="survey-question-list"
      role="listbox"
      aria-label="Questions"
      aria-activedescendant={`survey-q-${focused}`}
      tabIndex={0}
      style={{ maxHeight: VIEW_HEIGHT }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
    >
      <div style={{ height: before }} />
      {questions.slice(first, last).map((q, offset) => {
        const i = first + offset;
        const flags = hasOptions(q)
          ? [q.options.some((o) => o.terminate) && "terminate", q.options.some((o) => o.qualify) && "qualify"]
          : [];
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys for its rows
          <div
            key={q.id}
            id={`survey-q-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === focused}
            className={`survey-question-row${i === focused ? " survey-question-row-active" : ""}`}
            style={{ height: ROW_HEIGHT }}
            onClick={() => focus(i)}
          >
            <span className="survey-q-number">{i + 1}.</span>
            <span className="survey-q-text">{plainText(q.text) || <em>(no text)</em>}</span>
            <small className="survey-q-kind">
              {KIND_LABELS[q.kind]}
              {q.showIf ? " · conditional" : ""}
              {flags.filter(Boolean).map((f) => ` · ${f}`)}
            </small>
          </div>
        );
      })}
      <div style={{ height: after }} />
    </div>
  );
}
