import type { CalendarEntry } from "../../../../server/contracts/sessions";

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

/** FullCalendar's event input for one session (its id and job ride in extendedProps). */
export function calendarEvent(e: CalendarEntry) {
  const colour = STATUS_COLOURS[e.status] ?? FALLBACK;
  return {
    id: String(e.id),
    title: `${e.jobNumber} ${e.name} (#${e.sessionNumber}) · ${e.status} · ${e.booked}/${e.requiredPlaces}`,
    start: e.startsAt,
    ...(e.endsAt ? { end: e.endsAt } : {}),
    backgroundColor: colour.bg,
    borderColor: colour.bg,
    textColor: colour.fg,
    extendedProps: { sessionId: e.id, jobId: e.jobId, name: `${e.name} (#${e.sessionNumber})` },
  };
}

/** The calendar's visible range as the call's from/to days (to is inclusive, FullCalendar's end is not). */
export function rangeOf(start: Date, end: Date): { from: string; to: string } {
  const last = new Date(end.getTime() - 1);
  return { from: calendarDay(start), to: calendarDay(last) };
}

/** The day a FullCalendar date names (the calendar hands over its days as local dates). */
function calendarDay(d: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}
