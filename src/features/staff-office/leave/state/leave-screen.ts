import type { LeaveRow } from "../../../../../server/contracts/staff-office/leave";
import { atom, store, useAtomValue } from "../../../../lib/store";

/**
 * The leave screen (decision 253): the request open in the form (0: a new one), the row last
 * selected in either table (what the commands act on), whose balances show, and a counter the
 * tables reload on. Commands change it; the screen shows it.
 */
interface LeaveScreen {
  /** null: no form; 0: a new request; else the request being changed. */
  formId: number | null;
  /** The open request's row (to fill the form), when changing one. */
  formRow: LeaveRow | null;
  selected: LeaveRow | null;
  /** The person whose balances show beside the queue (null: one's own). */
  balancesOf: { id: number; name: string } | null;
  version: number;
}

const screen = atom<LeaveScreen>({
  formId: null,
  formRow: null,
  selected: null,
  balancesOf: null,
  version: 0,
});
const patch = (next: Partial<LeaveScreen>) => store.set(screen, { ...store.get(screen), ...next });

export const leaveScreen = {
  selected: () => store.get(screen).selected,
  select: (row: LeaveRow | null) =>
    patch({ selected: row, ...(row ? { balancesOf: { id: row.staffUserId, name: row.staff } } : {}) }),
  formId: () => store.get(screen).formId,
  openForm: (row: LeaveRow | null) => patch({ formId: row ? row.id : 0, formRow: row }),
  closeForm: () => patch({ formId: null, formRow: null }),
  /** Requests changed: the tables and balances load again. */
  changed: () => patch({ version: store.get(screen).version + 1 }),
};

export const useLeaveScreen = () => useAtomValue(screen);
