import type { MiddlewareHandler } from "hono";
import { badRequest } from "./errors";

/**
 * Input no route can use: a NUL character. PostgreSQL (and PGlite) refuse it in text and jsonb, so
 * left alone it surfaces as an SQL error (HTTP 500) deep inside a service.
 */
export const NUL_MESSAGE = "The request contains a NUL character (\\u0000), which is not allowed in text.";

/** A NUL in the raw URL (the URL parser percent-encodes a literal one), in the path or the query. */
const NUL_IN_URL = /%00/;

/**
 * The bad-input guard for the path and query, mounted before authentication and the routes.
 * The body is checked where it is read (`readBody` in ./input.ts calls `assertNoNul`), so it
 * stays unread until a route asks for it: upload size limits and the sign-in check come first.
 */
export const rejectBadInput: MiddlewareHandler = async (c, next) => {
  if (NUL_IN_URL.test(c.req.url) || c.req.url.includes("\u0000")) throw badRequest(NUL_MESSAGE);
  await next();
};

/** JSON text inside a value (`invoices`, `dtparams`): its `\u0000` escapes become NULs once parsed. */
function parsedJsonText(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Throws a 400 when any string (value or key) inside a parsed body holds a NUL character,
 * including strings inside JSON text that a route or contract parses later.
 */
export function assertNoNul(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) throw badRequest(NUL_MESSAGE);
      const inner = parsedJsonText(item);
      if (inner !== undefined) pending.push(inner);
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes("\u0000")) throw badRequest(NUL_MESSAGE);
        pending.push(inner);
      }
    }
  }
}
