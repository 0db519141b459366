import { addDays, mondayOf } from "../../../../../server/contracts/agency-time";
import type { Roster, RosterBusy, Shift } from "../../../../../server/contracts/staff-office/roster";

/** The roster grid's arithmetic (decision 252): pure, so the keys and the commands share it. */

export type RosterViewKind = "week" | "month";

/** The days a view shows: a week from Monday, or the whole weeks covering the month of `anchor`. */
export function viewRange(anchor: string, view: RosterViewKind): { from: string; to: string } {
  if (view === "week") {
    const from = mondayOf(anchor);
    return { from, to: addDays(from, 6) };
  }
  const first = `${anchor.slice(0, 8)}01`;
  const nextMonth = addDays(`${anchor.slice(0, 8)}28`, 4).slice(0, 8);
  const last = addDays(`${nextMonth}01`, -1);
  return { from: mondayOf(first), to: addDays(mondayOf(last), 6) };
}

/** The anchor one step back or forward: a week, or a month. */
export function stepAnchor(anchor: string, view: RosterViewKind, step: 1 | -1): string {
  if (view === "week") return addDays(anchor, 7 * step);
  const [y = 0, m = 1] = anchor.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + step, 1));
  return d.toISOString().slice(0, 10);
}

export interface CellFocus {
  row: number;
  col: number;
}

/** Arrow keys and Home/End move the focus, held inside the grid. */
export function moveFocus(f: CellFocus, key: string, rows: number, cols: number): CellFocus | null {
  const clamp = (n: number, max: number) => Math.max(0, Math.min(max - 1, n));
  switch (key) {
    case "ArrowUp":
      return { row: clamp(f.row - 1, rows), col: f.col };
    case "ArrowDown":
      return { row: clamp(f.row + 1, rows), col: f.col };
    case "ArrowLeft":
      return { row: f.row, col: clamp(f.col - 1, cols) };
    case "ArrowRight":
      return { row: f.row, col: clamp(f.col + 1, cols) };
    case "Home":
      return { row: f.row, col: 0 };
    case "End":
      return { row: f.row, col: cols - 1 };
    default:
      return null;
  }
}

export interface Cell {
  staffUserId: number;
  person: string;
  day: string;
  shifts: Shift[];
  busy: RosterBusy[];
}

/** What one cell holds: the person's shifts and other commitments starting that day. */
export function cellAt(roster: Roster | null, f: CellFocus): Cell | null {
  const person = roster?.people[f.row];
  const day = roster?.days[f.col];
  if (!roster || !person || !day) return null;
  return {
    staffUserId: person.id,
    person: person.name,
    day,
    shifts: roster.shifts.filter((s) => s.staffUserId === person.id && s.day === day),
    busy: roster.busy.filter((b) => b.staffUserId === person.id && b.day === day),
  };
}

/** "17:30–20:15", with "(+1)" when it ends the next day; a whole agency day (leave) reads "All day". */
export const spanLabel = (s: { start: string; end: string; endDay: string | null }) =>
  s.start === "00:00" && s.end === "00:00" && s.endDay
    ? "All day"
    : `${s.start}–${s.end}${s.endDay ? " (+1)" : ""}`;

/** "HH:MM–HH:MM" typed in the add prompt → start and end; null when it is not that. */
export function parseSpan(text: string): { start: string; end: string } | null {
  const m = /^\s*([01]?\d|2[0-3]):?([0-5]\d)\s*[-–to ]+\s*([01]?\d|2[0-3]):?([0-5]\d)\s*$/.exec(text);
  if (!m) return null;
  const two = (s: string | undefined) => (s ?? "").padStart(2, "0");
  const start = `${two(m[1])}:${m[2]}`;
  const end = `${two(m[3])}:${m[4]}`;
  return start === end ? null : { start, end };
}
