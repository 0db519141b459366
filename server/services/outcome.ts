/** A use case's answer: a value, or business-rule errors the screen shows (200 + succeeded:false). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; errors: string[] };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refusal = <T = never>(...errors: string[]): Outcome<T> => ({ ok: false, errors });

/** ISO text for a timestamp column (the contracts carry dates as strings). */
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Is this a use case's Outcome (and not a plain value)? Outcomes have exactly these keys. */
export function isOutcome(value: unknown): value is Outcome<unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const { ok } = value as { ok?: unknown };
  if (typeof ok !== "boolean") return false;
  const keys = Object.keys(value);
  return ok
    ? keys.length === 2 && keys.includes("value")
    : keys.length === 2 && Array.isArray((value as { errors?: unknown }).errors);
}
