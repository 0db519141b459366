import { type Context, Hono } from "hono";
import { clearAuthCookies, setAuthCookies } from "../auth/cookies";
import { hasRight, requireActor } from "../auth/guard";
import { verifyToken } from "../auth/tokens";
import type { AppEnv } from "../context";
import {
  checkDuplicateUserRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  setPasswordRequestSchema,
} from "../contracts/auth";
import { DELETE_RIGHTS, type DeletableKind, deleteAllowedParamsSchema } from "../contracts/delete-rights";
import { RIGHTS, rightCodeSchema } from "../contracts/rights";
import { clientIp } from "../http/client-ip";
import { failed, ok } from "../http/envelope";
import { tooManyRequests, unauthorized } from "../http/errors";
import { formBody, jsonBody, validate } from "../http/input";
import { loginExists, signIn } from "../services/auth";
import {
  FORGOT_PASSWORD_MESSAGE,
  LINK_EXPIRED,
  PASSWORD_SET,
  requestPasswordReset,
  setPasswordFromLink,
} from "../services/password-links";
import { logout } from "../services/session";
import { setTicketCookie } from "./two-factor-cookie";

export const authRoutes = new Hono<AppEnv>();

/** The guards read `succeeded` (product §6): a refusal is an answer, not an error status. */
const answer = (c: Context, allowed: boolean, refusal: string) =>
  allowed
    ? ok(c, true)
    : c.json({ succeeded: false, value: false, errors: [refusal], successMsg: null, message: null });

authRoutes.post("/user-login", async (c) => {
  const input = await jsonBody(c, loginRequestSchema);
  const result = await signIn(c.get("deps"), input, clientIp(c));
  if (result.kind === "blocked") throw tooManyRequests();
  if (result.kind === "failed") return failed(c, [result.message]);
  if (result.kind === "two-factor") {
    setTicketCookie(c, result.ticket);
    return ok(c, { twoFactorRequired: true as const, ticket: result.ticket });
  }
  setAuthCookies(c, result.session.answer.token, result.session.exp);
  return ok(c, result.session.answer);
});

/** Revokes the caller's token (header or cookies), or the token sent in the `token` field. */
authRoutes.post("/logout", async (c) => {
  const deps = c.get("deps");
  const input = await formBody(c, logoutRequestSchema);
  const actor = c.get("actor") ?? (input.token ? await verifyToken(deps.env.jwtSecret, input.token) : null);
  clearAuthCookies(c);
  if (!actor || deps.revocations.has(actor.jti)) throw unauthorized();
  await logout(deps, actor);
  return ok(c, true, { successMsg: "You have been signed out." });
});

/** Cheap by design (the SPA's guard calls it on every navigation): token check only, no database. */
authRoutes.get("/login-status", (c) => ok(c, c.get("actor") !== undefined));

authRoutes.get("/access-allowed/:securityData", async (c) => {
  requireActor(c);
  const code = validate(rightCodeSchema, c.req.param("securityData"));
  return answer(c, await hasRight(c, code), "Access denied.");
});

authRoutes.get("/delete-allowed/:data", async (c) => {
  requireActor(c);
  const { data } = validate(deleteAllowedParamsSchema, { data: c.req.param("data") });
  return answer(
    c,
    await hasRight(c, DELETE_RIGHTS[data as DeletableKind]),
    "You don't have permission to delete this.",
  );
});

authRoutes.post("/forgot-password", async (c) => {
  const deps = c.get("deps");
  const input = await formBody(c, forgotPasswordRequestSchema);
  if (!deps.limits.passwordReset.hit(`reset-ip:${clientIp(c)}`)) throw tooManyRequests();
  await requestPasswordReset(deps, input);
  return ok(c, true, { successMsg: FORGOT_PASSWORD_MESSAGE });
});

authRoutes.post("/Set-password", async (c) => {
  const input = await formBody(c, setPasswordRequestSchema);
  const done = await setPasswordFromLink(c.get("deps"), input, c.get("actor"));
  if (!done) return failed(c, [LINK_EXPIRED]);
  return ok(c, true, { successMsg: PASSWORD_SET });
});

/**
 * Anonymous callers always get `true` (decision 013): the reset page then always asks a
 * respondent for their names, and nobody can probe which e-mails exist. UserAdmin staff get the truth.
 */
authRoutes.post("/check-duplicate-user", async (c) => {
  const input = await formBody(c, checkDuplicateUserRequestSchema);
  if (!(await hasRight(c, RIGHTS.UserAdmin))) return ok(c, true);
  return ok(c, await loginExists(c.get("deps"), input.emailAddress));
});
