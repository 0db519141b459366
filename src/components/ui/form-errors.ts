import { useState } from "react";
import type { ZodType } from "zod";

/** First message per top-level field of a failed zod parse, for showing under each control. */
export type FieldErrors = Record<string, string>;

/**
 * Validates form values with a shared contract (the one the server uses) and answers either the
 * parsed payload or the first error of each field.
 */
export function checkForm<T>(
  schema: ZodType<T>,
  values: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "_form");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * Moves the focus to the first control marked invalid under root, once React has shown the
 * errors (call it right after setting them): on a long form the user otherwise presses the button
 * at the bottom and sees nothing happen.
 */
export function focusFirstInvalid(root: ParentNode = document) {
  requestAnimationFrame(() => root.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
}

/**
 * A form checked with its contract before it is sent: `submit(schema, values, send)` shows the
 * errors of each field (the focus on the first) and sends nothing, or clears them and sends the
 * parsed payload with `busy` set meanwhile. It answers the send's answer, or undefined when the
 * form did not pass.
 */
export function useCheckedForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const submit = async <T, A>(schema: ZodType<T>, values: unknown, send: (data: T) => Promise<A>) => {
    const checked = checkForm(schema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid();
      return undefined;
    }
    setErrors({});
    setBusy(true);
    return send(checked.data).finally(() => setBusy(false));
  };
  return { errors, busy, submit };
}
