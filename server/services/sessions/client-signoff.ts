import { callerOf, visibleJob } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { wallDay } from "../../contracts/agency-time";
import { BOOKING_KIND, holdsPlace } from "../../contracts/sessions/booking-states";
import type { ClientScheduleRow } from "../../contracts/sessions/client-schedule";
import { SIGNOFF, type Signoff } from "../../contracts/sessions/signoff-states";
import { attendeeFilters as af, insertHistory, selectAttendees } from "../../db/repo/bookings";
import { deleteSignoffs, upsertSignoff } from "../../db/repo/client-schedule";
import { forbidden, notFound } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { type Outcome, refusal, success } from "../outcome";
import { assertSchedulesOpen, toClientRow } from "./client-schedule";

/**
 * The client's sign-off of recruits (decision 212): a client contact approves a booked
 * respondent or asks for a replacement with a reason, on its own company's jobs; the decision
 * lands on the recruiter's attendee list. A later decision replaces the earlier one; every one is
 * written to the booking's history. Staff clear it.
 */

async function bookingOf(ctx: UseCaseContext, eventId: number) {
  const [row] = await selectAttendees(ctx.deps.db, af.ids([eventId]));
  if (!row || row.event.kind !== BOOKING_KIND) throw notFound("Booking not found.");
  if (row.event.jobId === null) throw forbidden();
  await visibleJob(ctx, row.event.jobId);
  return row;
}

async function decide(
  ctx: UseCaseContext,
  eventId: number,
  decision: Signoff,
  reason: string | null,
): Promise<Outcome<ClientScheduleRow>> {
  await assertSchedulesOpen(ctx);
  const actor = callerOf(ctx);
  const row = await bookingOf(ctx, eventId);
  const ev = row.event;
  if (!holdsPlace(ev.status))
    return refusal(`Only a booked or confirmed respondent can be signed off (this one is ${ev.status}).`);
  const at = ctx.deps.now();
  await ctx.deps.db.transaction(async (tx) => {
    await upsertSignoff(tx, { eventId, decision, reason, clientContactId: actor.id, byName: actor.name, at });
    await insertHistory(tx, [
      {
        eventId,
        respondentId: ev.respondentId,
        jobGroupId: ev.jobGroupId,
        action: decision === SIGNOFF.Approved ? "Client approved" : "Client asked for a replacement",
        fromStatus: ev.status,
        toStatus: ev.status,
        reason,
        by: actor.name,
        at,
      },
    ]);
  });
  const [fresh] = await selectAttendees(ctx.deps.db, af.ids([eventId]));
  if (!fresh) throw notFound("Booking not found.");
  return success(toClientRow(fresh, wallDay(at, await agencyTimeZone(ctx))));
}

/** POST /api/event/client-approve. */
export const approve = (ctx: UseCaseContext, input: { eventId: number }) =>
  decide(ctx, input.eventId, SIGNOFF.Approved, null);

/** POST /api/event/client-replace (reason required by the contract, at most 500 characters). */
export const askReplacement = (ctx: UseCaseContext, input: { eventId: number; reason: string }) =>
  decide(ctx, input.eventId, SIGNOFF.ReplaceRequested, input.reason);

/** POST /api/event/client-signoff/clear (staff): forgets the decision; the history keeps it. */
export async function clearSignoffs(ctx: UseCaseContext, input: { ids: number[] }) {
  const rows = await selectAttendees(ctx.deps.db, af.ids(input.ids));
  const by = callerOf(ctx).name;
  const at = ctx.deps.now();
  return ctx.deps.db.transaction(async (tx) => {
    const cleared = await deleteSignoffs(tx, input.ids);
    const done = new Set(cleared);
    await insertHistory(
      tx,
      rows
        .filter((r) => done.has(r.event.id))
        .map((r) => ({
          eventId: r.event.id,
          respondentId: r.event.respondentId,
          jobGroupId: r.event.jobGroupId,
          action: "Client sign-off cleared",
          fromStatus: r.event.status,
          toStatus: r.event.status,
          reason: r.signoff?.decision ?? null,
          by,
          at,
        })),
    );
    return { cleared };
  });
}
