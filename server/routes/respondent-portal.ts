import { Hono } from "hono";
import type { AppEnv } from "../context";
import { idsOf } from "../contracts/records";
import * as calls from "../contracts/respondents/calls";
import { CONTACT_US_SUCCESS } from "../contracts/respondents/portal";
import { RIGHTS } from "../contracts/rights";
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
import { handle } from "./handle";

/** The respondent's own record (checked by the service) or staff with RespondentAdmin. */
const OWN_OR_STAFF = { staff: [RIGHTS.RespondentAdmin], respondent: true } as const;
const surveysOf = (ctx: Parameters<typeof respondentEvents>[0], i: { id: number }) =>
  respondentEvents(ctx, { id: i.id, kind: "Survey" });

/** The respondent's own pages (product §7.3); staff with RES read the same calls. */
export const respondentPortalRoutes = new Hono<AppEnv>()
  .on(...handle(calls.summary, OWN_OR_STAFF, (ctx, i) => respondentSummary(ctx, i.id)))
  .on(...handle(calls.payments, OWN_OR_STAFF, (ctx, i) => respondentPayments(ctx, i.id)))
  .on(...handle(calls.events, OWN_OR_STAFF, (ctx, i) => respondentEvents(ctx, { id: i.id })))
  .on(...handle(calls.surveys, OWN_OR_STAFF, surveysOf))
  .on(...handle(calls.surveysStaffView, OWN_OR_STAFF, surveysOf))
  .on(...handle(calls.opportunities, OWN_OR_STAFF, (ctx, i) => respondentOpportunities(ctx, i.id)))
  .on(...handle(calls.children, OWN_OR_STAFF, (ctx, i) => childrenOf(ctx, i.id)))
  .on(...handle(calls.saveChild, OWN_OR_STAFF, saveChild, { successMsg: "Successfully Saved!" }))
  .on(...handle(calls.deleteChildren, OWN_OR_STAFF, (ctx, i) => removeChildren(ctx, idsOf(i))))
  /** Contact Us: respondents and client contacts (product §2.5). */
  .on(
    ...handle(
      calls.contactUs,
      { respondent: true, client: true },
      async (ctx, i) => {
        await contactUs(ctx, i);
        return true;
      },
      { successMsg: CONTACT_US_SUCCESS },
    ),
  );
