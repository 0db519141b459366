import { atom, store, useAtomValue } from "../lib/store";

/**
 * The rows selected in each workspace tab, keyed by the tab's path. One atom for every
 * feature: lists publish into it (through their screen-state), and the command context reads
 * the focused tab's rows from it (ctx.selection), so commands need no per-feature lookup.
 */
type Selections = ReadonlyMap<string, readonly unknown[]>;
const selectionsAtom = atom<Selections>(new Map());

export function setTabSelection(path: string, rows: readonly unknown[]): void {
  const selections = store.get(selectionsAtom);
  const before = selections.get(path) ?? [];
  if (before.length === rows.length && before.every((r, i) => r === rows[i])) return;
  const next = new Map(selections);
  if (rows.length) next.set(path, rows);
  else next.delete(path);
  store.set(selectionsAtom, next);
}

/** The rows selected in the tab at `path` (none when no path). */
export function tabSelection(path: string | undefined): readonly unknown[] {
  return path ? (store.get(selectionsAtom).get(path) ?? []) : [];
}

/** Re-renders when any tab's selection changes (command buttons update their enabled state). */
export function useTabSelections(): Selections {
  return useAtomValue(selectionsAtom);
}
