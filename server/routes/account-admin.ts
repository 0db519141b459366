import { Hono } from "hono";
import { setAuthCookies } from "../auth/cookies";
import { guard, publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import * as calls from "../contracts/auth-calls";
import { clientIp } from "../http/client-ip";
import { failed, ok } from "../http/envelope";
import { tooManyRequests } from "../http/errors";
import { formBody } from "../http/input";
import { encryptDecrypt, UNSUBSCRIBED, unsubscribeRespondent } from "../services/link-crypto";
import {
  BAD_PIN,
  completeSignIn,
  confirmSetup,
  generateSetup,
  twoFactorStatus,
} from "../services/sign-in/two-factor";
import { handle, PUBLIC } from "./handle";
import { clearTicketCookie, readTicketCookie } from "./two-factor-cookie";

const ANYONE_SIGNED_IN = { staff: [], client: true, respondent: true } as const;
const ANY_STAFF = { staff: [] } as const;

/**
 * Two-factor setup and sign-in, 2FA status, link encryption and the unsubscribe link. The PIN
 * check reads the ticket cookie and sets the session cookies, so it stays a hand handler.
 */
export const accountAdminRoutes = new Hono<AppEnv>()
  .on(...handle(calls.generateSetupQrCode, ANYONE_SIGNED_IN, generateSetup))
  .post(calls.validateTwoFactorPin.path, async (c) => {
    const visitor = await publicCall(c);
    const input = await formBody(c, calls.validateTwoFactorPin.input);
    const ticket = input.ticket || readTicketCookie(c);
    if (ticket) {
      const result = await completeSignIn(visitor, {
        ticket,
        pin: input.pin,
        ip: clientIp(c),
        userAgent: c.req.header("user-agent"),
      });
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
  })
  .on(...handle(calls.twoFactorStatus, ANYONE_SIGNED_IN, (ctx, i) => twoFactorStatus(ctx, i.username)))
  // Staff tool of product §7.1: encrypt or decrypt a value used in links (decision 014).
  .on(...handle(calls.encryptDecryptRead, ANY_STAFF, encryptDecrypt))
  .on(...handle(calls.encryptDecrypt, ANY_STAFF, encryptDecrypt))
  .on(
    ...handle(calls.unsubscribe, PUBLIC, (ctx, i) => unsubscribeRespondent(ctx, i.encodedData), {
      successMsg: UNSUBSCRIBED,
    }),
  );
