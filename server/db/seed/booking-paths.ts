import { BOOKING_STATUS as S } from "../../contracts/sessions/booking-states";
import type { bookingHistory } from "../schema/sessions";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const RECRUITING: readonly string[] = [S.Invited, S.Screened, S.Qualified, S.Booked, S.Standby, S.Confirmed];

/**
 * The moves that led a demo booking to its status (decision 240), so the Job Recruitment
 * funnel, the Job KPI days to fill and the Scorecard show real figures: recruited, then booked
 * ten days before the session, confirmed two days before, the outcome after it; a cancellation
 * comes after the booking (the place was held, then given up).
 */
function movesTo(status: string): string[] {
  if (status === S.Invited) return [S.Invited];
  if (status === S.Screened) return [S.Invited, S.Screened];
  if (status === S.Qualified) return [S.Invited, S.Screened, S.Qualified];
  if (status === S.Booked || status === S.Standby) return [S.Invited, S.Qualified, status];
  if (status === S.Confirmed) return [S.Invited, S.Qualified, S.Booked, S.Confirmed];
  if (status === S.Declined || status === S.Cancelled) return [S.Invited, S.Qualified, S.Booked, status];
  return [S.Invited, S.Qualified, S.Booked, S.Confirmed, status];
}

/** When each move happened, relative to the session's start (never after now). */
function whenOf(move: string, step: number, startsAt: number, n: number, now: number): Date {
  const offset =
    move === S.Booked || move === S.Standby
      ? -10 * DAY
      : move === S.Confirmed
        ? -2 * DAY
        : RECRUITING.includes(move)
          ? -12 * DAY + step * HOUR
          : move === S.Declined || move === S.Cancelled
            ? -DAY
            : 3 * HOUR;
  return new Date(Math.min(startsAt + offset + n * 60_000, now - (10 - step) * 60_000));
}

export function bookingPaths(
  created: { id: number; respondentId: number; jobGroupId: number | null; status: string }[],
  startsAt: ReadonlyMap<number, number>,
  recruiters: readonly string[],
  now: number,
): (typeof bookingHistory.$inferInsert)[] {
  return created.flatMap((b, n) => {
    const start = startsAt.get(b.jobGroupId ?? 0) ?? now;
    const moves = movesTo(b.status);
    // Each booking's recruiter makes its recruiting moves; outcomes are recorded by the next one.
    const mine = recruiters[n % recruiters.length] ?? "seed";
    const other = recruiters[(n + 1) % recruiters.length] ?? mine;
    return moves.map((to, step) => ({
      eventId: b.id,
      respondentId: b.respondentId,
      jobGroupId: b.jobGroupId,
      action: step === 0 ? "Create" : "Update",
      fromStatus: step === 0 ? null : (moves[step - 1] ?? null),
      toStatus: to,
      by: RECRUITING.includes(to) ? mine : other,
      at: whenOf(to, step, start, n, now),
    }));
  });
}
