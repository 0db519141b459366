import type { ConfigItemRow } from "../../../../../server/contracts/admin/config-items";
import { atom, store, useAtomValue } from "../../../../lib/store";

/**
 * The configuration screen (decision 273): the row last selected (what the commands act on and
 * whose history shows) and the item open in the form. Commands change it; the screen shows it.
 */
interface ConfigScreen {
  selected: ConfigItemRow | null;
  editing: ConfigItemRow | null;
}

const screen = atom<ConfigScreen>({ selected: null, editing: null });
const patch = (next: Partial<ConfigScreen>) => store.set(screen, { ...store.get(screen), ...next });

export const configScreen = {
  selected: () => store.get(screen).selected,
  select: (row: ConfigItemRow | null) => patch({ selected: row }),
  edit: (row: ConfigItemRow | null) => patch({ editing: row }),
};

export const useConfigScreen = () => useAtomValue(screen);
