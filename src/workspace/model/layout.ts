/**
 * The workspace as data: a binary split tree of panes, each with its own tabs. Every operation is
 * a pure function from one layout to the next, so the whole engine is unit-tested without React.
 * This module holds the tab operations and is the one the rest of the app imports; the tree and
 * its shared helpers are in `tree.ts`, the pane operations in `panes.ts`.
 */
import { ensureOtherPane, otherPaneId } from "./panes";
import {
  activeTab,
  collapseEmpty,
  emptyPane,
  findPane,
  findTab,
  focusedPane,
  focusPane,
  focusTab,
  type Layout,
  newId,
  ordered,
  type PaneNode,
  rememberClosed,
  removeTabFromPane,
  TABS_MAX,
  type Tab,
  updatePane,
} from "./tree";

export {
  closePane,
  cyclePane,
  moveTabToOtherPane,
  resizeSplit,
  splitPane,
  toggleMaximize,
} from "./panes";
export {
  activeTab,
  focusedPane,
  focusedTab,
  focusPane,
  focusTab,
  type Layout,
  type LayoutNode,
  type PaneNode,
  panesOf,
  type SplitNode,
  TABS_MAX,
  type Tab,
} from "./tree";

export function createLayout(first?: { path: string; title: string }): Layout {
  const pane = emptyPane();
  const layout: Layout = {
    version: 1,
    root: pane,
    focusedPaneId: pane.id,
    maximizedPaneId: null,
    closed: [],
  };
  return first ? openTab(layout, first) : layout;
}

/**
 * Which record a path shows: two paths with one key are one tab ("/job/edit/7/quotas" and
 * "/job/edit/7" both show job 7). The store passes the view registry's; by default a path is its key.
 */
export type TabKeyOf = (path: string) => string;
const pathIsKey: TabKeyOf = (path) => path;

export interface OpenOptions {
  /** Open in the pane after the focused one (creating a split right when there is only one). */
  otherPane?: boolean;
  /** Open in this pane. */
  paneId?: string;
  keyOf?: TabKeyOf;
  /** Tabs that must not be dropped to stay within TABS_MAX (unsaved changes). */
  keep?: (tabId: string) => boolean;
}

/** Focuses the tab already showing the record of `path`, moved to `path` (its sub-view), if any. */
function focusSameRecord(layout: Layout, path: string, keyOf: TabKeyOf): Layout | null {
  const key = keyOf(path);
  const existing = findTab(layout, (t) => keyOf(t.path) === key);
  if (!existing) return null;
  const focused = focusTab(layout, existing.tab.id);
  if (existing.tab.path === path) return focused;
  return updatePane(focused, existing.pane.id, (p) => ({
    ...p,
    tabs: p.tabs.map((t) => (t.id === existing.tab.id ? { ...t, path } : t)),
  }));
}

/**
 * Opens a path as a new tab after the active one, or focuses the tab that already shows its
 * record (anywhere in the workspace: one tab per record), switched to the path's sub-view.
 */
export function openTab(
  layout: Layout,
  view: { path: string; title: string },
  options: OpenOptions = {},
): Layout {
  const same = focusSameRecord(layout, view.path, options.keyOf ?? pathIsKey);
  if (same) return same;
  let next = layout;
  let paneId = options.paneId ?? layout.focusedPaneId;
  if (options.otherPane) {
    next = ensureOtherPane(next);
    paneId = otherPaneId(next, next.focusedPaneId);
  }
  const tab: Tab = { id: newId("t"), path: view.path, title: view.title, pinned: false };
  let dropped: Tab[] = [];
  next = updatePane(next, paneId, (p) => {
    const at = p.tabs.findIndex((t) => t.id === p.activeTabId);
    const tabs = [...p.tabs];
    tabs.splice(at < 0 ? tabs.length : at + 1, 0, tab);
    const trimmed = trimPane({ ...p, tabs: ordered(tabs), activeTabId: tab.id }, options.keep);
    dropped = trimmed.dropped;
    return trimmed.pane;
  });
  // Dropped tabs can be brought back like closed ones (Reopen closed tab).
  return focusPane(rememberClosed(next, dropped), paneId);
}

/**
 * Drops the oldest unpinned, inactive tabs beyond TABS_MAX per pane; never a tab `keep` names
 * (one with unsaved changes), so the pane may stay above the limit rather than lose work.
 */
