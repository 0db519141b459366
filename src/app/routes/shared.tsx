import { lazy } from "react";
import { notBuilt, type RouteDef } from "./route-def";

const accessDenied = lazy(() => import("../../features/errors/views/access-denied-page"));

/** Shared routes of product §2.5, shown inside the signed-in role's layout. */
export const sharedRoutes: RouteDef[] = [
  {
    audience: "shared",
    path: "/settings",
    title: "My Settings",
    roles: ["Staff", "Client", "Respondent"],
    component: notBuilt("My Settings"),
  },
  {
    audience: "shared",
    path: "/rescontactus",
    title: "Contact Us",
    roles: ["Respondent", "Client"],
    component: notBuilt("Contact Us"),
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
