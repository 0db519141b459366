import type { z } from "zod";
import { holds } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { wallDateText, wallTime } from "../../contracts/agency-time";
import type { EligibilityTag } from "../../contracts/panel-search";
import { RIGHTS } from "../../contracts/rights";
import {
  ACCESS_NEEDS,
  type AccessNeed,
  BOOKING_KIND,
  BOOKING_STATUS,
  type BookingStatus,
  blocksTime,
  holdsPlace,
  moveError,
  PAYMENT_STATUS,
} from "../../contracts/sessions/booking-states";
import type {
  BulkAnswer,
  EventCreateAnswer,
  eventCreateSchema,
  eventUpdateSchema,
} from "../../contracts/sessions/events";
import type { Db } from "../../db/client";
import {
  type BookingPatch,
  bookingsInSession,
  defaultIncentive,
  findSlot,
  insertBookings,
  lockBookings,
  lockRespondents,
  lockSession,
  overlappingBookings,
} from "../../db/repo/bookings";
import { jobExists } from "../../db/repo/respondent-events";
import { recordOverrides } from "../../db/repo/saved-queries";
import { findVenue, type SessionRow, type TimeSlotRow } from "../../db/repo/sessions";
import { forbidden, notFound } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { type Outcome, refusal, success } from "../outcome";
import { blockedBy, ELIGIBILITY_OVERRIDE_RIGHT, eligibilityOf } from "../panel-search/eligibility";
import { actorName, bulkOutcome, commitBatch } from "./booking-batch";
import { capacityTally } from "./booking-capacity";
import { attendanceTooEarly } from "./bookings";

/** event/create and event/update: bookings with the capacity, standby and overlap rules (decision 130). */

type EventCreateInput = z.output<typeof eventCreateSchema>;
const S = BOOKING_STATUS;
const HOUR = 3_600_000;
const INITIAL: readonly BookingStatus[] = [
  S.Invited,
  S.Screened,
  S.Terminated,
  S.OverQuota,
  S.Qualified,
  S.Booked,
  S.Standby,
  S.Confirmed,
];

/** The accessibility needs the venue does not meet, as the attendee row's warning text. */
export function accessWarning(
  needs: readonly string[],
  venue: {
    stepFreeAccess: boolean | null;
    hearingLoop: boolean | null;
    accessibleToilet: boolean | null;
    parking: boolean | null;
  } | null,
): string | null {
  if (needs.length === 0 || !venue || venue.stepFreeAccess === null) return null;
  const offers: Record<AccessNeed, boolean> = {
    "step-free": !!venue.stepFreeAccess,
    "hearing-loop": !!venue.hearingLoop,
    "accessible-toilet": !!venue.accessibleToilet,
    parking: !!venue.parking,
  };
  const lacking = needs.filter((n): n is AccessNeed => n in offers && !offers[n as AccessNeed]);
  return lacking.length > 0 ? `Venue lacks: ${lacking.map((n) => ACCESS_NEEDS[n]).join(", ")}` : null;
}

/** The clash as the recruiter reads it: the other booking's time on the agency's clock. */
export const overlapMessage = (
  name: string,
  o: { startsAt: Date; jobNumber: string; sessionNumber: number },
  zone: string,
) =>
  `${name} is already booked at ${wallTime(o.startsAt, zone)} on ${wallDateText(o.startsAt, zone)} (${o.jobNumber} Session ${o.sessionNumber}).`;

export function timeOf(session: SessionRow, slot: TimeSlotRow | undefined) {
  const start = slot?.startsAt ?? session.startsAt;
  if (!start) return null;
  return { start, end: slot?.endsAt ?? session.endsAt ?? new Date(start.getTime() + HOUR) };
}

async function sessionAndSlot(tx: Db, jobId: number, jobGroupId: number, slotId: number | null) {
  const session = await lockSession(tx, jobGroupId);
  if (!session) throw notFound("Session not found.");
  if (session.jobId !== jobId) return { error: "The session does not belong to this job." } as const;
  const slot = slotId ? await findSlot(tx, slotId) : undefined;
  if (slotId && (!slot || slot.jobGroupId !== session.id))
    return { error: "The time slot does not belong to this session." } as const;
  return { session, slot } as const;
}

/**
 * Eligibility rules guard placing and inviting (decision 142): an opportunity, and a booking that
 * starts invited or holds a place. Recording what a respondent did (screened, qualified,
 * terminated by a screener) is a fact, never refused.
 */
const PLACING: readonly string[] = [S.Invited, S.Booked, S.Standby, S.Confirmed];
const checksEligibility = (kind: string, status: string) =>
  kind === "Opportunity" || (kind === BOOKING_KIND && PLACING.includes(status));

