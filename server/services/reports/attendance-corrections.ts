import { callerOf } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { instantOf, wallDateTimeText, wallDay, wallTime } from "../../contracts/agency-time";
import type { ClockEntry } from "../../contracts/reports/staff-calls";
import {
  type ClockEntryRow,
  clockEntryById,
  correctClockEntry,
  deleteClockEntry,
  overlappingEntry,
} from "../../db/repo/clock-corrections";
import { badRequest, notFound } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { type Outcome, refusal, success } from "../outcome";

/** "2026-11-20T09:05" on the agency's clock → the instant (decision 170). */
function instantOfWall(text: string, zone: string): Date {
  const [day = "", time = ""] = text.split("T");
  const at = instantOf(day, time, zone);
  if (!at) throw badRequest(`${text} is not a date and time`);
  return new Date(at);
}

const entryOf = (e: ClockEntryRow): ClockEntry => ({
  id: e.id,
  staffUserId: e.staffUserId,
  day: e.day,
  clockOn: e.clockOn.toISOString(),
  clockOff: e.clockOff ? e.clockOff.toISOString() : null,
});

async function entryToCorrect(ctx: UseCaseContext, id: number): Promise<ClockEntryRow> {
  const entry = await clockEntryById(ctx.deps.db, id);
  if (!entry) throw notFound("No such clock entry: it may have been deleted already.");
  return entry;
}

/**
 * POST /api/AttendanceReport/update (decision 243): new clock-on and clock-off times for an entry,
 * with the reason. Refused when off is not after on, when a time is in the future, when the
 * entry would overlap another of the same person, or when a closed entry would be reopened.
 * The entry's work day follows its new clock-on; the correction keeps the values before and after.
 */
export async function correctAttendanceEntry(
  ctx: UseCaseContext,
  input: { id: number; clockOn: string; clockOff: string | null; reason: string },
): Promise<Outcome<ClockEntry>> {
  const zone = await agencyTimeZone(ctx);
  const entry = await entryToCorrect(ctx, input.id);
  const on = instantOfWall(input.clockOn, zone);
  const off = input.clockOff ? instantOfWall(input.clockOff, zone) : null;
  if (!off && entry.clockOff)
    return refusal("Give the clock-off time: a closed entry cannot be made open again.");
  if (off && off <= on) return refusal("Clock off must be after clock on.");
  const now = ctx.deps.now();
  if (on > now || (off && off > now)) return refusal("A corrected time cannot be in the future.");
  const clash = await overlappingEntry(ctx.deps.db, entry, on, off);
  if (clash) {
    const until = clash.clockOff ? wallTime(clash.clockOff, zone) : "still in";
    return refusal(
      `That overlaps another entry of the same person: ${wallDateTimeText(clash.clockOn, zone)} – ${until}.`,
    );
  }
  const saved = await correctClockEntry(
    ctx.deps.db,
    entry,
    { day: wallDay(on, zone), clockOn: on, clockOff: off },
    { reason: input.reason, by: callerOf(ctx).id, at: now },
  );
  return success(entryOf(saved));
}

/** POST /api/AttendanceReport/delete: the entry goes; its values stay in the corrections audit. */
export async function deleteAttendanceEntry(
  ctx: UseCaseContext,
  input: { id: number; reason: string },
): Promise<{ id: number }> {
  const entry = await entryToCorrect(ctx, input.id);
  await deleteClockEntry(ctx.deps.db, entry, {
    reason: input.reason,
    by: callerOf(ctx).id,
    at: ctx.deps.now(),
  });
  return { id: entry.id };
}
