import { and, asc, eq, notInArray } from "drizzle-orm";
import { createApp } from "../../server/app";
import type { Deps } from "../../server/context";
import { ENDED_JOB_STATUSES } from "../../server/contracts/job-status";
import type { Db } from "../../server/db/client";
import { clientContacts } from "../../server/db/schema/clients";
import { jobs } from "../../server/db/schema/jobs";
import { DEMO } from "../helpers/client";

/** The demo client contact's company and a job of it (0 where the seed has none). */
export async function demoClientJob(db: Db): Promise<{ clientId: number; jobId: number }> {
  const [contact] = await db
    .select({ clientId: clientContacts.clientId })
    .from(clientContacts)
    .where(eq(clientContacts.email, DEMO.client.username));
  const clientId = contact?.clientId ?? 0;
  // The first current job by id: an unordered pick could be an ended job, which client screens hide.
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.clientId, clientId), notInArray(jobs.status, [...ENDED_JOB_STATUSES])))
    .orderBy(asc(jobs.id))
    .limit(1);
  return { clientId, jobId: job?.id ?? 0 };
}

/** Every mounted /api route a signed-in caller can try (all but logout), by "METHOD path". */
export function callableRoutes(deps: Deps): Map<string, { method: string; path: string }> {
  const skip = new Set(["POST /api/logout"]);
  const routes = new Map<string, { method: string; path: string }>();
  for (const r of createApp(deps).routes) {
    if (!r.path.startsWith("/api/") || r.method === "ALL" || skip.has(`${r.method} ${r.path}`)) continue;
    routes.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return routes;
}
