import { atom, store, useAtomValue } from "../../../lib/store";
import { setTabSelection, useTabSelections } from "../../../workspace/selection";

/**
 * The private-list screen (decision 220): which list is open (0: a new one), the members selected
 * in its members table, and a counter the tables reload on. The lists table's selection is the
 * tab's (ctx.selection), like every list. Commands read and change it; the screen shows it.
 */
interface ListScreen {
  /** The open list: null none, 0 a new list being written. */
  openId: number | null;
  selectedMembers: number[];
  /** The list-file upload shown on the open list. */
  uploading: boolean;
  version: number;
}

const screen = atom<ListScreen>({ openId: null, selectedMembers: [], uploading: false, version: 0 });
const patch = (next: Partial<ListScreen>) => store.set(screen, { ...store.get(screen), ...next });

export const listScreen = {
  openId: () => store.get(screen).openId,
  open: (id: number | null) => patch({ openId: id, selectedMembers: [], uploading: false }),
  uploading: () => store.get(screen).uploading,
  setUploading: (uploading: boolean) => patch({ uploading }),
  /** The lists selected in the tab at `path`. */
  setSelectedLists: setTabSelection,
  selectedMembers: () => store.get(screen).selectedMembers,
  setSelectedMembers: (ids: number[]) => patch({ selectedMembers: ids }),
  /** The lists or members changed: both tables load again. */
  changed: () => patch({ version: store.get(screen).version + 1 }),
};

export const useListScreen = () => useAtomValue(screen);
/** Re-renders when a selection changes, so the command buttons follow it. */
export const useSelections = useTabSelections;
