import type { RespondentSuggestion } from "../../../../server/contracts/search";
import { atom, store, useAtomSelect } from "../../../lib/store";

/**
 * What the respondent screens tell the commands, and what commands ask of the screens. Commands
 * may not import components, so "save this form" and "merge with that respondent" pass through here.
 */
type Saver = () => Promise<void>;
type State = {
  savers: Map<string, Saver>;
  merge: { keepId: number; other: RespondentSuggestion; seq: number } | null;
};
let seq = 0;
const stateAtom = atom<State>({ savers: new Map(), merge: null });
const state = () => store.get(stateAtom);
const set = (next: State) => store.set(stateAtom, next);

export const respondentScreens = {
  /** The screen at `path` registers how to save its form; returns the unregister function. */
  registerSaver(path: string, saver: Saver) {
    const savers = new Map(state().savers);
    savers.set(path, saver);
    set({ ...state(), savers });
    return () => {
      if (state().savers.get(path) !== saver) return;
      const next = new Map(state().savers);
      next.delete(path);
      set({ ...state(), savers: next });
    };
  },
  canSave: (path: string | undefined) => (path ? state().savers.has(path) : false),
  save: async (path: string | undefined) => {
    const saver = path ? state().savers.get(path) : undefined;
    if (saver) await saver();
  },
  /** Asks the screen of `keepId` to show the field-by-field merge with `other`. */
  requestMerge(keepId: number, other: RespondentSuggestion) {
    seq += 1;
    set({ ...state(), merge: { keepId, other, seq } });
  },
  mergeShown: () => set({ ...state(), merge: null }),
  pendingMerge: () => state().merge,
};

/** The pending merge request for this respondent, or null. */
export function useMergeRequest(keepId: number) {
  return useAtomSelect(stateAtom, ({ merge }) => (merge && merge.keepId === keepId ? merge : null), [keepId]);
}
