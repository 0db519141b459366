import type { Session } from "../../../../server/contracts/sessions/sessions";
import { formatDate, formatTime } from "../../../lib/format";

type Heading = Pick<
  Session,
  | "id"
  | "name"
  | "sessionNumber"
  | "jobNumber"
  | "startsAt"
  | "endsAt"
  | "venueName"
  | "booked"
  | "requiredPlaces"
>;

/** "18:00–20:00", "18:00" or "" on the agency's clock. */
function timeRange(s: Heading): string {
  const from = formatTime(s.startsAt);
  const to = formatTime(s.endsAt);
  return from && to ? `${from}–${to}` : from;
}

/** "4 of 8 booked" (or "4 booked" when the session sets no places). */
const bookedText = (booked: number, places: number) =>
  places > 0 ? `${booked} of ${places} booked` : `${booked} booked`;

/**
 * What tells two sessions apart (M19): the tab title carries the job number and date, the header
 * the date, time, venue and places.
 */
export function sessionHeading(s: Heading) {
  const day = formatDate(s.startsAt);
  const facts = [
    day ? `${day} ${timeRange(s)}`.trim() : "No date yet",
    s.venueName ?? "No venue",
    bookedText(s.booked, s.requiredPlaces),
  ];
  return {
    tabTitle: `${s.name} (#${s.sessionNumber}) · ${s.jobNumber}${day ? ` ${day}` : ""}`,
    facts: facts.join(" · "),
  };
}

/** What commands need of an open session: its label for toasts and its start. */
export const sessionFacts = (s: Heading) => ({
  label: `${s.jobNumber} #${s.sessionNumber}`,
  startsAt: s.startsAt,
});
