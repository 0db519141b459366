import { type DependencyList, useEffect } from "react";

/**
 * The one loader of the public pages (no query cache there; zod-free, decision 157): runs `load`
 * when `deps` change and hands its result to `use`, unless the page has gone or the inputs changed
 * meanwhile. `load` may answer undefined to load nothing (a redirect decided at once).
 */
export function useLoaded<T>(
  load: () => Promise<T> | undefined,
  use: (value: T) => void,
  deps: DependencyList,
): void {
  useEffect(
    () => {
      let live = true;
      void load()?.then((value) => {
        if (live) use(value);
      });
      return () => {
        live = false;
      };
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load reads.
    deps,
  );
}
