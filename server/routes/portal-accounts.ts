import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/respondents/calls";
import { RIGHTS } from "../contracts/rights";
import { sendPortalInvitations } from "../services/respondents/portal-accounts";
import { handle } from "./handle";

/** Portal accounts of panel members (decision 177): staff invite them; RespondentAdmin right. */
export const portalAccountsRoutes = new Hono<AppEnv>().on(
  ...handle(
    calls.sendPortalInvitations,
    { staff: [RIGHTS.RespondentAdmin] },
    (ctx, i) => sendPortalInvitations(ctx, i.ids),
    { successMsg: "Portal invitations queued." },
  ),
);
