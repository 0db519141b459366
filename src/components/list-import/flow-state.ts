import type { MatchReport, UploadAnswer } from "../../../server/contracts/list-import";
import { atom, store, useAtomValue } from "../../lib/store";

/**
 * Where one upload → map → report → import flow stands, per place it is mounted (the panel
 * import page, a private list's upload): jotai atoms in the one store (decision 108), so a tab
 * that is hidden and shown again finds its flow where it left it.
 */
export interface FlowState {
  upload: UploadAnswer | null;
  report: MatchReport | null;
  /** The import was queued: the progress bar polls it. */
  started: boolean;
  error: string | null;
  busy: boolean;
}

const EMPTY: FlowState = { upload: null, report: null, started: false, error: null, busy: false };
const flows = new Map<string, ReturnType<typeof atom<FlowState>>>();

const flowAtom = (key: string) => {
  let a = flows.get(key);
  if (!a) {
    a = atom<FlowState>(EMPTY);
    flows.set(key, a);
  }
  return a;
};

export const useFlow = (key: string) => useAtomValue(flowAtom(key));

/** Merges a change into the flow's state. */
export const setFlow = (key: string, patch: Partial<FlowState>) =>
  store.set(flowAtom(key), { ...store.get(flowAtom(key)), ...patch });

/** Back to choosing a file. */
export const resetFlow = (key: string) => store.set(flowAtom(key), EMPTY);
