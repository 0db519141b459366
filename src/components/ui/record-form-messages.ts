import type { FieldError, FieldErrors, FieldValues } from "react-hook-form";

/**
 * Contract messages that read wrong under a form control: an empty id drop-down fails the id
 * schema as "Invalid id" (the user simply has not chosen), and a date fails as
 * "Invalid date (YYYY-MM-DD)" while the box is typed as DD/MM/YYYY (decision 094).
 */
export function friendlierErrors(
  fields: readonly { name: string; kind?: string | undefined }[],
  values: FieldValues,
  errors: FieldErrors<FieldValues>,
): FieldErrors<FieldValues> {
  let out = errors;
  for (const f of fields) {
    const error = errors[f.name];
    if (!error) continue;
    const value = values[f.name];
    let message: string | undefined;
    if (f.kind === "idselect" && (value === "" || value === null || value === undefined))
      message = "Required";
    else if (
      f.kind === "date" &&
      typeof value === "string" &&
      value !== "" &&
      /YYYY-MM-DD/.test(String(error.message))
    )
      message = "Invalid date (DD/MM/YYYY)";
    if (message === undefined) continue;
    if (out === errors) out = { ...errors };
    // A top-level control's error is a plain FieldError (no nested fields).
    out[f.name] = { ...(error as FieldError), message };
  }
  return out;
}
