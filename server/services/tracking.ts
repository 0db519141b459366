import { format, startOfDay } from "date-fns";
import type { Actor } from "../auth/tokens";
import type { Deps } from "../context";
import { jobNumberAndName } from "../contracts/search";
import { formatHours, type TrackingJob, type WorkingHours } from "../contracts/tracking";
import { jobById } from "../db/repo/search";
import * as repo from "../db/repo/tracking";
import { forbidden } from "../http/errors";

type D = Pick<Deps, "db" | "now">;

/** Config flag behind the tracker's SMS automation box (decision 030). */
export const SMS_AUTOMATION_FLAG = "IsSmsAutomationWorking";

/**
 * The {username} of a tracking path must name the signed-in staff user: their id, username,
 * e-mail or token name. The server always acts for the actor, never for the path value.
 */
export async function assertSelf(deps: Pick<Deps, "db">, actor: Actor, username: string): Promise<void> {
  // The route has already decoded the path value once; decoding again would misread "%" (and throw).
  const given = username.trim().toLowerCase();
  if (given === String(actor.id)) return;
  const user = await repo.staffUserById(deps.db, actor.id);
  const names = [user?.username, user?.email, actor.name].filter(Boolean).map((n) => String(n).toLowerCase());
  if (!names.includes(given)) throw forbidden("You can only track time for yourself.");
}

export async function currentlyTracking(deps: D, actor: Actor): Promise<TrackingJob | null> {
  const open = await repo.openTimeEntry(deps.db, actor.id);
  if (!open) return null;
  return {
    id: open.id,
    jobId: open.jobId,
    jobNumberAndName: jobNumberAndName(open.jobNumber, open.jobName),
    isSmsAutoWorking: await repo.configFlag(deps.db, SMS_AUTOMATION_FLAG),
  };
}

/** Starts tracking the job (stopping any other first). Null when the job does not exist. */
export async function startTracking(deps: D, actor: Actor, jobId: number): Promise<TrackingJob | null> {
  const job = await jobById(deps.db, jobId);
  if (!job) return null;
  const current = await repo.openTimeEntry(deps.db, actor.id);
  if (current?.jobId !== jobId) await repo.startTimeEntry(deps.db, actor.id, jobId, deps.now());
  return currentlyTracking(deps, actor);
}

/** Stops tracking; answers the job that was stopped, or null when nothing was tracked. */
export async function stopTracking(deps: D, actor: Actor): Promise<TrackingJob | null> {
  const current = await currentlyTracking(deps, actor);
  if (!current) return null;
  await repo.stopTimeEntry(deps.db, actor.id, deps.now());
  return current;
}

const today = (now: Date) => format(now, "yyyy-MM-dd");

export async function workingHours(deps: D, actor: Actor): Promise<WorkingHours> {
  const now = deps.now();
  const open = await repo.openClockEntry(deps.db, actor.id);
  const minutes = await repo.clockedMinutesOnDay(deps.db, actor.id, today(now), now);
  return { statusString: open ? "IN" : "OUT", hoursString: formatHours(minutes) };
}

export async function clockOn(deps: D, actor: Actor): Promise<WorkingHours> {
  await repo.clockOn(deps.db, actor.id, today(deps.now()), deps.now());
  return workingHours(deps, actor);
}

/** Clock-off stops tracking first (product §4), then closes the clock entry. */
export async function clockOff(deps: D, actor: Actor): Promise<WorkingHours> {
  await repo.stopTimeEntry(deps.db, actor.id, deps.now());
  await repo.clockOff(deps.db, actor.id, deps.now());
  return workingHours(deps, actor);
}

export async function trackedMinutesToday(deps: D, actor: Actor): Promise<number> {
  const now = deps.now();
  return Math.floor(await repo.trackedMinutesSince(deps.db, actor.id, startOfDay(now), now));
}
