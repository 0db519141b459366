import type { ReactNode } from "react";
import { SafeHtml } from "../../../lib/rich-text-view";

/** Ids a question's parts share: its text labels the controls, its error describes them. */
export const ids = (qid: string) => ({
  text: `sq-${qid}-text`,
  error: `sq-${qid}-error`,
  control: `sq-${qid}`,
});

/** aria props that tie a control to its question's text and error (product: accessible inputs). */
export const controlAria = (qid: string, error: string | null | undefined) => ({
  "aria-labelledby": ids(qid).text,
  "aria-describedby": error ? ids(qid).error : undefined,
  "aria-invalid": error ? true : undefined,
});

/**
 * A question as a group: a fieldset named by the question's (piped, sanitised) text for choice
 * questions, a plain section for single-control questions; the error under it, announced.
 */
export function QuestionFrame({
  qid,
  html,
  error,
  group,
  required,
  children,
}: {
  qid: string;
  html: string;
  error: string | null | undefined;
  group: boolean;
  required?: boolean | undefined;
  children: ReactNode;
}) {
  const i = ids(qid);
  const body = (
    <>
      <div id={i.text} className="survey-question-text">
        <SafeHtml html={html} className="survey-rich" />
        {required ? <span className="visually-hidden"> (required)</span> : null}
      </div>
      {children}
      {error ? (
        <p id={i.error} className="field-error survey-question-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
  return group ? (
    <fieldset
      className={`survey-question${error ? " field-invalid" : ""}`}
      aria-labelledby={i.text}
      aria-describedby={error ? i.error : undefined}
    >
      {body}
    </fieldset>
  ) : (
    <section className={`survey-question${error ? " field-invalid" : ""}`} aria-labelledby={i.text}>
      {body}
    </section>
  );
}
