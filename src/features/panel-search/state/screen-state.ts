import { atom, store, useAtomSelect } from "../../../lib/store";
import { createScreenState } from "../../../workspace/screen-state";

/**
 * What a search tab tells the commands: its current filter (as sent to the server), the query
 * entity, the chosen job for quota impact, the visible columns, the result total; and what the
 * commands ask of the screen (run, add a condition). Commands read it synchronously (`enabled`)
 * and import nothing heavy: the filter is kept in its wire form, a plain object.
 */
export interface SearchTabState {
  entity: "respondent" | "event" | "event-archive";
  /** The filter in the server's shape, or null while it has problems. */
  filters: unknown;
  /** The problems that keep it from running. */
  problems: string[];
  jobId: number | null;
  sessionId: number | null;
  /** The survey whose questions the filter may name (survey:<surveyId>:… fields). */
  surveyId?: number | null;
  columns: string[];
  sort: { column: string; dir: "asc" | "desc" } | null;
  total: number | null;
  estimated: boolean;
  /** The saved query this tab shows, if any. */
  queryId: number | null;
  queryName: string | null;
}

/** A command's request to the screen of one tab; seq changes with every request. */
export interface ScreenRequest {
  path: string;
  kind: "run" | "addCondition" | "addGroup";
  seq: number;
}

const tabsAtom = atom<ReadonlyMap<string, SearchTabState>>(new Map());
const requestAtom = atom<ScreenRequest | null>(null);
let seq = 0;

const base = createScreenState();

export const panelSearchScreens = {
  setSelection: base.screens.setSelection,
  selection: base.screens.selection,
  /** The state the tab at `path` published, or null when it shows no search. */
  tab: (path: string | undefined): SearchTabState | null =>
    path ? (store.get(tabsAtom).get(path) ?? null) : null,
  publish(path: string, state: SearchTabState) {
    const next = new Map(store.get(tabsAtom));
    next.set(path, state);
    store.set(tabsAtom, next);
  },
  forget(path: string) {
    const next = new Map(store.get(tabsAtom));
    next.delete(path);
    store.set(tabsAtom, next);
  },
  request(path: string, kind: ScreenRequest["kind"]) {
    seq += 1;
    store.set(requestAtom, { path, kind, seq });
  },
  /** The latest request made of any screen (what the screen's hook reads). */
  lastRequest: (): ScreenRequest | null => store.get(requestAtom),
};

/** The latest request for the tab at `path` (null when none). */
export function useScreenRequest(path: string): ScreenRequest | null {
  return useAtomSelect(requestAtom, (r) => (r && r.path === path ? r : null), [path]);
}

export const useSelections = base.useSelections;
