import type { z } from "zod";

/**
 * One API call, declared once (decision 190): method, path, input and answer. The server builds
 * its route from it (`handle` in server/routes/handle.ts) and the browser calls it through
 * `callApi` / `ctx.call`, so path, payload and answer cannot drift apart.
 *
 * - `path` is a Hono pattern: `:name` takes the input field `name`; a parameter that is an id is
 *   written `:id{[0-9]+}`, so a route answers only the paths it is meant for, whatever the mount
 *   order (a test walks every pair of routes).
 * - `input` describes every field the call takes, path parameters included.
 * - `encoding` says how the fields that are not in the path travel: `json` (the multipart field
 *   `json` the spec uses, the default), `form` (plain multipart fields), `query` (a GET's query
 *   string). `bodyField` names the one field whose value is the whole `json` body (calls whose
 *   body is a list); the other fields then travel as plain fields.
 */
export interface Call<I extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> {
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly input: I;
  readonly answer: A;
  readonly encoding: "json" | "form" | "query";
  readonly bodyField?: string;
}

/** What the caller passes: the input before parsing (ids may be digit strings, defaults omitted). */
export type CallInput<C extends Call> = z.input<C["input"]>;
/** What the service receives: the parsed input. */
export type CallArgs<C extends Call> = z.output<C["input"]>;
/** The answer's value once checked. */
export type CallAnswer<C extends Call> = z.output<C["answer"]>;

interface CallSpec<I extends z.ZodType, A extends z.ZodType> {
  input: I;
  answer: A;
  encoding?: Call["encoding"];
  bodyField?: string;
}

/** Declares a call. */
export function call<I extends z.ZodType, A extends z.ZodType>(
  method: Call["method"],
  path: string,
  spec: CallSpec<I, A>,
): Call<I, A> {
  const encoding = spec.encoding ?? (method === "GET" ? "query" : "json");
  return { method, path, input: spec.input, answer: spec.answer, encoding, bodyField: spec.bodyField };
}

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?/g;

/** The names of a path's parameters, in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(PARAM)].map((m) => m[1] as string);

/** The path with its parameters filled from `values` (each encoded as one path segment). */
export function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === "") throw new Error(`${path}: ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
