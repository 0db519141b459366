import { useSyncExternalStore } from "react";

/** Counts running requests: `all` drives the full-page spinner, `bar` the top loading bar. */
interface LoadingState {
  all: number;
  bar: number;
}

let state: LoadingState = { all: 0, bar: 0 };
const listeners = new Set<() => void>();

function emit(next: LoadingState) {
  state = next;
  for (const l of listeners) l();
}

/** Marks a request as running; returns the function that marks it finished (call once). */
export function beginRequest(showBar: boolean): () => void {
  emit({ all: state.all + 1, bar: state.bar + (showBar ? 1 : 0) });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    emit({ all: state.all - 1, bar: state.bar - (showBar ? 1 : 0) });
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoading(): LoadingState {
  return useSyncExternalStore(subscribe, () => state);
}

export function loadingSnapshot(): LoadingState {
  return state;
}
