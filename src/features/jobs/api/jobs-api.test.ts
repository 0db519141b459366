import { QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as clientCalls from "../../../../server/contracts/clients-calls";
import type { Job } from "../../../../server/contracts/jobs";
import { queryClient } from "../../../lib/query-client";
import { readQuery } from "../../../lib/read-query";
import { calls, jobChildren, jobKeys, saveJob } from "./jobs-api";

const job = (name: string, clientId = 2): Job => ({
  id: 5,
  jobNumber: "J26005",
  name,
  clientId,
  clientName: "Acme",
  status: "Open",
  jobType: null,
  difficulty: null,
  approvedNo: null,
  description: null,
  startDate: null,
  endDate: null,
  projectManager: null,
  recruiters: [],
  quotedBy: [],
  clientContactId: null,
  quoteStatus: null,
  quoteValue: null,
  createdAt: "2026-11-28T00:00:00.000Z",
});

/** A fake API: the job as stored; every request is recorded as "METHOD /path". */
const server = { job: job("Coffee"), requests: [] as string[] };
const envelope = (value: unknown) =>
  new Response(JSON.stringify({ succeeded: true, value, errors: [] }), {
    headers: { "content-type": "application/json" },
  });

/** Keeps a query observed, as a mounted screen does: invalidating it refetches at once. */
function watch(options: { queryKey: readonly unknown[]; queryFn?: unknown }) {
  const observer = new QueryObserver(queryClient, options as never);
  return observer.subscribe(() => {});
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  server.job = job("Coffee");
  server.requests = [];
  vi.stubGlobal("fetch", async (input: Request) => {
    const path = new URL(input.url, "http://localhost").pathname;
    server.requests.push(`${input.method} ${path}`);
    if (path === "/api/job/update") {
      server.job = job("Tea", 3);
      return envelope(server.job);
    }
    if (path.startsWith("/api/client-jobs/")) return envelope([]);
    return envelope(server.job);
  });
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("saveJob", () => {
  it("puts the saved job in the cache and refreshes only the lists it changed, not the job", async () => {
    const stops = [
      watch(readQuery(jobKeys.one(5), calls.job, { id: 5 })),
      watch({ queryKey: jobKeys.list, queryFn: () => Date.now() }),
      watch(readQuery(jobChildren.invoices.key(5), calls.invoices, { id: 5 })),
      watch(readQuery(["clients", 2, "client-job"], clientCalls.jobs, { id: 2 })),
    ];
    await settle();
    const listVersion = queryClient.getQueryData(jobKeys.list);
    server.requests = [];

    const answer = await saveJob({ id: 5, name: "Tea", clientId: 3 });
    await settle();

    expect(answer.succeeded).toBe(true);
    expect(queryClient.getQueryData<Job>(jobKeys.one(5))?.name).toBe("Tea");
    // The save answered the job: no GET /api/job/5 follows it, nor a read of its tabs. Only the
    // jobs tab of the client the job left reloads, and the job list bumps its version.
    expect(server.requests).toEqual(["POST /api/job/update", "GET /api/client-jobs/2"]);
    expect(queryClient.getQueryData(jobKeys.list)).not.toBe(listVersion);
    for (const stop of stops) stop();
  });
});
