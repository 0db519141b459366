import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { apiClient, DEMO } from "../helpers/client";
import { changedRows, type DbSnapshot, snapshotDatabase } from "../helpers/db-snapshot";
import { bodyPayloads, PATH_VALUES, QUERY_STRINGS } from "../helpers/fuzz-payloads";
import { startTestServer, type TestServer } from "../helpers/server";

/**
 * Walks every route the app mounts (enumerated from the Hono app, not a hand list) as an admin
 * with bad input, and asserts: no answer ≥ 500, no stack trace or SQL text in any answer, and
 * the demo data intact afterwards (decision 105).
 */

/** Routes not walked, with the reason. */
const SKIPPED: Record<string, string> = {
  // Ends the admin's own token: every later call would be a 401 and test nothing.
  "POST /api/logout": "ends the admin's session",
};

/**
 * Tables left out of the comparison. Only the migrations bookkeeping: the walk signs in before
 * the snapshot and no payload can name a seeded row, so every other table must stay as it was.
 * A table a fuzzed call may change by design (say, the admin's own layout) goes here with why.
 */
const VOLATILE_TABLES = ["__drizzle_migrations"];

/** Text that must never reach a caller: stack frames and SQL or driver errors. */
const LEAKS = [
  /\n?\s{4}at /,
  /SELECT /,
  /INSERT INTO/,
  /UPDATE "/,
  /syntax error/i,
  /violates/,
  /relation "/,
  /PGlite/i,
  /drizzle/i,
  /invalid byte sequence/i,
  /out of range for type/,
];

interface Finding {
  request: string;
  status: number;
  body: string;
}

const CONCURRENCY = 4;

async function inPool<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: CONCURRENCY }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(runners);
}

/** The path with every param (`:id`, `:id{[0-9]+}`) replaced by the value. */
const fillParams = (path: string, value: string) => path.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?/g, value);

describe("route-walking fuzz as admin", () => {
  let server: TestServer;
  let token: string;
  let before: DbSnapshot;

  beforeAll(async () => {
    server = await startTestServer();
    token = await apiClient(server).login(DEMO.admin.username, DEMO.admin.password);
    before = await snapshotDatabase(server, VOLATILE_TABLES);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers every bad request below 500, leaks no stack or SQL, and leaves the demo data intact", async () => {
    const routes = new Map<string, { method: string; path: string }>();
    for (const r of createApp(server.deps).routes) {
      if (!r.path.startsWith("/api/") || r.method === "ALL") continue;
      const key = `${r.method} ${r.path}`;
      if (!SKIPPED[key]) routes.set(key, { method: r.method, path: r.path });
    }
    expect(routes.size).toBeGreaterThan(100);

    const requests: {
      method: string;
      url: string;
      label: string;
      payload?: ReturnType<typeof bodyPayloads>[number];
    }[] = [];
    const bodies = bodyPayloads();
    for (const { method, path } of routes.values()) {
      const urls = path.includes(":") ? PATH_VALUES.map((v) => fillParams(path, v)) : [path];
      const sample = fillParams(path, "0");
      for (const url of urls) {
        if (method === "GET") requests.push({ method, url, label: "" });
        else requests.push({ method, url, label: "no body" });
      }
      if (method === "GET")
        for (const q of QUERY_STRINGS) requests.push({ method, url: sample + q, label: "query" });
      else
        for (const payload of bodies) requests.push({ method, url: sample, label: payload.label, payload });
    }

    const findings: Finding[] = [];
    let answered = 0;
    const statuses = new Map<number, number>();
    await inPool(requests, async ({ method, url, label, payload }) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (payload?.contentType) headers["content-type"] = payload.contentType;
      const res = await fetch(`${server.url}${url}`, { method, headers, body: payload?.body });
      const body = await res.text();
      answered += 1;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const request = `${method} ${url.slice(0, 120)} ${label.slice(0, 80)}`;
      if (res.status >= 500) findings.push({ request, status: res.status, body: body.slice(0, 200) });
      else if (LEAKS.some((leak) => leak.test(body)))
        findings.push({ request, status: res.status, body: body.slice(0, 300) });
    });

    expect(answered).toBe(requests.length);
    console.log(`fuzz: ${requests.length} requests, statuses ${JSON.stringify([...statuses])}`);
    // One assertion, so a failing run shows both the bad answers and the demo rows they changed.
    const changed = changedRows(before, await snapshotDatabase(server, VOLATILE_TABLES));
    expect({ answers: findings.map((f) => `${f.status} ${f.request} → ${f.body}`), changed }).toEqual({
      answers: [],
      changed: [],
    });
    // 16,000-odd requests: about 150 s alone on two cores, more beside other suites.
  }, 400_000);
});