function trimPane(p: PaneNode, keep: (tabId: string) => boolean = () => false) {
  let tabs = p.tabs;
  const dropped: Tab[] = [];
  while (tabs.length > TABS_MAX) {
    const victim = tabs.find((t) => !t.pinned && t.id !== p.activeTabId && !keep(t.id));
    if (!victim) break;
    dropped.push(victim);
    tabs = tabs.filter((t) => t !== victim);
  }
  return { pane: tabs === p.tabs ? p : { ...p, tabs }, dropped };
}

/**
 * The address bar moved (link, back/forward, typed URL): focus the tab showing that record, else
 * show it in the focused tab (a pinned tab keeps its path, so a new tab opens instead).
 */
export function navigateTo(
  layout: Layout,
  view: { path: string; title: string },
  keyOf: TabKeyOf = pathIsKey,
  keep?: (tabId: string) => boolean,
): Layout {
  const same = focusSameRecord(layout, view.path, keyOf);
  if (same) return same;
  const pane = focusedPane(layout);
  const tab = activeTab(pane);
  if (!tab || tab.pinned) return openTab(layout, view, { paneId: pane.id, keyOf, keep });
  return updatePane(layout, pane.id, (p) => ({
    ...p,
    tabs: p.tabs.map((t) => (t.id === tab.id ? { ...t, path: view.path, title: view.title } : t)),
  }));
}

export function setTitle(layout: Layout, tabId: string, title: string): Layout {
  const hit = findTab(layout, (t) => t.id === tabId);
  if (!hit || hit.tab.title === title) return layout;
  return updatePane(layout, hit.pane.id, (p) => ({
    ...p,
    tabs: p.tabs.map((t) => (t.id === tabId ? { ...t, title } : t)),
  }));
}

export function closeTab(layout: Layout, tabId: string): Layout {
  const hit = findTab(layout, (t) => t.id === tabId);
  if (!hit) return layout;
  const next = updatePane(layout, hit.pane.id, (p) => removeTabFromPane(p, tabId));
  return collapseEmpty(rememberClosed(next, [hit.tab]), hit.pane.id);
}

/** Closes every tab of the pane except the active one and pinned ones. */
export function closeOtherTabs(layout: Layout, paneId: string = layout.focusedPaneId): Layout {
  const pane = findPane(layout, paneId);
  if (!pane) return layout;
  const gone = pane.tabs.filter((t) => !t.pinned && t.id !== pane.activeTabId);
  const next = updatePane(layout, paneId, (p) => ({ ...p, tabs: p.tabs.filter((t) => !gone.includes(t)) }));
  return rememberClosed(next, gone);
}

export function reopenClosedTab(layout: Layout): Layout {
  const last = layout.closed[layout.closed.length - 1];
  if (!last) return layout;
  const next = { ...layout, closed: layout.closed.slice(0, -1) };
  return openTab(next, last);
}

export function togglePin(layout: Layout, tabId: string): Layout {
  const hit = findTab(layout, (t) => t.id === tabId);
  if (!hit) return layout;
  return updatePane(layout, hit.pane.id, (p) => {
    const tab = { ...hit.tab, pinned: !hit.tab.pinned };
    const rest = p.tabs.filter((t) => t.id !== tabId);
    // Pinning moves the tab to the end of the pinned group; unpinning to the start of the rest:
    // both are the boundary between the two groups.
    const pinned = rest.filter((t) => t.pinned);
    const others = rest.filter((t) => !t.pinned);
    return { ...p, tabs: [...pinned, tab, ...others] };
  });
}

/** Next (+1) or previous (-1) tab of the focused pane, wrapping around. */
export function cycleTab(layout: Layout, step: 1 | -1): Layout {
  const pane = focusedPane(layout);
  if (pane.tabs.length === 0) return layout;
  const at = pane.tabs.findIndex((t) => t.id === pane.activeTabId);
  const next = pane.tabs[(at + step + pane.tabs.length) % pane.tabs.length]!;
  return focusTab(layout, next.id);
}

/** Tab n (1-based) of the focused pane; 9 is always the last tab, as in browsers. */
export function goToTab(layout: Layout, n: number): Layout {
  const pane = focusedPane(layout);
  const tab = n === 9 ? pane.tabs[pane.tabs.length - 1] : pane.tabs[n - 1];
  return tab ? focusTab(layout, tab.id) : layout;
}