/** event/create: books respondents (or records another kind of event). */
export async function createEvents(
  ctx: UseCaseContext,
  input: EventCreateInput,
): Promise<Outcome<EventCreateAnswer>> {
  const now = ctx.deps.now();
  const isBooking = input.kind === BOOKING_KIND;
  const status: string = input.status ?? (isBooking ? S.Booked : "Open");
  if (isBooking && !INITIAL.includes(status as BookingStatus))
    return refusal(`A booking cannot start as ${status}.`);
  if (isBooking && !input.jobGroupId) return refusal("Choose a session to book into.");
  if (input.overrideEligibility && !holds(ctx, ELIGIBILITY_OVERRIDE_RIGHT))
    throw forbidden("Including members who are not eligible needs the RespondentAdmin right.");
  const zone = await agencyTimeZone(ctx);
  const result = await ctx.deps.db.transaction(async (tx) => {
    if (!(await jobExists(tx, input.jobId))) throw notFound("Job not found.");
    const found = input.jobGroupId
      ? await sessionAndSlot(tx, input.jobId, input.jobGroupId, input.jobGroupTimeId)
      : null;
    if (found && "error" in found) return refusal<EventCreateAnswer>(found.error ?? "");
    const session = found?.session;
    const slot = found?.slot;
    const people = await lockRespondents(tx, input.respondentIds);
    const byId = new Map(people.map((p) => [p.id, p]));
    const skipped: { id: number; reason: string }[] = [];
    const warnings: string[] = [];
    const name = (id: number) => {
      const p = byId.get(id);
      return p ? `${p.firstName} ${p.lastName}` : `Respondent ${id}`;
    };
    const already = session && isBooking ? await bookingsInSession(tx, session.id, input.respondentIds) : [];
    const time = session ? timeOf(session, slot) : null;
    const overlaps =
      session && isBooking && time && blocksTime(status)
        ? await overlappingBookings(tx, input.respondentIds, time.start, time.end)
        : [];
    const tally = session && isBooking ? await capacityTally(tx, session, slot) : null;
    const venue = session?.venueId ? await findVenue(tx, session.venueId) : undefined;
    // A booking carries the incentive it will be paid, so 'Pay' needs no manual step (decision 171).
    const incentive =
      input.incentive !== null
        ? input.incentive.toFixed(2)
        : isBooking
          ? await defaultIncentive(tx, input.jobId, session?.id ?? null)
          : null;
    const eligibility = checksEligibility(input.kind, status)
      ? await eligibilityOf(tx, input.respondentIds, { jobId: input.jobId })
      : new Map<number, EligibilityTag[]>();
    const overrides: { respondentId: number; labels: string[] }[] = [];
    const rows = [];
    for (const id of input.respondentIds) {
      const person = byId.get(id);
      if (!person?.isActive) {
        skipped.push({ id, reason: "Respondent not found." });
        continue;
      }
      if (already.some((b) => b.respondentId === id)) {
        skipped.push({ id, reason: `${name(id)} is already booked into this session.` });
        continue;
      }
      const blocked = blockedBy(eligibility.get(id) ?? []);
      if (blocked.length > 0 && !input.overrideEligibility) {
        const why = (eligibility.get(id) ?? []).filter((l) => l.blocked).map((l) => l.text.toLowerCase());
        skipped.push({ id, reason: `${name(id)} is not eligible (${why.join(", ")}).` });
        continue;
      }
      if (blocked.length > 0) overrides.push({ respondentId: id, labels: blocked });
      const clash = overlaps.find((o) => o.respondentId === id);
      if (clash) {
        skipped.push({ id, reason: overlapMessage(name(id), clash, zone) });
        continue;
      }
      let placed = status;
      if (tally && holdsPlace(status)) {
        const full = tally.takePlace();
        if (full) {
          const standbyFull = tally.takeStandby(full);
          if (standbyFull) {
            skipped.push({ id, reason: standbyFull });
            continue;
          }
          placed = S.Standby;
          warnings.push(`${name(id)} is on standby: ${full}.`);
        }
      } else if (tally && status === S.Standby) {
        const standbyFull = tally.takeStandby(`Session ${session?.sessionNumber}`);
        if (standbyFull) {
          skipped.push({ id, reason: standbyFull });
          continue;
        }
      }
      const warning = accessWarning(person.accessNeeds, venue ?? null);
      if (warning && isBooking) warnings.push(`${name(id)}: ${warning}`);
      rows.push({
        respondentId: id,
        jobId: input.jobId,
        jobGroupId: session?.id ?? null,
        jobGroupTimeId: slot?.id ?? null,
        kind: input.kind,
        status: placed,
        description: session ? `${session.name}` : null,
        incentive,
        notes: input.notes,
        at: now,
        attendanceConfirmedAt: placed === S.Confirmed ? now : null,
        attendanceConfirmedBy: placed === S.Confirmed ? actorName(ctx) : null,
        updatedAt: now,
        updatedBy: actorName(ctx),
      });
    }
    const created = await insertBookings(tx, rows);
    const booked = new Set(created.map((r) => r.respondentId));
    await recordOverrides(
      tx,
      overrides
        .filter((o) => booked.has(o.respondentId))
        .map((o) => ({
          ...o,
          jobId: input.jobId,
          jobGroupId: session?.id ?? null,
          reason: input.reason,
          by: actorName(ctx),
        })),
    );
    const answer = await commitBatch(tx, ctx, {
      action: "Create",
      reason: input.reason,
      changes: [],
      created,
      skipped,
    });
    return success<EventCreateAnswer>({
      ...answer,
      created: created.map((r) => ({
        eventId: r.id,
        respondentId: r.respondentId,
        status: r.status,
        fullName: name(r.respondentId),
      })),
      warnings,
    });
  });
  if (!result.ok || result.value.changed.length > 0) return result;
  const reasons = [...new Set(result.value.skipped.map((s) => s.reason))];
  return refusal(...(reasons.length ? reasons : ["Nobody was booked."]));
}

