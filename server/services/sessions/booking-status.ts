import type { UseCaseContext } from "../../context";
import { BOOKING_STATUS, blocksTime, holdsPlace, moveError } from "../../contracts/sessions/booking-states";
import type { SetStatus } from "../../contracts/sessions/events";
import type { Db } from "../../db/client";
import {
  type BookingPatch,
  type BookingRow,
  findSlot,
  lockSession,
  overlappingBookings,
} from "../../db/repo/bookings";
import type { SessionRow, TimeSlotRow } from "../../db/repo/sessions";
import { agencyTimeZone } from "../config";
import { blockedBy, eligibilityOf } from "../panel-search/eligibility";
import { actorName } from "./booking-batch";
import { capacityTally } from "./booking-capacity";
import { overlapMessage, timeOf } from "./booking-create";
import { runBulk } from "./bookings";

const S = BOOKING_STATUS;
const PLACING: readonly string[] = [S.Invited, S.Booked, S.Standby, S.Confirmed];

type Tally = Awaited<ReturnType<typeof capacityTally>>;

/** What deciding the rows needs, read once they are locked: sessions, slots, tallies, refusals. */
interface Facts {
  sessions: Map<number, { session: SessionRow; tally: Tally }>;
  slots: Map<number, TimeSlotRow | undefined>;
  /** Rows refused before the tally: not eligible, or their time clashes with another booking. */
  refused: Map<number, string>;
}

async function readFacts(ctx: UseCaseContext, tx: Db, rows: BookingRow[], to: SetStatus["status"]) {
  const facts: Facts = { sessions: new Map(), slots: new Map(), refused: new Map() };
  for (const row of rows) {
    if (row.jobGroupId !== null && !facts.sessions.has(row.jobGroupId)) {
      const session = await lockSession(tx, row.jobGroupId);
      if (session)
        facts.sessions.set(row.jobGroupId, { session, tally: await capacityTally(tx, session, undefined) });
    }
    if (row.jobGroupTimeId !== null && !facts.slots.has(row.jobGroupTimeId))
      facts.slots.set(row.jobGroupTimeId, await findSlot(tx, row.jobGroupTimeId));
  }
  // Eligibility guards placing (decision 142): rows not yet placed; no override in bulk.
  const entering = rows.filter(
    (r) => !PLACING.includes(r.status) && !moveError(r.status, to, r.paymentStatus),
  );
  for (const jobId of new Set(entering.map((r) => r.jobId ?? 0))) {
    const ofJob = entering.filter((r) => (r.jobId ?? 0) === jobId);
    const labels = await eligibilityOf(tx, [...new Set(ofJob.map((r) => r.respondentId))], { jobId });
    for (const row of ofJob) {
      const tags = labels.get(row.respondentId) ?? [];
      if (blockedBy(tags).length === 0) continue;
      const why = tags.filter((l) => l.blocked).map((l) => l.text.toLowerCase());
      facts.refused.set(row.id, `Respondent ${row.respondentId} is not eligible (${why.join(", ")}).`);
    }
  }
  // A row that starts blocking time must not clash with the respondent's other bookings.
  const zone = await agencyTimeZone({ deps: { ...ctx.deps, db: tx } });
  for (const row of rows) {
    if (blocksTime(row.status) || facts.refused.has(row.id) || row.jobGroupId === null) continue;
    const found = facts.sessions.get(row.jobGroupId);
    const slot = row.jobGroupTimeId === null ? undefined : facts.slots.get(row.jobGroupTimeId);
    const time = found ? timeOf(found.session, slot) : null;
    if (!time) continue;
    const [clash] = await overlappingBookings(tx, [row.respondentId], time.start, time.end, row.id);
    if (clash) facts.refused.set(row.id, overlapMessage(`Respondent ${row.respondentId}`, clash, zone));
  }
  return facts;
}

/**
 * SetStatus: Booked, Standby or Confirmed on many bookings in one batch (decision 196). Each row
 * follows the rules of event/update (the state machine, eligibility, overlaps) and one tally per
 * session counts the places and standby places taken so far, so one request cannot overfill
 * a slot, a session or its standby list. Refused rows are skipped with why, as outcomes are.
 */
export function setStatus(ctx: UseCaseContext, input: SetStatus) {
  const to = input.status;
  const now = ctx.deps.now();
  let facts: Facts = { sessions: new Map(), slots: new Map(), refused: new Map() };
  const decide = (row: BookingRow): BookingPatch | string => {
    if (row.status === to) return `Already ${to.toLowerCase()}.`;
    const moving = moveError(row.status, to, row.paymentStatus) ?? facts.refused.get(row.id);
    if (moving) return moving;
    const found = row.jobGroupId === null ? undefined : facts.sessions.get(row.jobGroupId);
    if (!found) return "Session not found.";
    if (holdsPlace(to) && !holdsPlace(row.status)) {
      const slot = row.jobGroupTimeId === null ? undefined : facts.slots.get(row.jobGroupTimeId);
      const full = found.tally.takePlace(slot);
      if (full)
        return row.status === S.Standby
          ? `${full}: the respondent stays on standby until a place frees up.`
          : `${full}: put the respondent on standby instead.`;
    }
    if (to === S.Standby) {
      const full = found.tally.takeStandby(`Session ${found.session.sessionNumber}`);
      if (full) return full;
    }
    const patch: BookingPatch = { status: to };
    if (to === S.Confirmed)
      Object.assign(patch, { attendanceConfirmedAt: now, attendanceConfirmedBy: actorName(ctx) });
    if (row.status === S.Confirmed)
      Object.assign(patch, { attendanceConfirmedAt: null, attendanceConfirmedBy: null });
    return patch;
  };
  return runBulk(ctx, "SetStatus", input, decide, undefined, async (tx, rows) => {
    facts = await readFacts(ctx, tx, rows, to);
  });
}
