import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { portalInvitationSchema } from "../contracts/respondents/portal-accounts";
import { RIGHTS } from "../contracts/rights";
import { answer } from "../http/envelope";
import { jsonBody } from "../http/input";
import { sendPortalInvitations } from "../services/respondents/portal-accounts";

/** Portal accounts of panel members (decision 177): staff invite them; RespondentAdmin right. */
export const portalAccountsRoutes = new Hono<AppEnv>().post("/respondents/portal-invitation", async (c) => {
  const ctx = await guard(c, { staff: [RIGHTS.RespondentAdmin] });
  const { ids } = await jsonBody(c, portalInvitationSchema);
  return answer(c, await sendPortalInvitations(ctx, ids), { successMsg: "Portal invitations queued." });
});
