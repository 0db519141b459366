import { useSyncExternalStore } from "react";

/**
 * The rows selected in each workspace tab, keyed by the tab's path. One store for every
 * feature: lists publish into it (through their screen-state), and the command context reads
 * the focused tab's rows from it (ctx.selection), so commands need no per-feature lookup.
 */
let selections: ReadonlyMap<string, readonly unknown[]> = new Map();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setTabSelection(path: string, rows: readonly unknown[]): void {
  const before = selections.get(path) ?? [];
  if (before.length === rows.length && before.every((r, i) => r === rows[i])) return;
  const next = new Map(selections);
  if (rows.length) next.set(path, rows);
  else next.delete(path);
  selections = next;
  for (const listener of listeners) listener();
}

/** The rows selected in the tab at `path` (none when no path). */
export function tabSelection(path: string | undefined): readonly unknown[] {
  return path ? (selections.get(path) ?? []) : [];
}

/** Re-renders when any tab's selection changes (command buttons update their enabled state). */
export function useTabSelections(): ReadonlyMap<string, readonly unknown[]> {
  return useSyncExternalStore(subscribe, () => selections);
}
