import { createContext, useCallback, useContext, useEffect, useRef } from "react";
import { atom, store, useAtomSelect, useAtomValue } from "../lib/store";
import { useUnloadGuard as useBrowserUnloadGuard } from "../lib/unload-guard";
import type { CloseQuestion } from "./model/unsaved";

/**
 * Which workspace tabs hold unsaved changes, and the one pending "close anyway?" question.
 * A form marks its tab while it is dirty; a form whose edits outlive its unmount (a draft kept
 * while the tab is hidden) leaves the mark in place, so a hidden tab still counts as dirty.
 * Each mark carries a `discard` that drops the kept edits when the user closes without saving.
 */
type Marks = ReadonlyMap<string, ReadonlyMap<string, () => void>>;
type Question = { ask: CloseQuestion; resolve: (close: boolean) => void };

const marksAtom = atom<Marks>(new Map());
/**
 * Synchronous dirty checks of mounted screens, by tab. A mark is set by an effect after React
 * renders the keystroke; a close that follows the keystroke at once (Alt+W with no pause) comes
 * before that render, so the close asks the screen itself (a plain map: nothing renders from it).
 */
type Probe = { dirty: () => boolean; discard: () => void };
const probes = new Map<string, Map<string, Probe>>();
function probedDirty(tabId: string): boolean {
  for (const probe of probes.get(tabId)?.values() ?? []) if (probe.dirty()) return true;
  return false;
}
/** Tabs whose screen asks its own close question (a plain map: nothing renders from it). */
const guardTexts = new Map<string, string>();
const questionAtom = atom<Question | null>(null);
/** Both, so `subscribe` hears every change once. */
const stateAtom = atom((get) => [get(marksAtom), get(questionAtom)] as const);
const anyDirtyAtom = atom((get) => get(marksAtom).size > 0);
const marks = () => store.get(marksAtom);
const setMarks = (next: Marks) => store.set(marksAtom, next);

export const unsavedTabs = {
  subscribe: (listener: () => void) => store.sub(stateAtom, listener),
  mark(tabId: string, key: string, discard: () => void) {
    const next = new Map(marks());
    next.set(tabId, new Map(marks().get(tabId)).set(key, discard));
    setMarks(next);
  },
  clear(tabId: string, key: string) {
    const keys = marks().get(tabId);
    if (!keys?.has(key)) return;
    const next = new Map(marks());
    const rest = new Map(keys);
    rest.delete(key);
    if (rest.size) next.set(tabId, rest);
    else next.delete(tabId);
    setMarks(next);
  },
  isDirty: (tabId: string) => marks().has(tabId) || probedDirty(tabId),
  /** The close question's text the tab's screen set, if any. */
  guardText: (tabId: string) => guardTexts.get(tabId),
  /** True when any of these tabs (all tabs when omitted) holds unsaved changes. */
  any: (tabIds?: Iterable<string>) => {
    const ids = tabIds ?? new Set([...marks().keys(), ...probes.keys()]);
    for (const id of ids) if (unsavedTabs.isDirty(id)) return true;
    return false;
  },
  /** Closing without saving: drops the kept edits of these tabs and forgets their marks. */
  discard(tabIds: Iterable<string>) {
    const before = marks();
    const next = new Map(before);
    for (const id of tabIds) {
      for (const drop of before.get(id)?.values() ?? []) drop();
      for (const probe of probes.get(id)?.values() ?? []) if (probe.dirty()) probe.discard();
      next.delete(id);
    }
    setMarks(next);
  },
  /** Asks the question (the workspace shows it); resolves true to close, false to keep editing. */
  ask(ask: CloseQuestion): Promise<boolean> {
    store.get(questionAtom)?.resolve(false);
    return new Promise((resolve) => store.set(questionAtom, { ask, resolve }));
  },
  answer(close: boolean) {
    const pending = store.get(questionAtom);
    store.set(questionAtom, null);
    pending?.resolve(close);
  },
  pending: () => store.get(questionAtom)?.ask ?? null,
  /** Tests start from a clean slate. */
  reset() {
    setMarks(new Map());
    probes.clear();
    guardTexts.clear();
    store.set(questionAtom, null);
  },
};

/** The id of the workspace tab a component is rendered in (undefined outside the workspace). */
export const TabIdContext = createContext<string | undefined>(undefined);

/**
 * Marks the surrounding tab while `dirty`. With `keepOnUnmount` (the form keeps a draft when the
 * tab is hidden) the mark survives the unmount; otherwise unmounting forgets the edits and the mark.
 * `probe` answers, synchronously and at any moment, whether there are unsaved edits the last render
 * has not shown yet; the close question reads it while the screen is mounted.
 */
export function useTabUnsaved(
  key: string,
  dirty: boolean,
  discard: () => void,
  keepOnUnmount: boolean,
  probe?: () => boolean,
): () => void {
  const tabId = useContext(TabIdContext);
  const discardRef = useRef(discard);
  discardRef.current = discard;
  const keepRef = useRef(keepOnUnmount);
  keepRef.current = keepOnUnmount;
  const probeRef = useRef(probe);
  probeRef.current = probe;
  useEffect(() => {
    if (!tabId) return;
    const entry: Probe = {
      dirty: () => probeRef.current?.() ?? false,
      discard: () => discardRef.current(),
    };
    probes.set(tabId, new Map(probes.get(tabId)).set(key, entry));
    return () => {
      const rest = new Map(probes.get(tabId));
      if (rest.get(key) === entry) rest.delete(key);
      if (rest.size) probes.set(tabId, rest);
      else probes.delete(tabId);
    };
  }, [tabId, key]);
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
  // Saved: the mark goes at once, even when the save also unmounts the screen (a new record
  // opening as itself), which would otherwise keep the mark of a draft that no longer exists.
  return useCallback(() => {
    if (tabId) unsavedTabs.clear(tabId, key);
  }, [tabId, key]);
}

/**
 * While mounted, closing the surrounding tab with unsaved changes asks `text` (with Yes and
 * Cancel) instead of the workspace's generic question.
 */
export function useTabGuardText(text: string) {
  const tabId = useContext(TabIdContext);
  useEffect(() => {
    if (!tabId) return;
    guardTexts.set(tabId, text);
    return () => {
      if (guardTexts.get(tabId) === text) guardTexts.delete(tabId);
    };
  }, [tabId, text]);
}

export function useCloseQuestion(): CloseQuestion | null {
  return useAtomValue(questionAtom)?.ask ?? null;
}

/** Whether the tab holds unsaved changes (re-renders only when that changes). */
export function useTabDirty(tabId: string): boolean {
  return useAtomSelect(marksAtom, (m) => m.has(tabId), [tabId]);
}

/** Reload or closing the browser asks while any tab, shown or hidden, has unsaved changes. */
export function useUnloadGuard() {
  useBrowserUnloadGuard(useAtomValue(anyDirtyAtom));
}
