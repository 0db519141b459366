import type { UseCaseContext } from "../../context";
import {
  BOOKING_KIND,
  BOOKING_STATUS,
  type BookingStatus,
  moveError,
} from "../../contracts/sessions/booking-states";
import { eventCreateSchema } from "../../contracts/sessions/events";
import { RESPONSE_STATUS } from "../../contracts/surveys/constants";
import { NOT_QUALIFIED } from "../../contracts/surveys/logic";
import {
  bookingInSession,
  insertScreenerEvent,
  screenerEventOf,
  setScreenerEvent,
} from "../../db/repo/survey-invitations";
import { type ResponseRow, updateResponse } from "../../db/repo/survey-responses";
import { createEvents, updateEvent } from "../sessions/booking-create";
import type { SurveyCaller } from "./access";

/**
 * A finished screener writes the respondent's event (decision 154). In a session, through the
 * sessions area's booking model (event/create, event/update: history, undo, the state machine):
 * qualified → Qualified, so the respondent shows in the session's qualified list; a terminating
 * answer → Terminated with the reason in the notes; a full quota cell → Over quota. Without a
 * session, one event of kind
 * Screener per respondent and job holds the same status.
 */
const S = BOOKING_STATUS;

function outcomeOf(row: ResponseRow): { status: BookingStatus; comment: string | null } {
  if (row.status === RESPONSE_STATUS.Completed) return { status: S.Qualified, comment: null };
  if (row.status === RESPONSE_STATUS.OverQuota)
    return { status: S.OverQuota, comment: "Screener: over quota" };
  const reason =
    row.terminateReason === NOT_QUALIFIED ? "did not qualify" : `terminated (${row.terminateReason})`;
  return { status: S.Terminated, comment: `Screener: ${reason}` };
}

/** The booking model stamps who changed a booking: here the respondent, through the screener. */
const screenerContext = (ctx: UseCaseContext, respondentId: number): UseCaseContext => ({
  ...ctx,
  actor: {
    role: "Respondent",
    id: respondentId,
    name: `Respondent #${respondentId} (screener)`,
    jti: "",
    exp: 0,
    accountId: 0,
  },
});

export async function recordScreenerOutcome(
  ctx: UseCaseContext,
  caller: SurveyCaller,
  row: ResponseRow,
): Promise<ResponseRow> {
  const { db } = ctx.deps;
  const { status, comment } = outcomeOf(row);
  const now = ctx.deps.now();
  const sessionId = row.jobGroupId;
  let eventId: number | null = null;
  if (sessionId) {
    const sys = screenerContext(ctx, row.respondentId);
    const booking = await bookingInSession(db, row.respondentId, sessionId);
    if (booking) {
      eventId = booking.id;
      if (booking.status !== status && !moveError(booking.status, status, booking.paymentStatus))
        await updateEvent(sys, {
          id: booking.id,
          status,
          reason: comment ?? "Screener: qualified",
          overrideEligibility: false,
        });
    } else {
      const created = await createEvents(
        sys,
        eventCreateSchema.parse({
          respondentIds: [row.respondentId],
          jobId: caller.jobId,
          jobGroupId: sessionId,
          kind: BOOKING_KIND,
          status,
          notes: comment ?? undefined,
          reason: comment ?? "Screener: qualified",
        }),
      );
      eventId = created.ok ? (created.value.created[0]?.eventId ?? null) : null;
    }
  } else {
    const existing = await screenerEventOf(db, row.respondentId, caller.jobId);
    if (existing) {
      await setScreenerEvent(db, existing.id, { status, comment, at: now });
      eventId = existing.id;
    } else {
      eventId =
        (
          await insertScreenerEvent(db, {
            respondentId: row.respondentId,
            jobId: caller.jobId,
            status,
            comment,
            at: now,
          })
        )?.id ?? null;
    }
  }
  return eventId ? updateResponse(db, row.id, { eventId }) : row;
}
