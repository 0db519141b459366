import type { Role } from "../../../server/contracts/rights-codes";
import { clientRoutes } from "./client";
import { publicRoutes } from "./public";
import { respondentRoutes } from "./respondent";
import type { RouteDef } from "./route-def";
import { sharedRoutes } from "./shared";
import { staffRoutes } from "./staff";

/**
 * The routes behind sign-in. The app router matches the public table first and loads these only
 * for a path it does not know, so the visitor pages' first download carries none of them.
 */
export const signedInRoutes: RouteDef[] = [
  ...staffRoutes.map((r): RouteDef => ({ ...r, audience: "staff" })),
  ...clientRoutes,
  ...respondentRoutes,
  ...sharedRoutes,
];

/** Every route of routes.tsv, each with its audience, in the order the app router tries them. */
export const allRoutes: RouteDef[] = [...publicRoutes, ...signedInRoutes];

/** Roles that may open a route (product §6 role guard). */
export function rolesOf(route: RouteDef): Role[] {
  if (route.roles) return route.roles;
  if (route.audience === "staff") return ["Staff"];
  if (route.audience === "client") return ["Client"];
  if (route.audience === "respondent") return ["Respondent"];
  return [];
}
