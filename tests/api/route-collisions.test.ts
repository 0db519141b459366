import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import type { AppEnv, Deps } from "../../server/context";
import { API_ROUTES, mountApiRoutes } from "../../server/routes/mount";

/**
 * One path, one route: walks every route the app mounts, builds a sample path for each (each
 * parameter filled with a value its constraint accepts) and fails when another route of the same
 * method also answers that path. With no two patterns overlapping, the mount order cannot decide
 * which route answers; the second test shows it on shuffled mount orders with Hono's own router.
 */

interface Route {
  method: string;
  path: string;
}

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)(?:\{([^}]*)\})?/g;

/** Values tried for a constrained parameter, in order: an id, a word, then the shapes routes ask for. */
const SAMPLES = ["12", "word", "GetWordList", "contacts12"];

function sampleValue(constraint: string | undefined): string {
  if (!constraint) return "word";
  // A choice of words (`general|reminder`) offers its own first word as a sample.
  const candidates = [...SAMPLES, constraint.split("|")[0] ?? ""];
  const value = candidates.find((s) => new RegExp(`^(?:${constraint})$`).test(s));
  if (!value) throw new Error(`No sample value satisfies {${constraint}}: add one to SAMPLES.`);
  return value;
}

/** The route's path with every parameter filled with a value its constraint accepts. */
const samplePath = (path: string) => path.replace(PARAM, (_, _name, constraint) => sampleValue(constraint));

const literal = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

/** What a pattern answers, as a regex: a parameter takes one segment (or its constraint). */
function patternRegex(path: string): RegExp {
  let source = "";
  let last = 0;
  for (const m of path.matchAll(PARAM)) {
    source += literal(path.slice(last, m.index)) + (m[2] ? `(?:${m[2]})` : "[^/]+");
    last = (m.index ?? 0) + m[0].length;
  }
  source += literal(path.slice(last));
  return new RegExp(`^${source.replace(/\\\*$/, ".*")}/?$`);
}

/** The routes the app answers under /api (middleware and the 404 fallback are method ALL). */
function mountedRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const r of createApp({} as Deps).routes) {
    if (!r.path.startsWith("/api/") || r.method === "ALL") continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
}

/** Every pair of routes of one method where one answers the other's sample path. */
function collisions(routes: Route[]): string[] {
  const found: string[] = [];
  for (const a of routes) {
    const sample = samplePath(a.path);
    for (const b of routes) {
      if (a === b || a.method !== b.method) continue;
      // A trailing slash variant of the same call is one route, not two.
      if (a.path.replace(/\/$/, "") === b.path.replace(/\/$/, "")) continue;
      if (patternRegex(b.path).test(sample)) found.push(`${a.method} ${sample}: ${a.path} and ${b.path}`);
    }
  }
  return found;
}

/** A seeded shuffle, so a failing order can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

type Match = [[unknown, { path: string; method: string }], unknown][];

/** The path pattern of the route Hono picks for a request (the first route that is not middleware). */
function answeringRoute(app: Hono<AppEnv>, method: string, path: string): string | undefined {
  const [matches] = app.router.match(method, path) as unknown as [Match];
  return matches.map(([[, route]]) => route).find((route) => route.method !== "ALL")?.path;
}

describe("route collisions", () => {
  const routes = mountedRoutes();

  it("finds every route and a sample path for each", () => {
    expect(routes.length).toBeGreaterThan(300);
    expect(samplePath("/job/:id{[0-9]+}/x/:name")).toBe("/job/12/x/word");
    expect(patternRegex("/job/:id{[0-9]+}").test("/job/12")).toBe(true);
    expect(patternRegex("/job/:id{[0-9]+}").test("/job/Get")).toBe(false);
    expect(
      collisions([
        { method: "GET", path: "/survey/:jobId" },
        { method: "GET", path: "/survey/GetSummary" },
      ]),
    ).toHaveLength(1);
  });

  it("answers each sample path with exactly one route of its method", () => {
    expect(collisions(routes)).toEqual([]);
  });

  it("answers each sample path with the same route whatever the mount order", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const app = new Hono<AppEnv>();
      mountApiRoutes(app, shuffled(API_ROUTES, seed));
      const wrong: string[] = [];
      for (const { method, path } of routes) {
        const local = path.slice("/api".length);
        const sample = samplePath(local);
        const picked = answeringRoute(app, method, sample);
        if (picked !== local && picked?.replace(/\/$/, "") !== local.replace(/\/$/, ""))
          wrong.push(`seed ${seed}: ${method} ${sample} → ${picked} (not ${local})`);
      }
      expect(wrong).toEqual([]);
    }
  });
});
