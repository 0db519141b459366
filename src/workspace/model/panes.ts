/** Pane operations: split, focus across panes, move a tab across, maximise, resize, close. */
import {
  activeTab,
  collapseEmpty,
  emptyPane,
  findNode,
  findPane,
  findTab,
  focusedPane,
  focusPane,
  type Layout,
  newId,
  ordered,
  panesOf,
  rememberClosed,
  removeTabFromPane,
  replaceNode,
  type SplitNode,
  updatePane,
} from "./tree";

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

export function ensureOtherPane(layout: Layout): Layout {
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
  const emptied = updatePane(layout, paneId, (p) => ({ ...p, tabs: [], activeTabId: null }));
  return collapseEmpty(rememberClosed(emptied, pane.tabs), paneId);
}
