/** A use case's answer: a value, or business-rule errors the screen shows (200 + succeeded:false). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; errors: string[] };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refusal = <T = never>(...errors: string[]): Outcome<T> => ({ ok: false, errors });

/** ISO text for a timestamp column (the contracts carry dates as strings). */
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
