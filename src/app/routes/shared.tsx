import { lazy } from "react";
import type { RouteDef } from "./route-def";
import { ROUTES } from "./route-patterns";

const settings = lazy(() => import("../../features/portal-respondent/views/settings-page"));
const contactUs = lazy(() => import("../../features/portal-respondent/views/contact-us-page"));
const accessDenied = lazy(() => import("../../features/errors/views/access-denied-page"));

/** Shared routes of product §2.5, shown inside the signed-in role's layout. */
export const sharedRoutes: RouteDef[] = [
  {
    audience: "shared",
    path: ROUTES.settings,
    title: "My Settings",
    roles: ["Staff", "Client", "Respondent"],
    component: settings,
  },
  {
    audience: "shared",
    path: ROUTES.rescontactus,
    title: "Contact Us",
    roles: ["Respondent", "Client"],
    component: contactUs,
  },
  {
    audience: "shared",
    path: ROUTES.accessdenied,
    title: "Access Denied",
    roles: ["Staff", "Client", "Respondent"],
    component: accessDenied,
  },
  {
    audience: "shared",
    path: ROUTES.accessdeniedRight,
    title: "Access Denied",
    roles: ["Staff", "Client", "Respondent"],
    component: accessDenied,
  },
];
