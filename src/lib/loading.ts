import { plainStore } from "./plain-store";

/** Counts running requests: `all` drives the full-page spinner, `bar` the top loading bar. */
interface LoadingState {
  all: number;
  bar: number;
}

const loading = plainStore<LoadingState>({ all: 0, bar: 0 });

/** Marks a request as running; returns the function that marks it finished (call once). */
export function beginRequest(showBar: boolean): () => void {
  const now = loading.get();
  loading.set({ all: now.all + 1, bar: now.bar + (showBar ? 1 : 0) });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const at = loading.get();
    loading.set({ all: at.all - 1, bar: at.bar - (showBar ? 1 : 0) });
  };
}

export function useLoading(): LoadingState {
  return loading.use();
}

export function loadingSnapshot(): LoadingState {
  return loading.get();
}
