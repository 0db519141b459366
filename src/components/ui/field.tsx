import type { ComponentType, ReactNode } from "react";
import { TextInput, type TextInputProps } from "./text-input";

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

export interface TextFieldProps extends Omit<TextInputProps, "id"> {
  id: string;
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  /** The box: a TextInput unless told (PasswordInput for a password with its show/hide toggle). */
  control?: ComponentType<TextInputProps>;
}

/** A Field around a one-line box, the box described by the field's hint and error. */
export function TextField({
  id,
  label,
  error,
  hint,
  control: Control = TextInput,
  ...input
}: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Control id={id} {...input} {...describedBy(id, error, hint)} />
    </Field>
  );
}
