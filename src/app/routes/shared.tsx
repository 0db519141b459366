import { lazy } from "react";
import type { RouteDef } from "./route-def";

const settings = lazy(() => import("../../features/portal-respondent/views/settings-page"));
const contactUs = lazy(() => import("../../features/portal-respondent/views/contact-us-page"));
const accessDenied = lazy(() => import("../../features/errors/views/access-denied-page"));

/** Shared routes of product §2.5, shown inside the signed-in role's layout. */
export const sharedRoutes: RouteDef[] = [
  {
    audience: "shared",
    path: "/settings",
    title: "My Settings",
    roles: ["Staff", "Client", "Respondent"],
    component: settings,
  },
  {
    audience: "shared",
    path: "/rescontactus",
    title: "Contact Us",
    roles: ["Respondent", "Client"],
    component: contactUs,
  },
  {
    audience: "shared",
    path: "/accessdenied",
    title: "Access Denied",
    roles: ["Staff", "Client", "Respondent"],
    component: accessDenied,
  },
  {
    audience: "shared",
    path: "/accessdenied/:securitydata",
    title: "Access Denied",
    roles: ["Staff", "Client", "Respondent"],
    component: accessDenied,
  },
];
