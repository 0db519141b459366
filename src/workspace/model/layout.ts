/**
 * The workspace as data: a binary split tree of panes, each with its own tabs. Every operation is
 * a pure function from one layout to the next, so the whole engine is unit-tested without React.
 */
export interface Tab {
  id: string;
  /** The route path the tab shows, e.g. "/job/edit/12". Unique across the workspace. */
  path: string;
  title: string;
  pinned: boolean;
}

export interface PaneNode {
  kind: "pane";
  id: string;
  tabs: Tab[];
  activeTabId: string | null;
}

export interface SplitNode {
  kind: "split";
  id: string;
  /** "horizontal": side by side (split right); "vertical": stacked (split down). */
  orientation: "horizontal" | "vertical";
  children: [LayoutNode, LayoutNode];
  /** Size of the first child in pixels, when the user has dragged the separator. */
  firstSize: number | null;
}

export type LayoutNode = PaneNode | SplitNode;

export interface Layout {
  version: 1;
  root: LayoutNode;
  focusedPaneId: string;
  maximizedPaneId: string | null;
  /** Recently closed tabs, newest last (reopen closed tab). */
  closed: Tab[];
}

export const CLOSED_MAX = 20;
export const TABS_MAX = 40;

let counter = 0;
/** Short unique ids; deterministic enough for tests, unique within a page load. */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36)}`;
}

export function emptyPane(): PaneNode {
  return { kind: "pane", id: newId("p"), tabs: [], activeTabId: null };
}

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

/** Panes in reading order (left-to-right, top-to-bottom). */
export function panesOf(node: LayoutNode): PaneNode[] {
  return node.kind === "pane" ? [node] : [...panesOf(node.children[0]), ...panesOf(node.children[1])];
}

export function findPane(layout: Layout, paneId: string): PaneNode | undefined {
  return panesOf(layout.root).find((p) => p.id === paneId);
}

export function focusedPane(layout: Layout): PaneNode {
  return findPane(layout, layout.focusedPaneId) ?? panesOf(layout.root)[0]!;
}

export function activeTab(pane: PaneNode): Tab | undefined {
  return pane.tabs.find((t) => t.id === pane.activeTabId);
}

/** The tab the address bar shows. */
export function focusedTab(layout: Layout): Tab | undefined {
  return activeTab(focusedPane(layout));
}

export function findTab(layout: Layout, pred: (t: Tab) => boolean): { pane: PaneNode; tab: Tab } | undefined {
  for (const pane of panesOf(layout.root)) {
    const tab = pane.tabs.find(pred);
    if (tab) return { pane, tab };
  }
  return undefined;
}

function mapPanes(node: LayoutNode, fn: (p: PaneNode) => PaneNode): LayoutNode {
  if (node.kind === "pane") return fn(node);
  return { ...node, children: [mapPanes(node.children[0], fn), mapPanes(node.children[1], fn)] };
}

function updatePane(layout: Layout, paneId: string, fn: (p: PaneNode) => PaneNode): Layout {
  return { ...layout, root: mapPanes(layout.root, (p) => (p.id === paneId ? fn(p) : p)) };
}

/** Pinned tabs stay in front, in the order they were pinned. */
function ordered(tabs: Tab[]): Tab[] {
  return [...tabs.filter((t) => t.pinned), ...tabs.filter((t) => !t.pinned)];
}

export function focusTab(layout: Layout, tabId: string): Layout {
  const hit = findTab(layout, (t) => t.id === tabId);
  if (!hit) return layout;
  return {
    ...updatePane(layout, hit.pane.id, (p) => ({ ...p, activeTabId: tabId })),
    focusedPaneId: hit.pane.id,
  };
}

export function focusPane(layout: Layout, paneId: string): Layout {
  if (!findPane(layout, paneId)) return layout;
  const maximizedPaneId =
    layout.maximizedPaneId && layout.maximizedPaneId !== paneId ? null : layout.maximizedPaneId;
  return { ...layout, focusedPaneId: paneId, maximizedPaneId };
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
  if (dropped.length > 0) next = { ...next, closed: [...next.closed, ...dropped].slice(-CLOSED_MAX) };
  return focusPane(next, paneId);
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

function removeTabFromPane(p: PaneNode, tabId: string): PaneNode {
  const at = p.tabs.findIndex((t) => t.id === tabId);
  if (at < 0) return p;
  const tabs = p.tabs.filter((t) => t.id !== tabId);
  const activeTabId =
    p.activeTabId === tabId ? (tabs[Math.min(at, tabs.length - 1)]?.id ?? null) : p.activeTabId;
  return { ...p, tabs, activeTabId };
}

/** Removes a pane from the tree; its sibling takes the parent's place. */
function removePane(node: LayoutNode, paneId: string): LayoutNode {
  if (node.kind === "pane") return node;
  const [a, b] = node.children;
  if (a.kind === "pane" && a.id === paneId) return b;
  if (b.kind === "pane" && b.id === paneId) return a;
  return { ...node, children: [removePane(a, paneId), removePane(b, paneId)] };
}

function collapseEmpty(layout: Layout, paneId: string): Layout {
  const pane = findPane(layout, paneId);
  if (!pane || pane.tabs.length > 0 || panesOf(layout.root).length < 2) return layout;
  const order = panesOf(layout.root);
  const neighbour = order[order.findIndex((p) => p.id === paneId) - 1] ?? order[1]!;
  const root = removePane(layout.root, paneId);
  return {
    ...layout,
    root,
    focusedPaneId: layout.focusedPaneId === paneId ? neighbour.id : layout.focusedPaneId,
    maximizedPaneId: layout.maximizedPaneId === paneId ? null : layout.maximizedPaneId,
  };
}

export function closeTab(layout: Layout, tabId: string): Layout {
  const hit = findTab(layout, (t) => t.id === tabId);
  if (!hit) return layout;
  const closed = [...layout.closed, hit.tab].slice(-CLOSED_MAX);
  const next = { ...updatePane(layout, hit.pane.id, (p) => removeTabFromPane(p, tabId)), closed };
  return collapseEmpty(next, hit.pane.id);
}

/** Closes every tab of the pane except the active one and pinned ones. */
export function closeOtherTabs(layout: Layout, paneId: string = layout.focusedPaneId): Layout {
  const pane = findPane(layout, paneId);
  if (!pane) return layout;
  const gone = pane.tabs.filter((t) => !t.pinned && t.id !== pane.activeTabId);
  const closed = [...layout.closed, ...gone].slice(-CLOSED_MAX);
  return {
    ...updatePane(layout, paneId, (p) => ({ ...p, tabs: p.tabs.filter((t) => !gone.includes(t)) })),
    closed,
  };
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

function replaceNode(node: LayoutNode, id: string, fn: (n: LayoutNode) => LayoutNode): LayoutNode {
  if (node.id === id) return fn(node);
  if (node.kind === "pane") return node;
  return {
    ...node,
    children: [replaceNode(node.children[0], id, fn), replaceNode(node.children[1], id, fn)],
  };
}

/** Splits a pane; the new empty pane goes right (horizontal) or below (vertical) and takes focus. */
export function splitPane(
  layout: Layout,
  orientation: SplitNode["orientation"],
  paneId: string = layout.focusedPaneId,
): Layout {
  if (!findPane(layout, paneId)) return layout;
  const fresh = emptyPane();
  const root = replaceNode(layout.root, paneId, (n) => ({
    kind: "split",
    id: newId("s"),
    orientation,
    children: [n, fresh],
    firstSize: null,
  }));
  return { ...layout, root, focusedPaneId: fresh.id, maximizedPaneId: null };
}

export function otherPaneId(layout: Layout, paneId: string): string {
  const order = panesOf(layout.root);
  const at = order.findIndex((p) => p.id === paneId);
  return order[(at + 1) % order.length]!.id;
}

function ensureOtherPane(layout: Layout): Layout {
  if (panesOf(layout.root).length > 1) return layout;
  const focused = layout.focusedPaneId;
  return { ...splitPane(layout, "horizontal", focused), focusedPaneId: focused };
}

/** F6 / Shift+F6: the next or previous pane in reading order, wrapping. */
export function cyclePane(layout: Layout, step: 1 | -1): Layout {
  const order = panesOf(layout.root);
  const at = order.findIndex((p) => p.id === layout.focusedPaneId);
  return focusPane(layout, order[(at + step + order.length) % order.length]!.id);
}

/** Moves the focused tab to the other pane (splitting right when there is one pane). */
export function moveTabToOtherPane(layout: Layout, tabId?: string): Layout {
  const hit = tabId ? findTab(layout, (t) => t.id === tabId) : undefined;
  const pane = hit?.pane ?? focusedPane(layout);
  const tab = hit?.tab ?? activeTab(pane);
  if (!tab) return layout;
  let next = ensureOtherPane(focusPane(layout, pane.id));
  const target = otherPaneId(next, pane.id);
  next = updatePane(next, pane.id, (p) => removeTabFromPane(p, tab.id));
  next = updatePane(next, target, (p) => ({ ...p, tabs: ordered([...p.tabs, tab]), activeTabId: tab.id }));
  next = collapseEmpty({ ...next, focusedPaneId: target }, pane.id);
  return next;
}

export function toggleMaximize(layout: Layout, paneId: string = layout.focusedPaneId): Layout {
  if (panesOf(layout.root).length < 2) return { ...layout, maximizedPaneId: null };
  return {
    ...layout,
    maximizedPaneId: layout.maximizedPaneId === paneId ? null : paneId,
    focusedPaneId: paneId,
  };
}

function findNode(node: LayoutNode, id: string): LayoutNode | undefined {
  if (node.id === id) return node;
  if (node.kind === "pane") return undefined;
  return findNode(node.children[0], id) ?? findNode(node.children[1], id);
}

/** Records a separator drag; sizes are whole pixels and an unchanged size changes nothing. */
export function resizeSplit(layout: Layout, splitId: string, size: number): Layout {
  const firstSize = Math.round(size);
  const node = findNode(layout.root, splitId);
  if (node?.kind !== "split" || node.firstSize === firstSize || firstSize <= 0) return layout;
  return {
    ...layout,
    root: replaceNode(layout.root, splitId, (n) => (n.kind === "split" ? { ...n, firstSize } : n)),
  };
}

export function closePane(layout: Layout, paneId: string = layout.focusedPaneId): Layout {
  const pane = findPane(layout, paneId);
  if (!pane || panesOf(layout.root).length < 2) return layout;
  const closed = [...layout.closed, ...pane.tabs].slice(-CLOSED_MAX);
  return collapseEmpty(
    { ...updatePane(layout, paneId, (p) => ({ ...p, tabs: [], activeTabId: null })), closed },
    paneId,
  );
}
