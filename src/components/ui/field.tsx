import type { ReactNode } from "react";

export interface FieldProps {
  /** id of the control, used for the label and the describing texts. */
  id: string;
  label: string;
  /** A validation message: shown in red and announced. */
  error?: string | null | undefined;
  /** A hint beside the control (product §2.10: the set-password rule). */
  hint?: string | undefined;
  children: ReactNode;
}

/** Label, control, hint and error wired together for screen readers (aria-describedby). */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className={`field${error ? " field-invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error ? (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="field-error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}

/** aria props for a control inside a Field. */
export function describedBy(id: string, error?: string | null, hint?: string) {
  const ids = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids } as const;
}
