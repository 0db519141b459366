import { Hono } from "hono";
import { z } from "zod";
import { setAuthCookies } from "../auth/cookies";
import { guard, publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import {
  encryptDecryptRequestSchema,
  generateQrRequestSchema,
  validatePinRequestSchema,
} from "../contracts/auth";
import { clientIp } from "../http/client-ip";
import { answer, failed, ok } from "../http/envelope";
import { tooManyRequests } from "../http/errors";
import { formBody, query, validate } from "../http/input";
import { encryptDecrypt, UNSUBSCRIBED, unsubscribeRespondent } from "../services/link-crypto";
import {
  BAD_PIN,
  completeSignIn,
  confirmSetup,
  generateSetup,
  twoFactorStatus,
} from "../services/sign-in/two-factor";
import { clearTicketCookie, readTicketCookie } from "./two-factor-cookie";

/** Two-factor setup and sign-in, 2FA status, link encryption and the unsubscribe link. */
export const accountAdminRoutes = new Hono<AppEnv>();

const ANYONE_SIGNED_IN = { staff: [], client: true, respondent: true } as const;
const ANY_STAFF = { staff: [] } as const;

accountAdminRoutes.post("/ga/GenerateSetupQrCode", async (c) => {
  const ctx = await guard(c, ANYONE_SIGNED_IN);
  const input = await formBody(c, generateQrRequestSchema);
  return ok(c, await generateSetup(ctx, input));
});

accountAdminRoutes.post("/ga/ValidateTwoFactorPIN", async (c) => {
  const visitor = await publicCall(c);
  const input = await formBody(c, validatePinRequestSchema);
  const ticket = input.ticket || readTicketCookie(c);
  if (ticket) {
    const result = await completeSignIn(visitor, { ticket, pin: input.pin, ip: clientIp(c) });
    if (result.kind === "blocked") throw tooManyRequests();
    if (result.kind === "bad-pin") return failed(c, [BAD_PIN]);
    clearTicketCookie(c);
    setAuthCookies(c, result.session.answer.token, result.session.exp);
    return ok(c, result.session.answer);
  }
  const ctx = await guard(c, ANYONE_SIGNED_IN);
  const result = await confirmSetup(ctx, input);
  if (result.kind === "blocked") throw tooManyRequests();
  if (result.kind === "bad-pin") return failed(c, [BAD_PIN]);
  return ok(c, true, { successMsg: "Two-factor sign-in is now on." });
});

accountAdminRoutes.get("/user-2fa-Status/:username", async (c) => {
  const ctx = await guard(c, ANYONE_SIGNED_IN);
  const username = validate(z.string().trim().min(1).max(254), c.req.param("username"));
  return ok(c, await twoFactorStatus(ctx, username));
});

// Staff tool of product §7.1: encrypt or decrypt a value used in links (decision 014).
accountAdminRoutes.get("/get-encrypt-decrypt-string", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  return answer(c, encryptDecrypt(ctx, query(c, encryptDecryptRequestSchema)));
});

accountAdminRoutes.post("/get-encrypt-decrypt-string", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  return answer(c, encryptDecrypt(ctx, await formBody(c, encryptDecryptRequestSchema)));
});

accountAdminRoutes.get("/respondent-unsubscribe", async (c) => {
  const ctx = await publicCall(c);
  const { encodedData } = query(c, z.object({ encodedData: z.string().trim().min(1, "Required").max(500) }));
  return answer(c, await unsubscribeRespondent(ctx, encodedData), { successMsg: UNSUBSCRIBED });
});
