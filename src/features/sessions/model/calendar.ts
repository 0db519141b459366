import { wallDay, wallTime } from "../../../../server/contracts/agency-time";
import type { CalendarEntry } from "../../../../server/contracts/sessions/sessions";
import { agencyZone } from "../../../lib/agency-zone";

/** Session status colours (background, text): readable on white, told apart without reading. */
export const STATUS_COLOURS: Record<string, { bg: string; fg: string }> = {
  Planned: { bg: "#5b6b7f", fg: "#ffffff" },
  Recruiting: { bg: "#1f5fbf", fg: "#ffffff" },
  Full: { bg: "#8a4f00", fg: "#ffffff" },
  Confirmed: { bg: "#1d7a3a", fg: "#ffffff" },
  Completed: { bg: "#3d3d3d", fg: "#ffffff" },
  Cancelled: { bg: "#a4262c", fg: "#ffffff" },
};
const FALLBACK = { bg: "#5b6b7f", fg: "#ffffff" };

/**
 * The calendar runs in FullCalendar's "UTC" zone and is handed agency wall times written as if
 * they were UTC (decision 173): "18:00 in Sydney" travels as "…T18:00:00", so every view places
 * and prints it at 18:00 whatever the browser's zone, with no named-zone plugin.
 */
export const CALENDAR_ZONE = "UTC";

/** An instant as the agency's wall time without an offset ("2026-12-03T18:00:00"); "" when none. */
export function wallIso(value: unknown, zone = agencyZone()): string {
  const day = wallDay(value, zone);
  return day ? `${day}T${wallTime(value, zone)}:00` : "";
}

/** "Now" for the calendar (its today and time line): the agency's wall time, UTC-coerced. */
export const calendarNow = (): string => wallIso(new Date());

/** FullCalendar's event input for one session (its id and job ride in extendedProps). */
export function calendarEvent(e: CalendarEntry) {
  const colour = STATUS_COLOURS[e.status] ?? FALLBACK;
  const end = e.endsAt ? wallIso(e.endsAt) : "";
  return {
    id: String(e.id),
    // Short enough for a month cell: which session, its status and how full it is.
    title: `${e.name} #${e.sessionNumber} · ${e.status} · ${e.booked}/${e.requiredPlaces}`,
    start: wallIso(e.startsAt),
    ...(end ? { end } : {}),
    // FullCalendar 7 names an event's colours `color` and `contrastColor`.
    color: colour.bg,
    contrastColor: colour.fg,
    className: "session-event",
    extendedProps: {
      sessionId: e.id,
      jobId: e.jobId,
      name: `${e.name} (#${e.sessionNumber})`,
      /** The whole line, for the tooltip and screen readers. */
      full: `${e.jobNumber} ${e.jobName}: ${e.name} (#${e.sessionNumber}) · ${e.status} · ${e.booked}/${e.requiredPlaces} booked${e.venueName ? ` · ${e.venueName}` : ""}`,
    },
  };
}

/**
 * The calendar's visible range as the call's from/to agency days (to is inclusive, FullCalendar's
 * end is not). In the UTC-coerced calendar a Date's UTC fields are the agency's wall clock.
 */
export function rangeOf(start: Date, end: Date): { from: string; to: string } {
  const last = new Date(end.getTime() - 1);
  return { from: start.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
