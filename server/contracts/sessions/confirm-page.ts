/**
 * The confirm-attendance page's shapes (decision 176). Zod-free: the public page's small entry
 * imports it (decision 157) and checks answers with a type guard.
 */

/**
 * The page's call paths (under /api), written once: the calls' declarations (messaging/calls.ts)
 * and the zod-free page both read them. The link's value is the credential (`:token`).
 */
export const CONFIRM_PATHS = {
  details: "/confirm-attendance/:token/details",
  confirm: "/confirm-attendance/:token",
  cancel: "/confirm-attendance/:token/cancel",
  calendar: "/confirm-attendance/:token/calendar.ics",
} as const;

/** Where a booking stands, as the respondent reads it. */
export const CONFIRM_STATES = ["pending", "confirmed", "expired", "cancelled"] as const;
export type ConfirmState = (typeof CONFIRM_STATES)[number];

/** GET /api/confirm-attendance/{token}/details: everything the page shows; it changes nothing. */
export interface ConfirmDetails {
  state: ConfirmState;
  firstName: string;
  sessionName: string;
  jobName: string;
  /** "Thursday", "10/12/2026", "18:00", "AEDT": the agency's clock, the zone named. */
  weekday: string;
  date: string;
  time: string;
  endTime: string;
  zoneName: string;
  place: string;
  address: string;
  /** A map search for the address ("" without one). */
  mapUrl: string;
  /** "$120.00", or "" when the booking carries none. */
  incentive: string;
}

/** The reasons 'Can't make it?' offers; "Other" asks for the respondent's own words. */
export const CANT_MAKE_IT_REASONS = [
  "I'm unwell",
  "Work or family commitment",
  "Transport or travel problem",
  "I booked by mistake",
  "Other",
] as const;

export const CONFIRM_TEXTS = {
  confirmed: "Thank you, your attendance is confirmed.",
  alreadyConfirmed: "You have already confirmed your attendance.",
  expired: "This session has already taken place.",
  cancelled: "This booking has been cancelled.",
  cancelledByYou:
    "Thanks for letting us know. Your booking is cancelled and the research team has been told.",
  badLink: "This link is not valid.",
  reasonNeeded: "Please tell us why you can't make it.",
} as const;
