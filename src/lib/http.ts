import ky from "ky";
import type { ZodType } from "zod";

/** A check for the answer's value: a zod contract, or a type guard where zod is too heavy. */
export type AnswerCheck<T> = ZodType<T> | ((value: unknown) => value is T);

import type { Envelope } from "../../server/contracts/envelope";
import { AUTH_COOKIE, CSRF_COOKIE, cookies } from "./cookies";
import { beginRequest } from "./loading";
import { navigate, SESSION_ENDED } from "./navigation";
import { noteRequestId } from "./request-trace";

/** An answer of the API: the envelope plus the HTTP status (0 when the server was unreachable). */
export type ApiResult<T> = Envelope<T> & { status: number };

export interface CallOptions {
  /** Some calls run without the top loading bar (product §2.9). */
  hideLoadingBar?: boolean;
  /**
   * Product §8: any 401/403 goes to /signin and the error is swallowed. Calls whose 401/403 is
   * an expected answer the page shows (wrong password, a denied access check) turn it off.
   */
  authRedirect?: boolean;
  signal?: AbortSignal;
  /** Let the request outlive the page (a click recorded as the browser follows a link away). */
  keepalive?: boolean;
}

const SAFE = new Set(["GET", "HEAD"]);

const client = ky.create({
  credentials: "same-origin",
  retry: 0,
  timeout: 30_000,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        // Double-submit CSRF token: the server compares the header with its cookie.
        const csrf = cookies.get(CSRF_COOKIE);
        if (csrf && !SAFE.has(request.method)) request.headers.set("X-CSRF-Token", csrf);
      },
    ],
    // The last answer's id goes with a problem report (decision 275).
    afterResponse: [(_request, _options, response) => noteRequestId(response.headers.get("X-Request-Id"))],
  },
});

const failure = <T>(status: number, errors: string[]): ApiResult<T> => ({
  succeeded: false,
  value: null as T,
  errors,
  successMsg: null,
  message: null,
  status,
});

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === "object" &&
    body !== null &&
    typeof (body as { succeeded?: unknown }).succeeded === "boolean" &&
    Array.isArray((body as { errors?: unknown }).errors ?? [])
  );
}

/** Sends one request and reads its envelope (the plumbing under `http` and `callApi`). */
export async function send<T>(
  method: "GET" | "POST",
  path: string,
  body: FormData | undefined,
  schema: AnswerCheck<T> | undefined,
  options: CallOptions,
): Promise<ApiResult<T>> {
  const done = beginRequest(!options.hideLoadingBar);
  try {
    const res = await client(path, { method, body, signal: options.signal, keepalive: options.keepalive });
    if ((res.status === 401 || res.status === 403) && options.authRedirect !== false) {
      // The session is over (product §8): drop the readable cookie too, so sign-in asks again
      // instead of sending a signed-in user home (decision 118).
      cookies.remove(AUTH_COOKIE);
      navigate("/signin", { state: SESSION_ENDED });
      return failure(res.status, []);
    }
    let parsed: unknown;
    try {
      parsed = await res.json();
    } catch {
      return failure(res.status, [`The server answered ${res.status} without a readable body.`]);
    }
    if (!isEnvelope(parsed)) return failure(res.status, ["The server sent an unexpected answer."]);
    const envelope: ApiResult<T> = {
      succeeded: parsed.succeeded,
      value: parsed.value as T,
      errors: parsed.errors ?? [],
      successMsg: parsed.successMsg ?? null,
      message: parsed.message ?? null,
      status: res.status,
    };
    if (envelope.succeeded && schema) {
      if (typeof schema === "function") {
        if (!schema(parsed.value)) return failure(res.status, ["The server sent an unexpected answer."]);
      } else {
        const checked = schema.safeParse(parsed.value);
        if (!checked.success) return failure(res.status, ["The server sent an unexpected answer."]);
        envelope.value = checked.data;
      }
    }
    return envelope;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return failure(0, ["The server could not be reached. Check your connection and try again."]);
  } finally {
    done();
  }
}

/** Builds the multipart body the API expects: one field `json` holding the payload. */
export function jsonForm(payload: unknown, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("json", JSON.stringify(payload));
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return form;
}

/** Multipart body with plain fields (forgot-password, Set-password, logout...). */
function fieldsForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

/** The one HTTP client of the SPA: same-origin cookies, CSRF header, envelope parsing. */
export const http = {
  get: <T = unknown>(path: string, schema?: AnswerCheck<T>, options: CallOptions = {}) =>
    send<T>("GET", path, undefined, schema, options),
  /** POST multipart with the field `json` holding `payload`. */
  postJson: <T = unknown>(
    path: string,
    payload: unknown,
    schema?: AnswerCheck<T>,
    options: CallOptions = {},
  ) => send<T>("POST", path, jsonForm(payload), schema, options),
  /** POST multipart with plain fields. */
  postForm: <T = unknown>(
    path: string,
    fields: Record<string, string>,
    schema?: AnswerCheck<T>,
    options: CallOptions = {},
  ) => send<T>("POST", path, fieldsForm(fields), schema, options),
  postMultipart: <T = unknown>(
    path: string,
    form: FormData,
    schema?: AnswerCheck<T>,
    options: CallOptions = {},
  ) => send<T>("POST", path, form, schema, options),
};
