import type { UseCaseContext } from "../../context";
import { addDays, wallDateText, wallDay, wallTime } from "../../contracts/agency-time";
import { type BusyQuery, type BusyTime, busyTimes } from "../../db/repo/staff-office/busy-times";
import { staffNamesByIds } from "../../db/repo/staff-office/staff-names";
import { agencyTimeZone } from "../config";

/**
 * The one conflict check of the staff office (roster, leave, meetings): what already holds the
 * people's time in the window, each as a sentence a refusal can show, e.g.
 * "Alex Chen: Annual leave 03/12/2026 09:00–17:00". `kinds` narrows what counts as a clash
 * (a leave request clashes with shifts and sessions, a meeting with leave, and so on); `keep`
 * narrows it further (leave counts published shifts only, not a rosterer's drafts).
 */
export async function clashes(
  ctx: UseCaseContext,
  q: BusyQuery & { kinds?: readonly BusyTime["kind"][]; keep?: (b: BusyTime) => boolean },
): Promise<string[]> {
  const found = (await busyTimes(ctx.deps.db, q)).filter(
    (b) => (!q.kinds || q.kinds.includes(b.kind)) && (!q.keep || q.keep(b)),
  );
  if (found.length === 0) return [];
  const zone = await agencyTimeZone(ctx);
  const names = await staffNamesByIds(ctx.deps.db, [...new Set(found.map((b) => b.staffUserId))]);
  return found.map((b) => `${names.get(b.staffUserId) ?? "Staff"}: ${b.label} ${spanText(b, zone)}`);
}

/**
 * "03/12/2026 09:00–17:00", with both dates when the span crosses midnight; whole agency days
 * (leave asked in days) as "03/12/2026" or "03/12/2026–05/12/2026".
 */
export function spanText(b: Pick<BusyTime, "startsAt" | "endsAt">, zone: string): string {
  if (wallTime(b.startsAt, zone) === "00:00" && wallTime(b.endsAt, zone) === "00:00") {
    const first = wallDateText(b.startsAt, zone);
    const lastDay = addDays(wallDay(b.endsAt, zone), -1);
    const last = `${lastDay.slice(8, 10)}/${lastDay.slice(5, 7)}/${lastDay.slice(0, 4)}`;
    return first === last ? first : `${first}–${last}`;
  }
  const sameDay = wallDay(b.startsAt, zone) === wallDay(b.endsAt, zone);
  const start = `${wallDateText(b.startsAt, zone)} ${wallTime(b.startsAt, zone)}`;
  const end = sameDay
    ? wallTime(b.endsAt, zone)
    : `${wallDateText(b.endsAt, zone)} ${wallTime(b.endsAt, zone)}`;
  return `${start}–${end}`;
}
