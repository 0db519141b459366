import { wallDay } from "../../../../../server/contracts/agency-time";
import type { Roster } from "../../../../../server/contracts/staff-office/roster";
import { agencyZone } from "../../../../lib/agency-zone";
import { queryClient } from "../../../../lib/query-client";
import { atom, store } from "../../../../lib/store";
import { rosterKeys } from "../api/roster-keys";
import { type Cell, type CellFocus, cellAt, type RosterViewKind, viewRange } from "../model/roster-grid";

/**
 * The roster screen's state (decision 252), read by the commands in commands/staff-office: the
 * day the view is anchored on, week or month, the focused cell, which of its shifts is picked,
 * and a shift being moved (its target is the focused cell).
 */
export interface RosterScreen {
  anchor: string;
  view: RosterViewKind;
  focus: CellFocus;
  pick: number;
  moving: { shiftId: number; label: string } | null;
}

/** Today on the agency's clock. */
export const agencyToday = () => wallDay(new Date(), agencyZone());

export const rosterScreen = atom<RosterScreen>({
  anchor: agencyToday(),
  view: "week",
  focus: { row: 0, col: 0 },
  pick: 0,
  moving: null,
});

export const updateRoster = (patch: Partial<RosterScreen>) =>
  store.set(rosterScreen, { ...store.get(rosterScreen), ...patch });

/** The range the screen shows. */
export const shownRange = () => {
  const s = store.get(rosterScreen);
  return viewRange(s.anchor, s.view);
};

/** The roster the screen has loaded (commands answer `enabled` synchronously from it). */
export function shownRoster(): Roster | null {
  const { from, to } = shownRange();
  return queryClient.getQueryData<Roster>(rosterKeys.range(from, to)) ?? null;
}

/** The focused cell, and the shift picked in it. */
export function focusedCell(): { cell: Cell; shift: Cell["shifts"][number] | null } | null {
  const s = store.get(rosterScreen);
  const cell = cellAt(shownRoster(), s.focus);
  if (!cell) return null;
  return { cell, shift: cell.shifts[Math.min(s.pick, cell.shifts.length - 1)] ?? null };
}
