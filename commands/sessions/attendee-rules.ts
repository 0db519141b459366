import { PAYABLE, PAYMENT_STATUS, BOOKING_STATUS as S } from "../../server/contracts/sessions/booking-states";
import { sessionFacts } from "../../src/features/sessions/state/screen-state";
import type { CommandContext } from "../core/types";
import type { AttendeeRow } from "./session-context";
import { focusedSession } from "./session-context";

/**
 * Which attendee actions a row's status allows (M12): the buttons are enabled only when some
 * selected row can take the action; the server decides each row again and says why it did not.
 */

const is =
  (...statuses: string[]) =>
  (row: AttendeeRow) =>
    statuses.includes(row.status ?? "");
const paid = (row: AttendeeRow) => row.paymentStatus === PAYMENT_STATUS.Paid;

export const canConfirm = is(S.Booked, S.Standby);
export const canUnconfirm = is(S.Confirmed);
export const canPay = (row: AttendeeRow) =>
  (PAYABLE as readonly string[]).includes(row.status ?? "") && !paid(row);
export const canReversePayment = paid;
/** Who can be marked attended or no-show: people holding a place or on standby, or an outcome. */
export const canRecordAttendance = (row: AttendeeRow) =>
  !paid(row) && ![S.Qualified, S.Declined, S.Cancelled, S.Attended].includes(row.status as never);
export const canBookIntoSlot = is(S.Qualified, S.Booked, S.Standby, S.Confirmed);

/** Null once the focused session has started (attendance outcomes allowed), else why not. */
export function beforeStart(ctx: CommandContext, now = Date.now()): string | null {
  const session = focusedSession(ctx);
  const startsAt = session ? sessionFacts.get(session.id)?.startsAt : null;
  if (!startsAt) return null;
  return Date.parse(startsAt) > now ? "Attendance is recorded from the session's start." : null;
}
