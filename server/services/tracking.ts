import { callerOf } from "../auth/guard";
import type { UseCaseContext } from "../context";
import { dayStart, wallDay } from "../contracts/agency-time";
import { jobNumberAndName } from "../contracts/search";
import { formatHours, type TrackingJob, type WorkingHours } from "../contracts/tracking";
import { jobById } from "../db/repo/search";
import { currentOrNextShift } from "../db/repo/staff-office/roster";
import * as repo from "../db/repo/tracking";
import { forbidden } from "../http/errors";
import { agencyTimeZone } from "./config";
import { type Outcome, refusal, success } from "./outcome";
import { smsAutomationWorking } from "./sms-automation";
import { lockRefusal } from "./staff-office/timesheets";

/** Config flag behind the tracker's SMS automation box (decision 030); a running worker is needed too (decision 118). */
const SMS_AUTOMATION_FLAG = "IsSmsAutomationWorking";

/** How far ahead the working-hours answer looks for the next shift (a working day, decision 259). */
const SHIFT_LOOKAHEAD_MS = 12 * 3600_000;

/** Who a tracking call is for: the {username} of the path, which must be the caller. */
type ForSelf = { username: string };

/**
 * The {username} of a tracking path must name the signed-in staff user: their id, username,
 * e-mail or token name. The server always acts for the caller, never for the path value.
 */
async function assertSelf(ctx: UseCaseContext, username: string): Promise<number> {
  const actor = callerOf(ctx);
  // The route has already decoded the path value once; decoding again would misread "%" (and throw).
  const given = username.trim().toLowerCase();
  if (given === String(actor.id)) return actor.id;
  const user = await repo.staffUserById(ctx.deps.db, actor.id);
  const names = [user?.username, user?.email, actor.name].filter(Boolean).map((n) => String(n).toLowerCase());
  if (!names.includes(given)) throw forbidden("You can only track time for yourself.");
  return actor.id;
}

async function trackingOf(ctx: UseCaseContext, staffId: number): Promise<TrackingJob | null> {
  const open = await repo.openTimeEntry(ctx.deps.db, staffId);
  if (!open) return null;
  return {
    id: open.id,
    jobId: open.jobId,
    jobNumberAndName: jobNumberAndName(open.jobNumber, open.jobName),
    isSmsAutoWorking: smsAutomationWorking(await repo.configFlag(ctx.deps.db, SMS_AUTOMATION_FLAG)),
  };
}

export async function currentlyTracking(ctx: UseCaseContext, input: ForSelf): Promise<TrackingJob | null> {
  return trackingOf(ctx, await assertSelf(ctx, input.username));
}

/** Starts tracking the job (stopping any other first). Refused when the job does not exist. */
export async function startTracking(
  ctx: UseCaseContext,
  input: ForSelf & { jobid: number },
): Promise<Outcome<TrackingJob>> {
  const staffId = await assertSelf(ctx, input.username);
  const { db } = ctx.deps;
  const job = await jobById(db, input.jobid);
  if (!job) return refusal("The job does not exist.");
  const current = await repo.openTimeEntry(db, staffId);
  if (current?.jobId !== input.jobid) {
    const locked = await lockedToday(ctx, staffId, current?.startedAt);
    if (locked) return refusal(locked);
    await repo.startTimeEntry(db, staffId, input.jobid, ctx.deps.now());
  }
  const tracked = await trackingOf(ctx, staffId);
  return tracked ? success(tracked) : refusal("The job does not exist.");
}

/** Stops tracking; answers the job that was stopped, refused when nothing was tracked. */
export async function stopTracking(ctx: UseCaseContext, input: ForSelf): Promise<Outcome<TrackingJob>> {
  const staffId = await assertSelf(ctx, input.username);
  const current = await trackingOf(ctx, staffId);
  if (!current) return refusal("You are not tracking any job.");
  const open = await repo.openTimeEntry(ctx.deps.db, staffId);
  const locked = await lockedToday(ctx, staffId, open?.startedAt);
  if (locked) return refusal(locked);
  await repo.stopTimeEntry(ctx.deps.db, staffId, ctx.deps.now());
  return success(current);
}

/** The agency's day of an instant: a working day is the agency's, not the server process's. */
const today = async (ctx: UseCaseContext, now: Date) => wallDay(now, await agencyTimeZone(ctx));

/**
 * Why clock or tracking changes are refused now: today, or the day an open entry began, lies in
 * an approved (locked) week (decision 257). Null when nothing is locked.
 */
async function lockedToday(ctx: UseCaseContext, staffId: number, openSince?: Date | null) {
  const zone = await agencyTimeZone(ctx);
  const days = [wallDay(ctx.deps.now(), zone), ...(openSince ? [wallDay(openSince, zone)] : [])];
  return lockRefusal(ctx, staffId, days);
}

async function hoursOf(ctx: UseCaseContext, staffId: number): Promise<WorkingHours> {
  const now = ctx.deps.now();
  const open = await repo.openClockEntry(ctx.deps.db, staffId);
  const minutes = await repo.clockedMinutesOnDay(ctx.deps.db, staffId, await today(ctx, now), now);
  const shift = await currentOrNextShift(
    ctx.deps.db,
    staffId,
    now,
    new Date(now.getTime() + SHIFT_LOOKAHEAD_MS),
  );
  return {
    statusString: open ? "IN" : "OUT",
    hoursString: formatHours(minutes),
    rosteredShift: shift
      ? { id: shift.id, startsAt: shift.startsAt.toISOString(), endsAt: shift.endsAt.toISOString() }
      : null,
  };
}

export async function workingHours(ctx: UseCaseContext, input: ForSelf): Promise<WorkingHours> {
  return hoursOf(ctx, await assertSelf(ctx, input.username));
}

export async function clockOn(ctx: UseCaseContext, input: ForSelf): Promise<Outcome<WorkingHours>> {
  const staffId = await assertSelf(ctx, input.username);
  const now = ctx.deps.now();
  const locked = await lockedToday(ctx, staffId);
  if (locked) return refusal(locked);
  await repo.clockOn(ctx.deps.db, staffId, await today(ctx, now), now);
  return success(await hoursOf(ctx, staffId));
}

/** Clock-off stops tracking first (product §4), then closes the clock entry. */
export async function clockOff(ctx: UseCaseContext, input: ForSelf): Promise<Outcome<WorkingHours>> {
  const staffId = await assertSelf(ctx, input.username);
  const open = await repo.openClockEntry(ctx.deps.db, staffId);
  const locked = await lockedToday(ctx, staffId, open?.clockOn);
  if (locked) return refusal(locked);
  await repo.stopTimeEntry(ctx.deps.db, staffId, ctx.deps.now());
  await repo.clockOff(ctx.deps.db, staffId, ctx.deps.now());
  return success(await hoursOf(ctx, staffId));
}

/** The caller's working hours and tracked minutes today (the staff home). */
export async function myDay(
  ctx: UseCaseContext,
): Promise<{ working: WorkingHours; trackedMinutesToday: number }> {
  const staffId = callerOf(ctx).id;
  const now = ctx.deps.now();
  const midnight = dayStart(await today(ctx, now), await agencyTimeZone(ctx));
  const tracked = Math.floor(await repo.trackedMinutesSince(ctx.deps.db, staffId, midnight, now));
  return { working: await hoursOf(ctx, staffId), trackedMinutesToday: tracked };
}
