import { lazy } from "react";
import { notBuilt, type RouteDef } from "./route-def";
import { ROUTES, type RoutePattern } from "./route-patterns";

const home = lazy(() => import("../../features/portal-respondent/views/home-page"));
const banking = lazy(() => import("../../features/portal-respondent/views/bank-details-page"));
const points = lazy(() => import("../../features/portal-respondent/views/points-page"));
const profile = lazy(() => import("../../features/portal-respondent/views/profile-page"));
const share = lazy(() => import("../../features/portal-respondent/views/social-share-page"));
const payments = lazy(() => import("../../features/portal-respondent/views/payments-page"));
const sessions = lazy(() => import("../../features/portal-respondent/views/sessions-page"));
const surveys = lazy(() => import("../../features/portal-respondent/views/surveys-page"));
const opportunities = lazy(() => import("../../features/portal-respondent/views/opportunities-page"));

const res = (path: RoutePattern, title: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  audience: "respondent",
  path,
  title,
  component: notBuilt(title),
  ...extra,
});

/** Respondent-only routes of product §2.4. */
export const respondentRoutes: RouteDef[] = [
  res(ROUTES.reshome, "Home", { component: home }),
  res(ROUTES.resbanking, "My Bank Details", { component: banking }),
  // Product §2.10: "If points are not allowed it goes to /accessdenied".
  res(ROUTES.respoints, "My Points", { flag: "IsPointsAllowed", component: points }),
  res(ROUTES.respayments, "My Payments", { component: payments }),
  res(ROUTES.ressession, "My Sessions", { component: sessions }),
  res(ROUTES.ressurvey, "My Surveys", { component: surveys }),
  res(ROUTES.resopportunities, "My Opportunities", { component: opportunities }),
  res(ROUTES.resprofile, "My Profile", { component: profile }),
  res(ROUTES.ressocialshare, "Share With Friends", { component: share }),
];
