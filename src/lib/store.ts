import { useAtomValue } from "jotai/react";
import { type Atom, atom, getDefaultStore } from "jotai/vanilla";
import { useMemo } from "react";

/**
 * The browser's client state: jotai atoms in one store (decision 108). Code outside React
 * (commands, workspace actions, the tracker) reads and writes through `store.get/set/sub`; React
 * reads through the hooks below. It is jotai's default store, so a hook without a Provider and
 * a command read the same values. TanStack Query, not this store, holds server data.
 * Keep a function inside an object, never as an atom's whole value: `store.set(a, fn)` would
 * call `fn` as an updater.
 */
export const store = getDefaultStore();

export { atom, useAtomValue };

/**
 * A value computed from an atom; the component re-renders only when the computed value changes
 * (compared with Object.is). `deps` are what `select` reads besides the atom, as for useMemo.
 */
export function useAtomSelect<T, R>(source: Atom<T>, select: (value: T) => R, deps: readonly unknown[]): R {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `select` is fixed by `deps`
  const derived = useMemo(() => atom((get) => select(get(source))), [source, ...deps]);
  return useAtomValue(derived);
}
