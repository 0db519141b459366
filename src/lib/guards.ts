/**
 * Type guards for the few answers the staff shell reads before the dashboard is usable (who am I,
 * dashboard, tracker, layout, search suggestions). zod costs ~27 KB gzip, zod/mini ~7.5 KB; these
 * cost under 1 KB (decision 080). Everything after the shell (views, forms, commands) still parses
 * with the zod contracts. Type each guard with its contract's type (`Guard<StaffMe>`) so the
 * compiler catches a field the guard forgets; src/lib/shell-guards.test.ts checks both agree.
 */
export type Guard<T> = (value: unknown) => value is T;
type Guarded<G> = G extends Guard<infer T> ? T : never;

export const isString: Guard<string> = (v): v is string => typeof v === "string";
export const isBoolean: Guard<boolean> = (v): v is boolean => typeof v === "boolean";
export const isNumber: Guard<number> = (v): v is number => typeof v === "number" && Number.isFinite(v);
export const isInteger: Guard<number> = (v): v is number => Number.isInteger(v);
export const isUnknown: Guard<unknown> = (_v): _v is unknown => true;

export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (v): v is T | null => v === null || guard(v);
}

export function arrayOf<T>(guard: Guard<T>, maxLength = Number.POSITIVE_INFINITY): Guard<T[]> {
  return (v): v is T[] => Array.isArray(v) && v.length <= maxLength && v.every(guard);
}

export function oneOf<const T extends readonly (string | number | boolean)[]>(
  ...values: T
): Guard<T[number]> {
  return (v): v is T[number] => values.includes(v as T[number]);
}

/** A plain object with at least these keys (extra keys pass, as with zod's default object). */
export function shape<S extends Record<string, Guard<unknown>>>(
  fields: S,
): Guard<{ [K in keyof S]: Guarded<S[K]> }> {
  const entries = Object.entries(fields);
  return (v): v is { [K in keyof S]: Guarded<S[K]> } => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
    const record = v as Record<string, unknown>;
    // Every key must be present, as zod requires (even for isUnknown, which accepts undefined).
    return entries.every(([key, guard]) => key in record && guard(record[key]));
  };
}

/** Narrows a guard with an extra rule (a length, a prefix). */
export function refine<T>(guard: Guard<T>, rule: (value: T) => boolean): Guard<T> {
  return (v): v is T => guard(v) && rule(v);
}
