import type { UseCaseContext } from "../../context";
import { wallDateText, wallDay, wallTime } from "../../contracts/agency-time";
import { type BusyQuery, type BusyTime, busyTimes } from "../../db/repo/staff-office/busy-times";
import { staffNamesByIds } from "../../db/repo/staff-office/staff-names";
import { agencyTimeZone } from "../config";

/**
 * The one conflict check of the staff office (roster, leave, meetings): what already holds the
 * people's time in the window, each as a sentence a refusal can show, e.g.
 * "Alex Chen: Annual leave 03/12/2026 09:00–17:00". `kinds` narrows what counts as a clash
 * (a leave request clashes with shifts and sessions, a meeting with leave, and so on).
 */
export async function clashes(
  ctx: UseCaseContext,
  q: BusyQuery & { kinds?: readonly BusyTime["kind"][] },
): Promise<string[]> {
  const found = (await busyTimes(ctx.deps.db, q)).filter((b) => !q.kinds || q.kinds.includes(b.kind));
  if (found.length === 0) return [];
  const zone = await agencyTimeZone(ctx);
  const names = await staffNamesByIds(ctx.deps.db, [...new Set(found.map((b) => b.staffUserId))]);
  return found.map((b) => `${names.get(b.staffUserId) ?? "Staff"}: ${b.label} ${spanText(b, zone)}`);
}

/** "03/12/2026 09:00–17:00", or with both dates when the span crosses midnight. */
export function spanText(b: Pick<BusyTime, "startsAt" | "endsAt">, zone: string): string {
  const sameDay = wallDay(b.startsAt, zone) === wallDay(b.endsAt, zone);
  const start = `${wallDateText(b.startsAt, zone)} ${wallTime(b.startsAt, zone)}`;
  const end = sameDay
    ? wallTime(b.endsAt, zone)
    : `${wallDateText(b.endsAt, zone)} ${wallTime(b.endsAt, zone)}`;
  return `${start}–${end}`;
}
