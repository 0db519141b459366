import { atom, store, useAtomValue } from "../lib/store";
import * as M from "./model/layout";
import { closeQuestion, removedTabs } from "./model/unsaved";
import { unsavedTabs } from "./unsaved";
import { matchView, tabKey } from "./view-registry";

/**
 * The live workspace: one Layout atom so commands, hotkeys and components share it.
 * Every change goes through `update` with a pure model function.
 */
const layoutAtom = atom<M.Layout>(M.createLayout());
/** False until the saved layout is restored; the workspace shows "Loading…" meanwhile. */
const readyAtom = atom(false);
/** Both, so `subscribe` hears a restore (new layout and ready) once. */
const stateAtom = atom((get) => ({ layout: get(layoutAtom), ready: get(readyAtom) }));
/** Sets the layout and, with `ready`, marks it restored: one store change. */
const replaceAtom = atom(null, (_get, set, next: { layout: M.Layout; ready: boolean }) => {
  set(layoutAtom, next.layout);
  if (next.ready) set(readyAtom, true);
});

export const workspace = {
  get: () => store.get(layoutAtom),
  isReady: () => store.get(readyAtom),
  subscribe: (listener: () => void) => store.sub(stateAtom, listener),
  update(fn: (l: M.Layout) => M.Layout) {
    const layout = store.get(layoutAtom);
    const next = fn(layout);
    if (next === layout) return;
    store.set(layoutAtom, next);
  },
  /** Replaces the layout (restore on load, open a saved layout). */
  replace(next: M.Layout, markReady = true) {
    store.set(replaceAtom, { layout: next, ready: markReady });
  },
};

/**
 * Applies a change that may remove tabs. When a removed tab has unsaved changes the user is asked
 * once; on "keep editing" nothing changes, otherwise the kept edits of the removed tabs are dropped.
 */
async function closing(change: (l: M.Layout) => M.Layout, discard = false): Promise<boolean> {
  const layout = workspace.get();
  const gone = removedTabs(layout, change(layout));
  const dirty = gone.filter((t) => unsavedTabs.isDirty(t.id));
  if (
    !discard &&
    dirty.length > 0 &&
    !(await unsavedTabs.ask(closeQuestion(gone, dirty, (t) => unsavedTabs.guardText(t.id))))
  )
    return false;
  // The layout may have moved while the question was open: apply the change to the current one.
  const now = workspace.get();
  const next = change(now);
  const removed = removedTabs(now, next).map((t) => t.id);
  if (unsavedTabs.any(removed)) unsavedTabs.discard(removed);
  workspace.update(() => next);
  return true;
}

/** The title a path gets when none is given: its view's title. */
export function titleFor(path: string): string {
  return matchView(path)?.def.title ?? path;
}

/** Workspace actions on the focused pane/tab; commands reach them through their context. */
export const actions = {
  open(path: string, options: { otherPane?: boolean; title?: string } = {}) {
    workspace.update((l) =>
      M.openTab(
        l,
        { path, title: options.title ?? titleFor(path) },
        { ...options, keyOf: tabKey, keep: unsavedTabs.isDirty },
      ),
    );
  },
  navigateTo(path: string) {
    workspace.update((l) => M.navigateTo(l, { path, title: titleFor(path) }, tabKey, unsavedTabs.isDirty));
  },
  newTab() {
    // A new tab starts on the staff home; one tab per path, so an open home is focused instead.
    actions.open("/dashboard");
  },
  /**
   * Closes a tab (the focused one by default); one with unsaved changes asks first, unless
   * `discard` says its edits are moot (the record was just deleted).
   */
  closeTab(tabId?: string, options: { discard?: boolean } = {}): Promise<boolean> {
    const id = tabId ?? M.focusedTab(workspace.get())?.id;
    return closing((l) => (id ? M.closeTab(l, id) : l), options.discard);
  },
  closeOtherTabs(): Promise<boolean> {
    const paneId = workspace.get().focusedPaneId;
    return closing((l) => M.closeOtherTabs(l, paneId));
  },
  /** Replaces the whole workspace (open a saved layout): its tabs close, asking as above. */
  replaceLayout: (next: M.Layout) => closing(() => next),
  reopenClosedTab: () => workspace.update(M.reopenClosedTab),
  togglePin(tabId?: string) {
    workspace.update((l) => {
      const id = tabId ?? M.focusedTab(l)?.id;
      return id ? M.togglePin(l, id) : l;
    });
  },
  cycleTab: (step: 1 | -1) => workspace.update((l) => M.cycleTab(l, step)),
  goToTab: (n: number) => workspace.update((l) => M.goToTab(l, n)),
  split: (orientation: "horizontal" | "vertical") => workspace.update((l) => M.splitPane(l, orientation)),
  cyclePane: (step: 1 | -1) => workspace.update((l) => M.cyclePane(l, step)),
  moveTabToOtherPane: () => workspace.update((l) => M.moveTabToOtherPane(l)),
  toggleMaximize: () => workspace.update((l) => M.toggleMaximize(l)),
  focusTab: (tabId: string) => workspace.update((l) => M.focusTab(l, tabId)),
  focusPane: (paneId: string) => workspace.update((l) => M.focusPane(l, paneId)),
  closePane: (paneId: string) => closing((l) => M.closePane(l, paneId)),
  resize: (splitId: string, firstSize: number) =>
    workspace.update((l) => M.resizeSplit(l, splitId, firstSize)),
  info() {
    const layout = workspace.get();
    const pane = M.focusedPane(layout);
    return {
      panes: M.panesOf(layout.root).length,
      tabsInPane: pane.tabs.length,
      closedTabs: layout.closed.length,
      focusedPinned: Boolean(M.activeTab(pane)?.pinned),
      maximized: layout.maximizedPaneId !== null,
    };
  },
};

export function useLayout(): M.Layout {
  return useAtomValue(layoutAtom);
}

/** Whether the saved layout has been restored (re-renders when it is). */
export function useWorkspaceReady(): boolean {
  return useAtomValue(readyAtom);
}
