/**
 * The booking state machine of decision 130, zod-free so the staff shell and commands can ask
 * "may this attendee move to X?" without loading a contract module. The server enforces it.
 */

export const BOOKING_STATUS = {
  Invited: "Invited",
  Screened: "Screened",
  /** A screener ended the respondent (a terminating answer; the reason is in the notes). */
  Terminated: "Terminated",
  /** The screener's quota cell was full when the respondent finished. */
  OverQuota: "Over quota",
  Qualified: "Qualified",
  Booked: "Booked",
  Standby: "Standby",
  Confirmed: "Confirmed",
  Attended: "Attended",
  Completed: "Completed",
  NoShow: "No show",
  ShowedNotUsed: "Showed but not used",
  WrongProfile: "Wrong profile",
  LateNotUsed: "Late and not used",
  ClientCancelled: "Client cancelled",
  Replaced: "Replaced",
  Declined: "Declined",
  Cancelled: "Cancelled",
} as const;
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];
export const BOOKING_STATUSES = Object.values(BOOKING_STATUS) as BookingStatus[];

/** The payment axis (null = not paid yet). */
export const PAYMENT_STATUS = {
  Paid: "Paid",
  Cancelled: "Payment cancelled",
  Bounced: "Payment bounced",
} as const;

/** The event kind of a session booking; other kinds (Opportunity, Survey, ...) are not bookings. */
export const BOOKING_KIND = "Session";
export const VOICE_CALL_KIND = "VoiceCallLeft";

const S = BOOKING_STATUS;

/** What happened at or after the session. */
export const OUTCOMES: readonly BookingStatus[] = [
  S.Completed,
  S.NoShow,
  S.ShowedNotUsed,
  S.WrongProfile,
  S.LateNotUsed,
  S.ClientCancelled,
  S.Replaced,
];

/** Statuses holding a place in a time slot or session (capacity counts these). */
export const HOLDS_PLACE: readonly BookingStatus[] = [S.Booked, S.Confirmed];
/** Statuses whose time may not overlap another booking of the same respondent. */
export const BLOCKS_TIME: readonly BookingStatus[] = [S.Booked, S.Standby, S.Confirmed];
export const holdsPlace = (status: string): status is BookingStatus =>
  (HOLDS_PLACE as readonly string[]).includes(status);
export const blocksTime = (status: string) => (BLOCKS_TIME as readonly string[]).includes(status);
/** "Qualified for payment": the respondent turned up. */
export const PAYABLE: readonly BookingStatus[] = [S.Attended, S.Completed, S.ShowedNotUsed, S.LateNotUsed];

/**
 * The statuses POST /api/event/RecordOutcome sets in bulk: those that neither take a place nor
 * block the respondent's time (Booked, Standby and Confirmed go through event/update, which checks
 * capacity and overlaps one booking at a time), past recruitment.
 */
const BULK_OUTCOME_STATUSES: readonly BookingStatus[] = [S.Attended, ...OUTCOMES, S.Declined, S.Cancelled];
export const isBulkOutcome = (status: string): status is BookingStatus =>
  (BULK_OUTCOME_STATUSES as readonly string[]).includes(status);

/** Allowed moves of the attendance axis (from → to). */
const TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  [S.Invited]: [S.Screened, S.Terminated, S.OverQuota, S.Qualified, S.Declined, S.Cancelled],
  [S.Screened]: [S.Terminated, S.OverQuota, S.Qualified, S.Declined, S.Cancelled],
  // A recruiter may still qualify someone the screener turned away (a quota raised, a re-screen).
  [S.Terminated]: [S.Qualified, S.Cancelled],
  [S.OverQuota]: [S.Qualified, S.Cancelled],
  [S.Qualified]: [S.Booked, S.Standby, S.Declined, S.Cancelled],
  [S.Booked]: [S.Confirmed, S.Standby, S.Attended, ...OUTCOMES, S.Declined, S.Cancelled],
  [S.Standby]: [S.Booked, S.Confirmed, S.Attended, ...OUTCOMES, S.Declined, S.Cancelled],
  [S.Confirmed]: [S.Booked, S.Attended, ...OUTCOMES, S.Declined, S.Cancelled],
  [S.Attended]: [S.Completed, S.ShowedNotUsed, S.WrongProfile, S.LateNotUsed],
  [S.Completed]: [S.Attended, ...OUTCOMES.filter((o) => o !== S.Completed)],
  [S.NoShow]: [S.Attended, ...OUTCOMES.filter((o) => o !== S.NoShow)],
  [S.ShowedNotUsed]: [S.Attended, ...OUTCOMES.filter((o) => o !== S.ShowedNotUsed)],
  [S.WrongProfile]: [S.Attended, ...OUTCOMES.filter((o) => o !== S.WrongProfile)],
  [S.LateNotUsed]: [S.Attended, ...OUTCOMES.filter((o) => o !== S.LateNotUsed)],
  [S.ClientCancelled]: [S.Attended, ...OUTCOMES.filter((o) => o !== S.ClientCancelled)],
  [S.Replaced]: [S.Attended, ...OUTCOMES.filter((o) => o !== S.Replaced)],
  [S.Declined]: [S.Qualified],
  [S.Cancelled]: [S.Qualified],
};

const isBookingStatus = (value: string): value is BookingStatus =>
  (BOOKING_STATUSES as string[]).includes(value);

/** Why the move is not allowed, or null when it is (payment locks the attended statuses). */
export function moveError(from: string, to: BookingStatus, paymentStatus: string | null): string | null {
  if (from === to) return `Already ${to}.`;
  if (!isBookingStatus(from) || !TRANSITIONS[from].includes(to)) return `Cannot move from ${from} to ${to}.`;
  if (paymentStatus === PAYMENT_STATUS.Paid && !PAYABLE.includes(to))
    return "Paid: cancel the payment before changing the status.";
  return null;
}

/** Why a payment cannot be recorded, or null when it can. */
export function paymentError(status: string, paymentStatus: string | null, incentive: number | null) {
  if (paymentStatus === PAYMENT_STATUS.Paid) return "Already paid.";
  if (!(PAYABLE as string[]).includes(status))
    return `Only attended respondents are paid (this one is ${status}).`;
  if (!incentive || incentive <= 0) return "No incentive recorded.";
  return null;
}

/** Points a paid session earns in the points ledger (decision 130). */
export const SESSION_POINTS = 10;

/** Accessibility needs a respondent may record and a venue may offer (decision 130). */
export const ACCESS_NEEDS = {
  "step-free": "step-free access",
  "hearing-loop": "hearing loop",
  "accessible-toilet": "accessible toilet",
  parking: "parking",
} as const;
export type AccessNeed = keyof typeof ACCESS_NEEDS;

/** Minutes an undo stays possible. */
export const UNDO_MINUTES = 10;
