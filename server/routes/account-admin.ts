import { type Context, Hono } from "hono";
import { z } from "zod";
import { setAuthCookies } from "../auth/cookies";
import { hasRight, requireActor } from "../auth/guard";
import type { AppEnv } from "../context";
import {
  encryptDecryptRequestSchema,
  generateQrRequestSchema,
  validatePinRequestSchema,
} from "../contracts/auth";
import { RIGHTS } from "../contracts/rights";
import { clientIp } from "../http/client-ip";
import { failed, ok } from "../http/envelope";
import { tooManyRequests } from "../http/errors";
import { formBody, query, validate } from "../http/input";
import {
  BAD_UNSUBSCRIBE_LINK,
  decryptText,
  encryptText,
  UNSUBSCRIBED,
  unsubscribeRespondent,
} from "../services/link-crypto";
import {
  BAD_PIN,
  completeSignIn,
  confirmSetup,
  generateSetup,
  twoFactorStatus,
} from "../services/two-factor";
import { clearTicketCookie, readTicketCookie } from "./two-factor-cookie";

/** Two-factor setup and sign-in, 2FA status, link encryption and the unsubscribe link. */
export const accountAdminRoutes = new Hono<AppEnv>();

accountAdminRoutes.post("/ga/GenerateSetupQrCode", async (c) => {
  const actor = requireActor(c);
  const input = await formBody(c, generateQrRequestSchema);
  return ok(c, await generateSetup(c.get("deps"), actor, input));
});

accountAdminRoutes.post("/ga/ValidateTwoFactorPIN", async (c) => {
  const deps = c.get("deps");
  const input = await formBody(c, validatePinRequestSchema);
  const ticket = input.ticket || readTicketCookie(c);
  if (ticket) {
    const result = await completeSignIn(deps, ticket, input.pin, clientIp(c));
    if (result.kind === "blocked") throw tooManyRequests();
    if (result.kind === "bad-pin") return failed(c, [BAD_PIN]);
    clearTicketCookie(c);
    setAuthCookies(c, result.session.answer.token, result.session.exp);
    return ok(c, result.session.answer);
  }
  const actor = requireActor(c);
  const result = await confirmSetup(deps, actor, input);
  if (result.kind === "blocked") throw tooManyRequests();
  if (result.kind === "bad-pin") return failed(c, [BAD_PIN]);
  return ok(c, true, { successMsg: "Two-factor sign-in is now on." });
});

accountAdminRoutes.get("/user-2fa-Status/:username", async (c) => {
  const actor = requireActor(c);
  const username = validate(z.string().trim().min(1).max(254), c.req.param("username"));
  const userAdmin = await hasRight(c, RIGHTS.UserAdmin);
  return ok(c, await twoFactorStatus(c.get("deps"), actor, username, userAdmin));
});

/** Staff tool of product §7.1: encrypt or decrypt a value used in links (AES-256-GCM, decision 014). */
async function encryptDecrypt(c: Context<AppEnv>, input: z.infer<typeof encryptDecryptRequestSchema>) {
  const secret = c.get("deps").env.jwtSecret;
  if (input.type === "encrypt") return ok(c, encryptText(secret, input.text));
  const text = decryptText(secret, input.text);
  return text === null ? failed(c, ["The value could not be decrypted."]) : ok(c, text);
}

accountAdminRoutes.get("/get-encrypt-decrypt-string", (c) => {
  requireActor(c, "Staff");
  return encryptDecrypt(c, query(c, encryptDecryptRequestSchema));
});

accountAdminRoutes.post("/get-encrypt-decrypt-string", async (c) => {
  requireActor(c, "Staff");
  return encryptDecrypt(c, await formBody(c, encryptDecryptRequestSchema));
});

accountAdminRoutes.get("/respondent-unsubscribe", async (c) => {
  const { encodedData } = query(c, z.object({ encodedData: z.string().trim().min(1, "Required").max(500) }));
  const done = await unsubscribeRespondent(c.get("deps"), encodedData);
  return done ? ok(c, true, { successMsg: UNSUBSCRIBED }) : failed(c, [BAD_UNSUBSCRIBE_LINK]);
});
