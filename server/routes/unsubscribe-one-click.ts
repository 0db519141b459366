import { Hono } from "hono";
import { z } from "zod";
import { publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import { answer } from "../http/envelope";
import { params } from "../http/input";
import { UNSUBSCRIBED, unsubscribeRespondent } from "../services/link-crypto";

/**
 * POST /unsubscribe/{encodedData}: the one-click unsubscribe of `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click` (RFC 8058, decision 175). The mailbox provider posts to the very
 * address of the mail's unsubscribe link, without a sign-in; a GET of that address stays the
 * page (served by the SPA), so a link scanner fetching it changes nothing. Mounted beside /api
 * because the address is the page's.
 */
export const oneClickUnsubscribeRoutes = new Hono<AppEnv>().post("/unsubscribe/:encodedData", async (c) => {
  const ctx = await publicCall(c);
  const { encodedData } = params(c, z.object({ encodedData: z.string().trim().min(1).max(500) }));
  return answer(c, await unsubscribeRespondent(ctx, encodedData), { successMsg: UNSUBSCRIBED });
});