/** event/update: a status move, another time slot, the incentive or notes of one booking. */
export async function updateEvent(
  ctx: UseCaseContext,
  input: z.output<typeof eventUpdateSchema>,
): Promise<Outcome<BulkAnswer>> {
  if (input.incentive !== undefined && input.incentive !== null && !holds(ctx, RIGHTS.Incentives))
    return refusal("Changing an incentive needs the Incentives right.");
  const now = ctx.deps.now();
  const zone = await agencyTimeZone(ctx);
  const answer = await ctx.deps.db.transaction(async (tx) => {
    const [row] = await lockBookings(tx, [input.id]);
    if (!row) throw notFound("Booking not found.");
    const patch: BookingPatch = {};
    const to = input.status ?? row.status;
    if (input.status && input.status !== row.status) {
      const error =
        moveError(row.status, input.status, row.paymentStatus) ??
        (await attendanceTooEarly(ctx, tx, row, input.status));
      if (error) return refusal<BulkAnswer>(error);
      patch.status = input.status;
      if (input.status === S.Confirmed)
        Object.assign(patch, { attendanceConfirmedAt: now, attendanceConfirmedBy: actorName(ctx) });
      if (row.status === S.Confirmed && input.status === S.Booked)
        Object.assign(patch, { attendanceConfirmedAt: null, attendanceConfirmedBy: null });
    }
    const slotId = input.jobGroupTimeId === undefined ? row.jobGroupTimeId : input.jobGroupTimeId;
    if (slotId !== row.jobGroupTimeId) patch.jobGroupTimeId = slotId;
    const takesPlace = holdsPlace(to);
    if (patch.status && row.kind === BOOKING_KIND && PLACING.includes(to) && !PLACING.includes(row.status)) {
      const labels = (await eligibilityOf(tx, [row.respondentId], { jobId: row.jobId ?? 0 })).get(
        row.respondentId,
      );
      const blocked = blockedBy(labels ?? []);
      if (blocked.length > 0 && !input.overrideEligibility) {
        const why = (labels ?? []).filter((l) => l.blocked).map((l) => l.text.toLowerCase());
        return refusal<BulkAnswer>(`Respondent ${row.respondentId} is not eligible (${why.join(", ")}).`);
      }
      if (blocked.length > 0) {
        if (!holds(ctx, ELIGIBILITY_OVERRIDE_RIGHT))
          throw forbidden("Including members who are not eligible needs the RespondentAdmin right.");
        await recordOverrides(tx, [
          {
            respondentId: row.respondentId,
            labels: blocked,
            jobId: row.jobId ?? 0,
            jobGroupId: row.jobGroupId,
            reason: input.reason,
            by: actorName(ctx),
          },
        ]);
      }
    }
    const needsCheck =
      row.kind === BOOKING_KIND &&
      row.jobGroupId !== null &&
      (patch.jobGroupTimeId !== undefined || (patch.status !== undefined && !holdsPlace(row.status)));
    if (needsCheck && row.jobGroupId !== null && row.jobId !== null) {
      const found = await sessionAndSlot(tx, row.jobId, row.jobGroupId, slotId);
      if ("error" in found) return refusal<BulkAnswer>(found.error ?? "");
      if (takesPlace) {
        const full = (await capacityTally(tx, found.session, found.slot, row.id)).takePlace();
        if (full)
          return refusal<BulkAnswer>(
            row.status === S.Standby
              ? `${full}: the respondent stays on standby until a place frees up.`
              : `${full}: put the respondent on standby instead.`,
          );
      }
      const time = timeOf(found.session, found.slot);
      if (time && blocksTime(to)) {
        const [clash] = await overlappingBookings(tx, [row.respondentId], time.start, time.end, row.id);
        if (clash) return refusal<BulkAnswer>(overlapMessage(`Respondent ${row.respondentId}`, clash, zone));
      }
    }
    if (input.incentive !== undefined && input.incentive !== null) {
      if (row.paymentStatus === PAYMENT_STATUS.Paid)
        return refusal<BulkAnswer>("Paid: cancel the payment before changing the incentive.");
      patch.incentive = input.incentive.toFixed(2);
    }
    if (input.notes !== undefined) patch.notes = input.notes;
    if (Object.keys(patch).length === 0) return refusal<BulkAnswer>("Nothing to change.");
    return success(
      await commitBatch(tx, ctx, { action: "Update", reason: input.reason, changes: [{ row, patch }] }),
    );
  });
  return answer.ok ? bulkOutcome(answer.value) : answer;
}
