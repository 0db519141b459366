import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { splitToken } from "./tokens";

/** Readable part of the token (header.claims): the SPA decodes it with jwt-decode (product §3). */
export const AUTH_COOKIE = "auth_token";
/** The signature: HttpOnly, so page script never holds a usable token. */
export const SIG_COOKIE = "auth_sig";
/** Double-submit CSRF token: readable by the SPA, echoed in the X-CSRF-Token header. */
export const CSRF_COOKIE = "csrf_token";
export const CSRF_HEADER = "x-csrf-token";

function isLocal(c: Context): boolean {
  const host = new URL(c.req.url).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

export function setAuthCookies(c: Context, token: string, exp: number) {
  const { readable, signature } = splitToken(token);
  const secure = !isLocal(c);
  const expires = new Date(exp * 1000);
  setCookie(c, AUTH_COOKIE, readable, { path: "/", sameSite: "Strict", secure, expires });
  setCookie(c, SIG_COOKIE, signature, { path: "/", sameSite: "Strict", secure, httpOnly: true, expires });
  setCookie(c, CSRF_COOKIE, randomBytes(24).toString("base64url"), {
    path: "/",
    sameSite: "Strict",
    secure,
    expires,
  });
}

export function clearAuthCookies(c: Context) {
  for (const name of [AUTH_COOKIE, SIG_COOKIE, CSRF_COOKIE]) deleteCookie(c, name, { path: "/" });
}
