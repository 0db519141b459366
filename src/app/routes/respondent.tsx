import { lazy } from "react";
import { notBuilt, type RouteDef } from "./route-def";

const home = lazy(() => import("../../features/portal-respondent/views/home-page"));
const banking = lazy(() => import("../../features/portal-respondent/views/bank-details-page"));
const points = lazy(() => import("../../features/portal-respondent/views/points-page"));
const profile = lazy(() => import("../../features/portal-respondent/views/profile-page"));
const share = lazy(() => import("../../features/portal-respondent/views/social-share-page"));
const payments = lazy(() => import("../../features/portal-respondent/views/payments-page"));
const sessions = lazy(() => import("../../features/portal-respondent/views/sessions-page"));
const surveys = lazy(() => import("../../features/portal-respondent/views/surveys-page"));
const opportunities = lazy(() => import("../../features/portal-respondent/views/opportunities-page"));

const res = (path: string, title: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  audience: "respondent",
  path,
  title,
  component: notBuilt(title),
  ...extra,
});

/** Respondent-only routes of product §2.4. */
export const respondentRoutes: RouteDef[] = [
  res("/reshome", "Home", { component: home }),
  res("/resbanking", "My Bank Details", { component: banking }),
  // Product §2.10: "If points are not allowed it goes to /accessdenied".
  res("/respoints", "My Points", { flag: "IsPointsAllowed", component: points }),
  res("/respayments/:id", "My Payments", { component: payments }),
  res("/ressession/:id", "My Sessions", { component: sessions }),
  res("/ressurvey/:id", "My Surveys", { component: surveys }),
  res("/resopportunities/:id", "My Opportunities", { component: opportunities }),
  res("/resprofile", "My Profile", { component: profile }),
  res("/ressocialshare", "Share With Friends", { component: share }),
];
