import type { ComponentType } from "react";

/** What a view receives: the named params of its pattern ("/job/edit/:id" → { id }). */
type ViewProps = { params: Record<string, string | undefined> };

/** A kind of tab: the app registers one per staff route (src/app/workspace-views.ts). */
export interface ViewDef {
  /** Pattern in wouter syntax: "/job/edit/:id/:selectedtab?". */
  pattern: string;
  title: string;
  /** Right code the user must hold to see it (checked again by the server). */
  right?: string;
  /** Server flag that must be on. */
  flag?: string;
  component: ComponentType<ViewProps>;
}

export interface ViewMatch {
  def: ViewDef;
  params: Record<string, string | undefined>;
}

type Compiled = { def: ViewDef; regex: RegExp; keys: string[] };
const compiled: Compiled[] = [];

function compile(pattern: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  const body = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
      keys.push(param[1]!);
      return param[2] ? "(?:/([^/]+))?" : "/([^/]+)";
    })
    .join("");
  return { regex: new RegExp(`^${body || "/"}/?$`, "i"), keys };
}

/** Adds views; a later registration of the same pattern replaces the earlier one. */
export function registerViews(defs: ViewDef[]): void {
  for (const def of defs) {
    const at = compiled.findIndex((c) => c.def.pattern === def.pattern);
    const entry = { def, ...compile(def.pattern) };
    if (at >= 0) compiled[at] = entry;
    else compiled.push(entry);
  }
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The view for a path (query string ignored), or null. */
export function matchView(path: string): ViewMatch | null {
  const pathname = path.split(/[?#]/)[0] ?? path;
  for (const c of compiled) {
    const m = c.regex.exec(pathname);
    if (!m) continue;
    const params: Record<string, string | undefined> = {};
    c.keys.forEach((key, i) => {
      const value = m[i + 1];
      params[key] = value === undefined ? undefined : decode(value);
    });
    return { def: c.def, params };
  }
  return null;
}

export const isKnownPath = (path: string) => matchView(path) !== null;

/** Params that pick a section of a record's view, not another record. */
const SECTION_PARAMS = new Set(["selectedtab", "tab"]);

/**
 * The record a path shows, as a tab key: the path without a trailing section segment
 * ("/job/edit/7/quotas" → "/job/edit/7"), so a record opens in one tab whichever section is asked.
 */
export function tabKey(path: string): string {
  const pathname = (path.split(/[?#]/)[0] ?? path).replace(/\/+$/, "");
  const match = matchView(pathname);
  const last = match ? compiled.find((c) => c.def === match.def)?.keys.at(-1) : undefined;
  if (!last || !SECTION_PARAMS.has(last) || match?.params[last] === undefined) return pathname.toLowerCase();
  return pathname.slice(0, pathname.lastIndexOf("/")).toLowerCase();
}
