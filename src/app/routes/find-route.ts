import { matchRoute, type useRouter } from "wouter";
import type { RouteDef } from "./route-def";

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

type Parser = ReturnType<typeof useRouter>["parser"];

/** The first route of `routes` whose pattern matches `path`, with its named params. */
export function findRoute(parser: Parser, path: string, routes: readonly RouteDef[]): RouteMatch | null {
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
