/**
 * The layout tree (decision 032) and the lookups and small updates that the tab operations
 * (`layout.ts`) and the pane operations (`panes.ts`) share. Pure functions, as everywhere here.
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

const CLOSED_MAX = 20;
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

export function updatePane(layout: Layout, paneId: string, fn: (p: PaneNode) => PaneNode): Layout {
  return { ...layout, root: mapPanes(layout.root, (p) => (p.id === paneId ? fn(p) : p)) };
}

/** Pinned tabs stay in front, in the order they were pinned. */
export function ordered(tabs: Tab[]): Tab[] {
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

export function removeTabFromPane(p: PaneNode, tabId: string): PaneNode {
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

export function collapseEmpty(layout: Layout, paneId: string): Layout {
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

export function replaceNode(node: LayoutNode, id: string, fn: (n: LayoutNode) => LayoutNode): LayoutNode {
  if (node.id === id) return fn(node);
  if (node.kind === "pane") return node;
  return {
    ...node,
    children: [replaceNode(node.children[0], id, fn), replaceNode(node.children[1], id, fn)],
  };
}

export function findNode(node: LayoutNode, id: string): LayoutNode | undefined {
  if (node.id === id) return node;
  if (node.kind === "pane") return undefined;
  return findNode(node.children[0], id) ?? findNode(node.children[1], id);
}

/** Tabs that left the workspace go to the closed list (newest last), so they can be reopened. */
export function rememberClosed(layout: Layout, tabs: readonly Tab[]): Layout {
  return tabs.length === 0 ? layout : { ...layout, closed: [...layout.closed, ...tabs].slice(-CLOSED_MAX) };
}
