import { useEffect, useRef } from "react";
import { Modal } from "../components/ui/modal";
import { unsavedTabs, useCloseQuestion } from "./unsaved";

/**
 * "Close anyway?" for tabs with unsaved changes. Focus starts on "Keep editing", so Enter (or
 * Escape) never throws work away; only an explicit "Close without saving" does.
 */
export function UnsavedCloseDialog() {
  const question = useCloseQuestion();
  const keep = useRef<HTMLButtonElement>(null);
  // Runs after the Modal's own effect has opened the dialog (children's effects run first).
  useEffect(() => {
    if (question) keep.current?.focus();
  }, [question]);
  if (!question) return null;
  return (
    <Modal
      open
      title={question.title}
      onClose={() => unsavedTabs.answer(false)}
      footer={
        <>
          <button type="button" className="btn btn-danger" onClick={() => unsavedTabs.answer(true)}>
            {question.confirmLabel}
          </button>
          <button
            ref={keep}
            type="button"
            className="btn btn-secondary"
            onClick={() => unsavedTabs.answer(false)}
          >
            {question.cancelLabel}
          </button>
        </>
      }
    >
      <p data-testid="unsaved-close-text">{question.text}</p>
      {question.dirty.length > 1 ? (
        <ul aria-label="Tabs with unsaved changes">
          {question.dirty.map((title, i) => (
            // Titles may repeat ("Edit Job" before a record loads): the index keeps keys unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list shown once
            <li key={`${i}-${title}`}>{title}</li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
