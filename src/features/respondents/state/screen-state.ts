import type { RespondentSuggestion } from "../../../../server/contracts/search";
import { atom, store, useAtomSelect } from "../../../lib/store";

/**
 * What commands ask of the respondent screens. Commands may not import components, so "merge with
 * that respondent" passes through here (saving goes through the tab savers, decision 118).
 */
type State = {
  merge: { keepId: number; other: RespondentSuggestion; seq: number } | null;
};
let seq = 0;
const stateAtom = atom<State>({ merge: null });
const state = () => store.get(stateAtom);
const set = (next: State) => store.set(stateAtom, next);

export const respondentScreens = {
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
