import { type Context, Hono } from "hono";
import { clearAuthCookies, setAuthCookies } from "../auth/cookies";
import { guard, publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import {
  checkDuplicateUserRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  setPasswordRequestSchema,
} from "../contracts/auth";
import { type DeletableKind, deleteAllowedParamsSchema } from "../contracts/delete-rights";
import { rightCodeSchema } from "../contracts/rights";
import { clientIp } from "../http/client-ip";
import { answer, failed, ok } from "../http/envelope";
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
import { setTicketCookie } from "./two-factor-cookie";

export const authRoutes = new Hono<AppEnv>();

/** Any signed-in caller: the answer says whether they hold the right. */
const ANYONE_SIGNED_IN = { staff: [], client: true, respondent: true } as const;

/** The guards read `succeeded` (product §6): a refusal is an answer, not an error status. */
const allowedOrNot = (c: Context, allowed: boolean, refusal: string) =>
  allowed
    ? ok(c, true)
    : c.json({ succeeded: false, value: false, errors: [refusal], successMsg: null, message: null });

authRoutes.post("/user-login", async (c) => {
  const ctx = await publicCall(c);
  const input = await jsonBody(c, loginRequestSchema);
  const result = await signIn(ctx, { ...input, ip: clientIp(c) });
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
  const ctx = await publicCall(c);
  const input = await formBody(c, logoutRequestSchema);
  clearAuthCookies(c);
  return ok(c, await signOut(ctx, input), { successMsg: "You have been signed out." });
});

/** Cheap by design (the SPA's guard calls it on every navigation): token check only, no database. */
authRoutes.get("/login-status", (c) => ok(c, c.get("actor") !== undefined));

authRoutes.get("/access-allowed/:securityData", async (c) => {
  const ctx = await guard(c, ANYONE_SIGNED_IN);
  const code = validate(rightCodeSchema, c.req.param("securityData"));
  return allowedOrNot(c, accessAllowed(ctx, code), "Access denied.");
});

authRoutes.get("/delete-allowed/:data", async (c) => {
  const ctx = await guard(c, ANYONE_SIGNED_IN);
  const { data } = validate(deleteAllowedParamsSchema, { data: c.req.param("data") });
  return allowedOrNot(
    c,
    deleteAllowed(ctx, data as DeletableKind),
    "You don't have permission to delete this.",
  );
});

authRoutes.post("/forgot-password", async (c) => {
  const ctx = await publicCall(c);
  const input = await formBody(c, forgotPasswordRequestSchema);
  await requestPasswordReset(ctx, { ...input, ip: clientIp(c) });
  return ok(c, true, { successMsg: FORGOT_PASSWORD_MESSAGE });
});

authRoutes.post("/Set-password", async (c) => {
  const ctx = await publicCall(c);
  const input = await formBody(c, setPasswordRequestSchema);
  return answer(c, await setPasswordFromLink(ctx, input), { successMsg: PASSWORD_SET });
});

/** Anonymous callers always get `true` (decision 013); UserAdmin staff get the truth. */
authRoutes.post("/check-duplicate-user", async (c) => {
  const ctx = await publicCall(c);
  const input = await formBody(c, checkDuplicateUserRequestSchema);
  return ok(c, await checkDuplicateUser(ctx, input.emailAddress));
});
