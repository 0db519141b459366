import { callerOf } from "../auth/guard";
import type { UseCaseContext } from "../context";
import { jobNumberAndName } from "../contracts/search";
import { type Dashboard, LAYOUTS_MAX_NAMED, type NamedLayout, type StaffMe } from "../contracts/workspace";
import * as tracking from "../db/repo/tracking";
import * as repo from "../db/repo/workspace";
import { type Outcome, refusal, success } from "./outcome";
import { currentSessions } from "./sessions/sessions";
import { myDay } from "./tracking";

const DASHBOARD_SESSIONS = 10;

/** The signed-in staff user and the rights the UI uses to hide what the server would refuse. */
export async function me(ctx: UseCaseContext): Promise<StaffMe> {
  const actor = callerOf(ctx);
  const user = await tracking.staffUserById(ctx.deps.db, actor.id);
  const rights = [...ctx.rights].sort();
  return { id: actor.id, username: user?.username ?? String(actor.id), name: actor.name, rights };
}

export async function currentLayout(ctx: UseCaseContext) {
  const { deps } = ctx;
  const actor = callerOf(ctx);
  const row = await repo.layoutByName(deps.db, actor.id, repo.CURRENT);
  return row ? { layout: row.layout, updatedAt: row.updatedAt.toISOString() } : null;
}

export async function saveCurrentLayout(ctx: UseCaseContext, input: { layout: unknown }) {
  await repo.upsertLayout(ctx.deps.db, callerOf(ctx).id, repo.CURRENT, input.layout, ctx.deps.now());
  return true;
}

export async function listNamedLayouts(ctx: UseCaseContext): Promise<NamedLayout[]> {
  const rows = await repo.namedLayouts(ctx.deps.db, callerOf(ctx).id);
  return rows.map((r) => ({ name: r.name, layout: r.layout, updatedAt: r.updatedAt.toISOString() }));
}

/** Saves (or with layout null deletes) a named layout; refused when over the limit. */
export async function saveNamedLayout(
  ctx: UseCaseContext,
  { name, layout }: { name: string; layout: unknown },
): Promise<Outcome<true>> {
  const { deps } = ctx;
  const actor = callerOf(ctx);
  if (layout === null) {
    await repo.deleteLayout(deps.db, actor.id, name);
    return success(true);
  }
  const exists = await repo.layoutByName(deps.db, actor.id, name);
  if (!exists && (await repo.countNamedLayouts(deps.db, actor.id)) >= LAYOUTS_MAX_NAMED) {
    return refusal(`You can keep at most ${LAYOUTS_MAX_NAMED} saved layouts. Delete one first.`);
  }
  await repo.upsertLayout(deps.db, actor.id, name, layout, deps.now());
  return success(true);
}

/**
 * The staff home: jobs I tracked lately, my current and upcoming sessions (as project manager or
 * recruiter: GetUserCurrentSessions, first ten), today's tracked and clocked time.
 */
export async function dashboard(ctx: UseCaseContext): Promise<Dashboard> {
  const { deps } = ctx;
  const actor = callerOf(ctx);
  const jobs = await tracking.recentTrackedJobs(deps.db, actor.id, 8);
  const sessions = (await currentSessions(ctx)).slice(0, DASHBOARD_SESSIONS);
  return {
    ...(await myDay(ctx)),
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
      startsAt: s.startsAt,
    })),
  };
}
