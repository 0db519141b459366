import type { UseCaseContext } from "../../context";
import {
  BOOKING_KIND,
  BOOKING_STATUS,
  blocksTime,
  holdsPlace,
  moveError,
} from "../../contracts/sessions/booking-states";
import type { BookIntoSlot, BookIntoSlotAnswer } from "../../contracts/sessions/events";
import {
  type BookingPatch,
  findSlot,
  lockBookings,
  lockRespondents,
  lockSession,
  overlappingBookings,
  placeCounts,
} from "../../db/repo/bookings";
import { notFound } from "../../http/errors";
import type { Outcome } from "../outcome";
import { blockedBy, eligibilityOf } from "../panel-search/eligibility";
import { bulkOutcome, type Change, commitBatch } from "./booking-batch";

/**
 * POST /api/event/BookIntoSlot (decision 171): puts attendees of one session into one of its time
 * slots: a qualified member gets a place, a booked one moves, and when the slot (or the session)
 * is full the person goes to its standby list. One call, one undo batch; the answer says where
 * each person ended, so the screen can tell the truth ('Slot full: Max Larson added to standby').
 */

const S = BOOKING_STATUS;
/** Who may be put into a slot: recruitment done, not yet an outcome. */
const MOVABLE: readonly string[] = [S.Qualified, S.Booked, S.Standby, S.Confirmed];

export async function bookIntoSlot(
  ctx: UseCaseContext,
  input: BookIntoSlot,
): Promise<Outcome<BookIntoSlotAnswer>> {
  const placed: BookIntoSlotAnswer["placed"] = [];
  const answer = await ctx.deps.db.transaction(async (tx) => {
    const slot = await findSlot(tx, input.jobGroupTimeId);
    if (!slot) throw notFound("Time slot not found.");
    const session = await lockSession(tx, slot.jobGroupId);
    if (!session) throw notFound("Session not found.");
    const rows = await lockBookings(tx, input.ids);
    const people = new Map(
      (await lockRespondents(tx, [...new Set(rows.map((r) => r.respondentId))])).map((p) => [p.id, p]),
    );
    const name = (id: number) => {
      const p = people.get(id);
      return p ? `${p.firstName} ${p.lastName}`.trim() : `Respondent ${id}`;
    };
    const counts = await placeCounts(tx, session.id);
    let sessionHeld = counts.reduce((n, c) => n + c.held, 0);
    let slotHeld = counts.find((c) => c.slotId === slot.id)?.held ?? 0;
    let standby = counts.reduce((n, c) => n + c.standby, 0);
    const eligibility = await eligibilityOf(
      tx,
      rows.filter((r) => r.status === S.Qualified).map((r) => r.respondentId),
      { jobId: session.jobId },
    );
    const found = new Set(rows.map((r) => r.id));
    const skipped = input.ids
      .filter((id) => !found.has(id))
      .map((id) => ({ id, reason: "Booking not found." }));
    const changes: Change[] = [];
    const start = slot.startsAt;
    const end = slot.endsAt ?? new Date(start.getTime() + 3_600_000);
    for (const row of rows) {
      const who = name(row.respondentId);
      const skip = (reason: string) => skipped.push({ id: row.id, reason });
      if (row.kind !== BOOKING_KIND || row.jobGroupId !== session.id) {
        skip(`${who} is not on this session's list.`);
        continue;
      }
      if (!MOVABLE.includes(row.status)) {
        skip(`${who} is ${row.status}: only qualified, booked or standby people go into a slot.`);
        continue;
      }
      const labels = eligibility.get(row.respondentId) ?? [];
      if (blockedBy(labels).length > 0) {
        const why = labels.filter((l) => l.blocked).map((l) => l.text.toLowerCase());
        skip(`${who} is not eligible (${why.join(", ")}).`);
        continue;
      }
      const inSlot = row.jobGroupTimeId === slot.id;
      if (inSlot && holdsPlace(row.status)) {
        skip(`${who} is already booked into this slot.`);
        continue;
      }
      const slotFull = slot.capacity > 0 && slotHeld >= slot.capacity;
      const sessionFull =
        !holdsPlace(row.status) && session.requiredPlaces > 0 && sessionHeld >= session.requiredPlaces;
      const full = slotFull
        ? `the time slot is full (${slotHeld} of ${slot.capacity} booked)`
        : sessionFull
          ? `session ${session.sessionNumber} is full (${sessionHeld} of ${session.requiredPlaces} booked)`
          : null;
      if (full && row.status === S.Standby && inSlot) {
        skip(`${who} is already on standby for this slot: ${full}.`);
        continue;
      }
      if (full && row.status !== S.Standby && standby >= session.standbyPlaces) {
        skip(`${who}: ${full} and the standby list is full (${standby} of ${session.standbyPlaces}).`);
        continue;
      }
      // A place when there is one (a booked person keeps Booked or Confirmed), else standby.
      const to = full ? S.Standby : holdsPlace(row.status) ? row.status : S.Booked;
      const error = to === row.status ? null : moveError(row.status, to, row.paymentStatus);
      if (error) {
        skip(full ? `${who}: ${full}.` : `${who}: ${error}`);
        continue;
      }
      if (blocksTime(to)) {
        const [clash] = await overlappingBookings(tx, [row.respondentId], start, end, row.id);
        if (clash) {
          skip(`${who} is already booked at that time (${clash.jobNumber} Session ${clash.sessionNumber}).`);
          continue;
        }
      }
      const patch: BookingPatch = { jobGroupTimeId: slot.id };
      if (to !== row.status) patch.status = to;
      if (holdsPlace(to) && !holdsPlace(row.status)) sessionHeld += 1;
      if (holdsPlace(to)) slotHeld += 1;
      if (to === S.Standby && row.status !== S.Standby) standby += 1;
      if (to !== S.Standby && row.status === S.Standby) standby -= 1;
      changes.push({ row, patch });
      placed.push({ eventId: row.id, fullName: who, status: to, full });
    }
    return commitBatch(tx, ctx, { action: "BookIntoSlot", reason: input.reason, changes, skipped });
  });
  const outcome = bulkOutcome(answer);
  return outcome.ok ? { ok: true, value: { ...outcome.value, placed } } : outcome;
}
