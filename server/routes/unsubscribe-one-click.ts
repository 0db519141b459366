import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/messaging/calls";
import { UNSUBSCRIBED, unsubscribeRespondent } from "../services/link-crypto";
import { handle, PUBLIC } from "./handle";

/**
 * POST /unsubscribe/{encodedData}: the one-click unsubscribe of `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click` (RFC 8058, decision 175). The mailbox provider posts to the very
 * address of the mail's unsubscribe link, without a sign-in; a GET of that address stays the
 * page (served by the SPA), so a link scanner fetching it changes nothing. Mounted beside /api
 * because the address is the page's. It answers the envelope, like every call.
 */
export const oneClickUnsubscribeRoutes = new Hono<AppEnv>().on(
  ...handle(calls.oneClickUnsubscribe, PUBLIC, (ctx, i) => unsubscribeRespondent(ctx, i.encodedData), {
    successMsg: UNSUBSCRIBED,
  }),
);
