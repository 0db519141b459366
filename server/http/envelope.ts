import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Envelope } from "../contracts/envelope";
import type { Outcome } from "../services/outcome";

/** A successful envelope. */
export function ok<T>(c: Context, value: T, extra: { successMsg?: string; message?: string } = {}) {
  const body: Envelope<T> = {
    succeeded: true,
    value,
    errors: [],
    successMsg: extra.successMsg ?? null,
    message: extra.message ?? null,
  };
  return c.json(body, 200);
}

/**
 * A business-rule failure answered with 200 and succeeded=false, as the spec's screens expect
 * (they read `errors` and show the first one). Transport-level failures throw ApiError instead.
 */
export function failed(c: Context, errors: string[], status: ContentfulStatusCode = 200) {
  const body: Envelope<null> = { succeeded: false, value: null, errors, successMsg: null, message: null };
  return c.json(body, status);
}

/** Answers a use case's Outcome: the value (with an optional success text) or its refusal. */
export function answer<T>(
  c: Context,
  outcome: Outcome<T>,
  extra: { successMsg?: string; message?: string } = {},
) {
  return outcome.ok ? ok(c, outcome.value, extra) : failed(c, outcome.errors);
}
