import { Hono } from "hono";
import { requireActor } from "../auth/guard";
import type { AppEnv } from "../context";
import {
  CONTACT_US_SUCCESS,
  childDeleteSchema,
  childUpdateSchema,
  contactUsSchema,
  respondentIdParamSchema,
} from "../contracts/respondent-portal";
import { ok } from "../http/envelope";
import { formBody, jsonBody, params } from "../http/input";
import {
  childrenOf,
  contactUs,
  removeChildren,
  respondentEvents,
  respondentOpportunities,
  respondentPayments,
  respondentSummary,
  saveChild,
} from "../services/respondent-portal";
import { respondentAccess } from "./respondent-guard";

/** The respondent's own pages (product §7.3); staff with RES read the same calls. */
export const respondentPortalRoutes = new Hono<AppEnv>();

const ID = ":id{[0-9]+}";

respondentPortalRoutes.get(`/respondent-summary/${ID}`, async (c) => {
  const access = await respondentAccess(c);
  return ok(c, await respondentSummary(c.get("deps"), access, params(c, respondentIdParamSchema).id));
});

respondentPortalRoutes.get(`/respondent-payments/${ID}`, async (c) => {
  const access = await respondentAccess(c);
  return ok(c, await respondentPayments(c.get("deps"), access, params(c, respondentIdParamSchema).id));
});

respondentPortalRoutes.get(`/respondent-events/${ID}`, async (c) => {
  const access = await respondentAccess(c);
  return ok(c, await respondentEvents(c.get("deps"), access, params(c, respondentIdParamSchema).id));
});

for (const path of [`/respondent-surveys/${ID}`, `/respondent-surveys-staff-View/${ID}`]) {
  respondentPortalRoutes.get(path, async (c) => {
    const access = await respondentAccess(c);
    return ok(
      c,
      await respondentEvents(c.get("deps"), access, params(c, respondentIdParamSchema).id, "Survey"),
    );
  });
}

respondentPortalRoutes.get(`/respondent-opportunities/${ID}`, async (c) => {
  const access = await respondentAccess(c);
  return ok(c, await respondentOpportunities(c.get("deps"), access, params(c, respondentIdParamSchema).id));
});

respondentPortalRoutes.get(`/respondent-children/${ID}`, async (c) => {
  const access = await respondentAccess(c);
  return ok(c, await childrenOf(c.get("deps"), access, params(c, respondentIdParamSchema).id));
});

respondentPortalRoutes.post("/respondent-children/update", async (c) => {
  const access = await respondentAccess(c);
  const input = await jsonBody(c, childUpdateSchema);
  return ok(c, await saveChild(c.get("deps"), access, input), { successMsg: "Successfully Saved!" });
});

respondentPortalRoutes.post("/respondent-children/delete", async (c) => {
  const access = await respondentAccess(c);
  const input = await jsonBody(c, childDeleteSchema);
  const ids = [...new Set([...(input.ids ?? []), ...(input.id ? [input.id] : [])])];
  return ok(c, await removeChildren(c.get("deps"), access, ids));
});

/** Contact Us: respondents and client contacts (product §2.5). */
respondentPortalRoutes.post("/contact-us", async (c) => {
  const actor = requireActor(c, "Respondent", "Client");
  const input = await formBody(c, contactUsSchema);
  await contactUs(c.get("deps"), actor, input);
  return ok(c, true, { successMsg: CONTACT_US_SUCCESS });
});
