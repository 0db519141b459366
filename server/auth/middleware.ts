import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../context";
import { ApiError } from "../http/errors";
import { AUTH_COOKIE, CSRF_COOKIE, CSRF_HEADER, SIG_COOKIE } from "./cookies";
import { verifyToken } from "./tokens";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Identifies the caller from `Authorization: Bearer <jwt>` or from the split cookies.
 * A bad or revoked token is treated as no token (routes that need an actor answer 401).
 * Cookie-authenticated requests that change state must echo the CSRF cookie in X-CSRF-Token.
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deps = c.get("deps");
  const header = c.req.header("authorization");
  let token: string | undefined;
  let cookieAuth = false;
  if (header?.startsWith("Bearer ")) {
    token = header.slice(7).trim();
  } else {
    const readable = getCookie(c, AUTH_COOKIE);
    const signature = getCookie(c, SIG_COOKIE);
    if (readable && signature) {
      token = `${readable}.${signature}`;
      cookieAuth = true;
    }
  }
  c.set("cookieAuth", cookieAuth);
  c.set("actor", undefined);
  if (token) {
    let actor = deps.verifiedTokens.get(token);
    if (!actor) {
      actor = (await verifyToken(deps.env.jwtSecret, token)) ?? undefined;
      if (actor) deps.verifiedTokens.set(token, actor);
    }
    if (actor && !deps.revocations.has(actor.jti)) c.set("actor", actor);
  }
  if (cookieAuth && c.get("actor") && !SAFE_METHODS.has(c.req.method)) {
    const expected = getCookie(c, CSRF_COOKIE) ?? "";
    const sent = c.req.header(CSRF_HEADER) ?? "";
    if (!expected || !sameSecret(expected, sent)) {
      throw new ApiError(403, ["The request is missing its CSRF token. Reload the page and try again."]);
    }
  }
  await next();
};
