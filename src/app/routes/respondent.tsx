import { notBuilt, type RouteDef } from "./route-def";

const res = (path: string, title: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  audience: "respondent",
  path,
  title,
  component: notBuilt(title),
  ...extra,
});

/** Respondent-only routes of product §2.4. */
export const respondentRoutes: RouteDef[] = [
  res("/reshome", "Home"),
  res("/resbanking", "My Bank Details"),
  // Product §2.10: "If points are not allowed it goes to /accessdenied".
  res("/respoints", "My Points", { flag: "IsPointsAllowed" }),
  res("/respayments/:id", "My Payments"),
  res("/ressession/:id", "My Sessions"),
  res("/ressurvey/:id", "My Surveys"),
  res("/resopportunities/:id", "My Opportunities"),
  res("/resprofile", "My Profile"),
  res("/ressocialshare", "Share With Friends"),
];
