import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import {
  CONTACT_US_SUCCESS,
  childDeleteSchema,
  childUpdateSchema,
  contactUsSchema,
  respondentIdParamSchema,
} from "../contracts/respondents/portal";
import { RIGHTS } from "../contracts/rights";
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
} from "../services/respondents/portal";

/** The respondent's own record (checked by the service) or staff with RespondentAdmin. */
const OWN_OR_STAFF = { staff: [RIGHTS.RespondentAdmin], respondent: true } as const;

/** The respondent's own pages (product §7.3); staff with RES read the same calls. */
export const respondentPortalRoutes = new Hono<AppEnv>();

const ID = ":id{[0-9]+}";

respondentPortalRoutes.get(`/respondent-summary/${ID}`, async (c) => {
  const ctx = await guard(c, OWN_OR_STAFF);
  return ok(c, await respondentSummary(ctx, params(c, respondentIdParamSchema).id));
});

respondentPortalRoutes.get(`/respondent-payments/${ID}`, async (c) => {
  const ctx = await guard(c, OWN_OR_STAFF);
  return ok(c, await respondentPayments(ctx, params(c, respondentIdParamSchema).id));
});

respondentPortalRoutes.get(`/respondent-events/${ID}`, async (c) => {
  const ctx = await guard(c, OWN_OR_STAFF);
  return ok(c, await respondentEvents(ctx, { id: params(c, respondentIdParamSchema).id }));
});

for (const path of [`/respondent-surveys/${ID}`, `/respondent-surveys-staff-View/${ID}`]) {
  respondentPortalRoutes.get(path, async (c) => {
    const ctx = await guard(c, OWN_OR_STAFF);
    return ok(c, await respondentEvents(ctx, { id: params(c, respondentIdParamSchema).id, kind: "Survey" }));
  });
}

respondentPortalRoutes.get(`/respondent-opportunities/${ID}`, async (c) => {
  const ctx = await guard(c, OWN_OR_STAFF);
  return ok(c, await respondentOpportunities(ctx, params(c, respondentIdParamSchema).id));
});

respondentPortalRoutes.get(`/respondent-children/${ID}`, async (c) => {
  const ctx = await guard(c, OWN_OR_STAFF);
  return ok(c, await childrenOf(ctx, params(c, respondentIdParamSchema).id));
});

respondentPortalRoutes.post("/respondent-children/update", async (c) => {
  const ctx = await guard(c, OWN_OR_STAFF);
  const input = await jsonBody(c, childUpdateSchema);
  return ok(c, await saveChild(ctx, input), { successMsg: "Successfully Saved!" });
});

respondentPortalRoutes.post("/respondent-children/delete", async (c) => {
  const ctx = await guard(c, OWN_OR_STAFF);
  const input = await jsonBody(c, childDeleteSchema);
  const ids = [...new Set([...(input.ids ?? []), ...(input.id ? [input.id] : [])])];
  return ok(c, await removeChildren(ctx, ids));
});

/** Contact Us: respondents and client contacts (product §2.5). */
respondentPortalRoutes.post("/contact-us", async (c) => {
  const ctx = await guard(c, { respondent: true, client: true });
  await contactUs(ctx, await formBody(c, contactUsSchema));
  return ok(c, true, { successMsg: CONTACT_US_SUCCESS });
});
