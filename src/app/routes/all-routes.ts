import { matchRoute, type useRouter } from "wouter";
import type { Role } from "../../../server/contracts/rights-codes";
import { clientRoutes } from "./client";
import { publicRoutes } from "./public";
import { respondentRoutes } from "./respondent";
import type { RouteDef } from "./route-def";
import { sharedRoutes } from "./shared";
import { staffRoutes } from "./staff";

/** Every route of routes.tsv, each with its audience. */
export const allRoutes: RouteDef[] = [
  ...publicRoutes,
  ...staffRoutes.map((r): RouteDef => ({ ...r, audience: "staff" })),
  ...clientRoutes,
  ...respondentRoutes,
  ...sharedRoutes,
];

/** Roles that may open a route (product §6 role guard). */
export function rolesOf(route: RouteDef): Role[] {
  if (route.roles) return route.roles;
  if (route.audience === "staff") return ["Staff"];
  if (route.audience === "client") return ["Client"];
  if (route.audience === "respondent") return ["Respondent"];
  return [];
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

type Parser = ReturnType<typeof useRouter>["parser"];

export function findRoute(parser: Parser, path: string, routes: RouteDef[] = allRoutes): RouteMatch | null {
  for (const route of routes) {
    const [matches, params] = matchRoute(parser, route.path, path);
    if (matches) return { route, params: namedParams(params) };
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** wouter also returns positional captures ("0", "1"...): keep the named ones, decoded. */
function namedParams(raw: Record<string, string | undefined> | null): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (!/^\d+$/.test(key)) out[key] = value === undefined ? undefined : safeDecode(value);
  }
  return out;
}
