import type { Actor } from "../auth/tokens";
import type { Deps } from "../context";
import { jobNumberAndName } from "../contracts/search";
import { type Dashboard, LAYOUTS_MAX_NAMED, type NamedLayout, type StaffMe } from "../contracts/workspace";
import * as tracking from "../db/repo/tracking";
import * as repo from "../db/repo/workspace";
import { trackedMinutesToday, workingHours } from "./tracking";

type D = Pick<Deps, "db" | "now">;

/** The signed-in staff user and the rights the UI uses to hide what the server would refuse. */
export async function me(deps: Pick<Deps, "db" | "rights">, actor: Actor): Promise<StaffMe> {
  const user = await tracking.staffUserById(deps.db, actor.id);
  const rights = [...(await deps.rights.of(actor.id))].sort();
  return { id: actor.id, username: user?.username ?? String(actor.id), name: actor.name, rights };
}

export async function currentLayout(deps: D, actor: Actor) {
  const row = await repo.layoutByName(deps.db, actor.id, repo.CURRENT);
  return row ? { layout: row.layout, updatedAt: row.updatedAt.toISOString() } : null;
}

export async function saveCurrentLayout(deps: D, actor: Actor, layout: unknown) {
  await repo.upsertLayout(deps.db, actor.id, repo.CURRENT, layout, deps.now());
  return true;
}

export async function listNamedLayouts(deps: D, actor: Actor): Promise<NamedLayout[]> {
  const rows = await repo.namedLayouts(deps.db, actor.id);
  return rows.map((r) => ({ name: r.name, layout: r.layout, updatedAt: r.updatedAt.toISOString() }));
}

/** Saves (or with layout null deletes) a named layout. Answers an error text when over the limit. */
export async function saveNamedLayout(
  deps: D,
  actor: Actor,
  name: string,
  layout: unknown,
): Promise<string | null> {
  if (layout === null) {
    await repo.deleteLayout(deps.db, actor.id, name);
    return null;
  }
  const exists = await repo.layoutByName(deps.db, actor.id, name);
  if (!exists && (await repo.countNamedLayouts(deps.db, actor.id)) >= LAYOUTS_MAX_NAMED) {
    return `You can keep at most ${LAYOUTS_MAX_NAMED} saved layouts. Delete one first.`;
  }
  await repo.upsertLayout(deps.db, actor.id, name, layout, deps.now());
  return null;
}

/** The staff home: jobs I tracked lately, their sessions, today's tracked and clocked time. */
export async function dashboard(deps: D, actor: Actor): Promise<Dashboard> {
  const jobs = await tracking.recentTrackedJobs(deps.db, actor.id, 8);
  const sessions = await tracking.sessionsOfJobs(
    deps.db,
    jobs.map((j) => j.id),
    10,
  );
  return {
    trackedMinutesToday: await trackedMinutesToday(deps, actor),
    working: await workingHours(deps, actor),
    myJobs: jobs.map((j) => ({
      id: j.id,
      jobNumberAndName: jobNumberAndName(j.jobNumber, j.jobName),
      jobStatus: j.jobStatus,
      lastTrackedAt: j.last ? new Date(j.last).toISOString() : "",
    })),
    mySessions: sessions.map((s) => ({
      id: s.id,
      jobId: s.jobId,
      name: s.name,
      sessionNumber: s.sessionNumber,
      jobNumberAndName: jobNumberAndName(s.jobNumber, s.jobName),
      startsAt: s.startsAt ? s.startsAt.toISOString() : null,
    })),
  };
}
