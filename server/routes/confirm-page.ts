import { Hono } from "hono";
import { z } from "zod";
import { publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import { CONFIRM_TEXTS } from "../contracts/sessions/confirm-page";
import { answer } from "../http/envelope";
import { jsonBody, params } from "../http/input";
import {
  cancelByLink,
  confirmByLink,
  confirmCalendar,
  confirmDetails,
} from "../services/sessions/confirm-page";

/** A confirm link's value: base64url, as links.ts makes it. */
const tokenParam = z.object({ token: z.string().regex(/^[\w-]{1,2000}$/, CONFIRM_TEXTS.badLink) });
const cancelSchema = z.object({
  reason: z.string().trim().min(1, CONFIRM_TEXTS.reasonNeeded).max(500),
});

/**
 * The confirm-attendance page's calls (decision 176). Public: the link's value is the credential.
 * Only POSTs change the booking; a GET of the old one-click address shows the page.
 */
export const confirmPageRoutes = new Hono<AppEnv>()
  .get("/confirm-attendance/:token/details", async (c) => {
    const ctx = await publicCall(c);
    return answer(c, await confirmDetails(ctx, params(c, tokenParam).token));
  })
  .get("/confirm-attendance/:token/calendar.ics", async (c) => {
    const ctx = await publicCall(c);
    const text = await confirmCalendar(ctx, params(c, tokenParam).token);
    return c.body(text, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="research-session.ics"',
      "Cache-Control": "no-store",
    });
  })
  .get("/confirm-attendance/:token", async (c) => {
    // Links in e-mails sent before the page existed: open the page, never confirm on a GET.
    const { token } = params(c, tokenParam);
    return c.redirect(`/confirm-attendance/${token}`, 302);
  })
  .post("/confirm-attendance/:token", async (c) => {
    const ctx = await publicCall(c);
    return answer(c, await confirmByLink(ctx, params(c, tokenParam).token), {
      successMsg: CONFIRM_TEXTS.confirmed,
    });
  })
  .post("/confirm-attendance/:token/cancel", async (c) => {
    const ctx = await publicCall(c);
    const { token } = params(c, tokenParam);
    const { reason } = await jsonBody(c, cancelSchema);
    return answer(c, await cancelByLink(ctx, token, reason), { successMsg: CONFIRM_TEXTS.cancelledByYou });
  });
