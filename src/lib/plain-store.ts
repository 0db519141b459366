import { useSyncExternalStore } from "react";

/**
 * A value React can watch without jotai: for the few stores that ride in the public pages' first
 * download (the session, the request counter, the server config; decision 108). Everything else
 * is a jotai atom in `store.ts`.
 */
export function plainStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    /** The value in a component, re-rendered on every `set`. */
    use: () => useSyncExternalStore(subscribe, () => value),
  };
}
