import type { BulkOperation, BulkOperationInput } from "../../../../../server/contracts/admin/bulk-data";
import { atom, store, useAtomValue } from "../../../../lib/store";
import { type BulkDraft, EMPTY_DRAFT } from "../model/bulk-draft";

/** What a preview showed: the operation it was asked for and its count (what Run confirms). */
export interface ShownPreview {
  operation: BulkOperationInput;
  total: number;
  description: string;
  /** Changes on every preview, so the rows' table loads again. */
  version: number;
}

const draft = atom<BulkDraft>(EMPTY_DRAFT);
const preview = atom<ShownPreview | null>(null);
/**
 * The operation whose progress the page follows (the one just run or undone); `since` starts a
 * fresh poll when the same operation is followed again (its undo).
 */
const following = atom<{ id: number; since: number } | null>(null);
const selected = atom<BulkOperation | null>(null);
/** Bumped after a run or an undo: the history reloads. */
const historyVersion = atom(0);

/** The bulk data screen's state (decision 281); the commands read and write it. */
export const bulkScreen = {
  draft: () => store.get(draft),
  setDraft: (patch: Partial<BulkDraft>) => {
    store.set(draft, { ...store.get(draft), ...patch });
    // A changed form makes the shown preview stale: Run needs a new one.
    store.set(preview, null);
  },
  preview: () => store.get(preview),
  showPreview: (p: Omit<ShownPreview, "version">) => store.set(preview, { ...p, version: Date.now() }),
  clearPreview: () => store.set(preview, null),
  following: () => store.get(following)?.id ?? null,
  follow: (id: number | null) => {
    store.set(following, id === null ? null : { id, since: Date.now() });
    store.set(historyVersion, store.get(historyVersion) + 1);
  },
  refreshHistory: () => store.set(historyVersion, store.get(historyVersion) + 1),
  selected: () => store.get(selected),
  select: (row: BulkOperation | null) => store.set(selected, row),
};

export const useBulkDraft = () => useAtomValue(draft);
export const useBulkPreview = () => useAtomValue(preview);
/** The followed operation and when it was followed (a new poll each time). */
export const useBulkFollowing = () => useAtomValue(following);
export const useBulkSelection = () => useAtomValue(selected);
export const useBulkHistoryVersion = () => useAtomValue(historyVersion);
