import type { ReferenceAdminItem } from "../../../../../server/contracts/admin/reference-admin-calls";
import { REFERENCE_LISTS } from "../../../../../server/contracts/admin/reference-lists";
import { atom, store, useAtomValue } from "../../../../lib/store";

/**
 * The reference data screen (decision 274): the list being edited, the rows selected in it (what
 * the commands act on) and a request for a blank form. Commands change it; the screen shows it.
 */
interface ReferenceScreen {
  list: string;
  selected: ReferenceAdminItem[];
  /** Bumped by 'New value': the panel opens a blank form. */
  openBlank: number;
  /** The value 'Edit selected value' opens in the form (null: none asked). */
  editId: number | null;
}

const screen = atom<ReferenceScreen>({
  list: REFERENCE_LISTS[0]?.list ?? "Gender",
  selected: [],
  openBlank: 0,
  editId: null,
});
const patch = (next: Partial<ReferenceScreen>) => store.set(screen, { ...store.get(screen), ...next });

export const referenceScreen = {
  list: () => store.get(screen).list,
  setList: (list: string) => patch({ list, selected: [] }),
  selected: () => store.get(screen).selected,
  select: (rows: ReferenceAdminItem[]) => patch({ selected: rows }),
  requestBlank: () => patch({ openBlank: store.get(screen).openBlank + 1 }),
  blankOpened: () => patch({ openBlank: 0 }),
  editId: () => store.get(screen).editId,
  requestEdit: (id: number) => patch({ editId: id }),
  editOpened: () => patch({ editId: null }),
};

export const useReferenceScreen = () => useAtomValue(screen);
