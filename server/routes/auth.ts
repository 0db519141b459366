import { type Context, Hono } from "hono";
import { clearAuthCookies, setAuthCookies } from "../auth/cookies";
import { guard, publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import * as calls from "../contracts/auth-calls";
import type { DeletableKind } from "../contracts/delete-rights";
import { clientIp } from "../http/client-ip";
import { failed, ok } from "../http/envelope";
import { tooManyRequests } from "../http/errors";
import { formBody, jsonBody, validate } from "../http/input";
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_SET,
  requestPasswordReset,
  setPasswordFromLink,
} from "../services/sign-in/password-links";
import {
  accessAllowed,
  checkDuplicateUser,
  deleteAllowed,
  signIn,
  signOut,
} from "../services/sign-in/sign-in";
import { handle, PUBLIC } from "./handle";
import { setTicketCookie } from "./two-factor-cookie";

/** Any signed-in caller: the answer says whether they hold the right. */
const ANYONE_SIGNED_IN = { staff: [], client: true, respondent: true } as const;

/**
 * The guards read `succeeded` (product §6): a refusal is an answer, not an error status, and its
 * value is `false` (not the null of other refusals), so these two stay hand handlers.
 */
const allowedOrNot = (c: Context, allowed: boolean, why: string) =>
  allowed
    ? ok(c, true)
    : c.json({ succeeded: false, value: false, errors: [why], successMsg: null, message: null });

/**
 * Sign-in and sign-out set and clear cookies, so they stay hand handlers (built on their calls'
 * paths and inputs), as do the cheap login-status and the two rights checks; the rest are plain calls.
 */
export const authRoutes = new Hono<AppEnv>()
  .post(calls.login.path, async (c) => {
    const ctx = await publicCall(c);
    const input = await jsonBody(c, calls.login.input);
    const result = await signIn(ctx, { ...input, ip: clientIp(c), userAgent: c.req.header("user-agent") });
    if (result.kind === "blocked") throw tooManyRequests();
    if (result.kind === "failed") return failed(c, [result.message]);
    if (result.kind === "two-factor") {
      setTicketCookie(c, result.ticket);
      return ok(c, { twoFactorRequired: true as const, ticket: result.ticket });
    }
    setAuthCookies(c, result.session.answer.token, result.session.exp);
    return ok(c, result.session.answer);
  })
  /** Revokes the caller's token (header or cookies), or the token sent in the `token` field. */
  .post(calls.logout.path, async (c) => {
    const ctx = await publicCall(c);
    const input = await formBody(c, calls.logout.input);
    clearAuthCookies(c);
    return ok(c, await signOut(ctx, input), { successMsg: "You have been signed out." });
  })
  /** Cheap by design (the SPA's guard calls it on every navigation): token check only, no database. */
  .get(calls.loginStatus.path, (c) => ok(c, c.get("actor") !== undefined))
  .get(calls.accessAllowed.path, async (c) => {
    const ctx = await guard(c, ANYONE_SIGNED_IN);
    const { securityData } = validate(calls.accessAllowed.input, {
      securityData: c.req.param("securityData"),
    });
    return allowedOrNot(c, accessAllowed(ctx, securityData), "Access denied.");
  })
  .get(calls.deleteAllowed.path, async (c) => {
    const ctx = await guard(c, ANYONE_SIGNED_IN);
    const { data } = validate(calls.deleteAllowed.input, { data: c.req.param("data") });
    return allowedOrNot(
      c,
      deleteAllowed(ctx, data as DeletableKind),
      "You don't have permission to delete this.",
    );
  })
  .on(
    ...handle(
      calls.forgotPassword,
      PUBLIC,
      async (ctx, i, request) => {
        await requestPasswordReset(ctx, { ...i, ip: request.ip });
        return true as const;
      },
      { successMsg: FORGOT_PASSWORD_MESSAGE },
    ),
  )
  .on(...handle(calls.setPassword, PUBLIC, setPasswordFromLink, { successMsg: PASSWORD_SET }))
  /** Anonymous callers always get `true` (decision 013); UserAdmin staff get the truth. */
  .on(...handle(calls.checkDuplicateUser, PUBLIC, (ctx, i) => checkDuplicateUser(ctx, i.emailAddress)));
