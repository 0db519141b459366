import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from "react";
import type { CloseQuestion } from "./model/unsaved";

/**
 * Which workspace tabs hold unsaved changes, and the one pending "close anyway?" question.
 * A form marks its tab while it is dirty; a form whose edits outlive its unmount (a draft kept
 * while the tab is hidden) leaves the mark in place, so a hidden tab still counts as dirty.
 * Each mark carries a `discard` that drops the kept edits when the user closes without saving.
 */
type Marks = Map<string, Map<string, () => void>>;

let marks: Marks = new Map();
let question: { ask: CloseQuestion; resolve: (close: boolean) => void } | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const unsavedTabs = {
  subscribe,
  mark(tabId: string, key: string, discard: () => void) {
    const next = new Map(marks);
    next.set(tabId, new Map(marks.get(tabId)).set(key, discard));
    marks = next;
    emit();
  },
  clear(tabId: string, key: string) {
    const keys = marks.get(tabId);
    if (!keys?.has(key)) return;
    const next = new Map(marks);
    const rest = new Map(keys);
    rest.delete(key);
    if (rest.size) next.set(tabId, rest);
    else next.delete(tabId);
    marks = next;
    emit();
  },
  isDirty: (tabId: string) => marks.has(tabId),
  /** True when any of these tabs (all tabs when omitted) holds unsaved changes. */
  any: (tabIds?: Iterable<string>) => {
    if (!tabIds) return marks.size > 0;
    for (const id of tabIds) if (marks.has(id)) return true;
    return false;
  },
  /** Closing without saving: drops the kept edits of these tabs and forgets their marks. */
  discard(tabIds: Iterable<string>) {
    const next = new Map(marks);
    for (const id of tabIds) {
      for (const drop of marks.get(id)?.values() ?? []) drop();
      next.delete(id);
    }
    marks = next;
    emit();
  },
  /** Asks the question (the workspace shows it); resolves true to close, false to keep editing. */
  ask(ask: CloseQuestion): Promise<boolean> {
    question?.resolve(false);
    return new Promise((resolve) => {
      question = { ask, resolve };
      emit();
    });
  },
  answer(close: boolean) {
    const pending = question;
    question = null;
    emit();
    pending?.resolve(close);
  },
  pending: () => question?.ask ?? null,
  /** Tests start from a clean slate. */
  reset() {
    marks = new Map();
    question = null;
    emit();
  },
};

/** The id of the workspace tab a component is rendered in (undefined outside the workspace). */
export const TabIdContext = createContext<string | undefined>(undefined);

/**
 * Marks the surrounding tab while `dirty`. With `keepOnUnmount` (the form keeps a draft when the
 * tab is hidden) the mark survives the unmount; otherwise unmounting forgets the edits and the mark.
 */
export function useTabUnsaved(key: string, dirty: boolean, discard: () => void, keepOnUnmount: boolean) {
  const tabId = useContext(TabIdContext);
  const discardRef = useRef(discard);
  discardRef.current = discard;
  const keepRef = useRef(keepOnUnmount);
  keepRef.current = keepOnUnmount;
  useEffect(() => {
    if (!tabId) return;
    if (!dirty) {
      unsavedTabs.clear(tabId, key);
      return;
    }
    unsavedTabs.mark(tabId, key, () => discardRef.current());
    return () => {
      if (!keepRef.current) unsavedTabs.clear(tabId, key);
    };
  }, [tabId, key, dirty]);
}

export function useCloseQuestion(): CloseQuestion | null {
  return useSyncExternalStore(subscribe, unsavedTabs.pending);
}

/** Reload or closing the browser asks while any tab, shown or hidden, has unsaved changes. */
export function useUnloadGuard() {
  const dirty = useSyncExternalStore(subscribe, () => marks.size > 0);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}
