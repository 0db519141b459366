import { atom, store, useAtomValue } from "../../../../lib/store";

/**
 * The software-licence screen (decision 277): the licence last selected (its holders show below
 * the list and the edit command acts on it) and the editor requests commands make.
 */
interface LicencesScreen {
  selectedId: number | null;
  /** Bumped to open a blank editor. */
  openBlank: number;
  /** The licence whose editor a command asks for. */
  openRowKey: number | null;
}

const screen = atom<LicencesScreen>({ selectedId: null, openBlank: 0, openRowKey: null });
const patch = (next: Partial<LicencesScreen>) => store.set(screen, { ...store.get(screen), ...next });

export const licencesScreen = {
  state: () => store.get(screen),
  selectedId: () => store.get(screen).selectedId,
  select: (id: number | null) => patch({ selectedId: id }),
  addBlank: () => patch({ openBlank: store.get(screen).openBlank + 1 }),
  blankOpened: () => patch({ openBlank: 0 }),
  edit: (id: number) => patch({ openRowKey: id }),
  rowOpened: () => patch({ openRowKey: null }),
};

export const useLicencesScreen = () => useAtomValue(screen);
