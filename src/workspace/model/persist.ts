import {
  arrayOf,
  type Guard,
  isBoolean,
  isNumber,
  isString,
  nullable,
  oneOf,
  refine,
  shape,
} from "../../lib/guards";
import { type Layout, type LayoutNode, type PaneNode, panesOf, type SplitNode, type Tab } from "./layout";

// The layout is restored as the staff shell starts, so it is checked with guards, not zod
// (decision 080). Bounds as before: ids ≤ 64, paths ≤ 500, titles ≤ 200, 60 tabs a pane, 6 levels.
const MAX_DEPTH = 6;
const isId = refine(isString, (s) => s.length >= 1 && s.length <= 64);

const isTab: Guard<Tab> = shape({
  id: isId,
  path: refine(isString, (s) => s.startsWith("/") && s.length <= 500),
  title: refine(isString, (s) => s.length <= 200),
  pinned: isBoolean,
});

const isPane: Guard<PaneNode> = shape({
  kind: oneOf("pane"),
  id: isId,
  tabs: arrayOf(isTab, 60),
  activeTabId: nullable(isString),
});

/** A pane, or a split of two nodes; deeper than MAX_DEPTH fails before it can exhaust the stack. */
function isNode(value: unknown, level = 1): value is LayoutNode {
  if (isPane(value)) return true;
  if (level >= MAX_DEPTH) return false;
  const isPair = (v: unknown): v is [LayoutNode, LayoutNode] =>
    Array.isArray(v) && v.length === 2 && isNode(v[0], level + 1) && isNode(v[1], level + 1);
  const isSplit: Guard<SplitNode> = shape({
    kind: oneOf("split"),
    id: isId,
    orientation: oneOf("horizontal", "vertical"),
    children: isPair,
    firstSize: nullable(refine(isNumber, (n) => n > 0 && n <= 10_000)),
  });
  return isSplit(value);
}

const isLayout: Guard<Layout> = shape({
  version: oneOf(1),
  root: (v: unknown): v is LayoutNode => isNode(v),
  focusedPaneId: isString,
  maximizedPaneId: nullable(isString),
  closed: arrayOf(isTab, 50),
});

/** Only the known fields (what a zod object parse kept), so stray keys never persist again. */
const tabOf = (t: Tab): Tab => ({ id: t.id, path: t.path, title: t.title, pinned: t.pinned });

function depth(node: LayoutNode): number {
  return node.kind === "pane" ? 1 : 1 + Math.max(depth(node.children[0]), depth(node.children[1]));
}

/**
 * Turns a saved layout back into a Layout, or null when it cannot be restored safely (unknown
 * version, malformed tree, duplicate ids or paths, too deep). The caller then starts clean;
 * `isKnownPath` drops tabs whose route no longer exists instead of failing the whole layout.
 */
export function restoreLayout(
  raw: unknown,
  isKnownPath: (path: string) => boolean = () => true,
): Layout | null {
  if (!isLayout(raw)) return null;
  const layout = raw;
  if (depth(layout.root) > MAX_DEPTH) return null;
  const panes = panesOf(layout.root);
  const ids = new Set<string>();
  const paths = new Set<string>();
  for (const pane of panes) {
    if (ids.has(pane.id)) return null;
    ids.add(pane.id);
    for (const tab of pane.tabs) {
      if (ids.has(tab.id) || paths.has(tab.path)) return null;
      ids.add(tab.id);
      paths.add(tab.path);
    }
  }
  const clean = (node: LayoutNode): LayoutNode => {
    if (node.kind === "split") {
      const { id, orientation, firstSize } = node;
      return {
        kind: "split",
        id,
        orientation,
        firstSize,
        children: [clean(node.children[0]), clean(node.children[1])],
      };
    }
    const tabs = node.tabs.filter((t) => isKnownPath(t.path)).map(tabOf);
    const activeTabId = tabs.some((t) => t.id === node.activeTabId)
      ? node.activeTabId
      : (tabs[0]?.id ?? null);
    return { kind: "pane", id: node.id, tabs, activeTabId };
  };
  const root = clean(layout.root);
  const focusedPaneId = ids.has(layout.focusedPaneId) ? layout.focusedPaneId : panes[0]!.id;
  const maximizedPaneId =
    layout.maximizedPaneId && ids.has(layout.maximizedPaneId) ? layout.maximizedPaneId : null;
  return {
    version: 1,
    root,
    focusedPaneId,
    maximizedPaneId,
    closed: layout.closed.filter((t) => isKnownPath(t.path)).map(tabOf),
  };
}

/** The layout as stored (plain JSON). */
export function serializeLayout(layout: Layout): Record<string, unknown> {
  return JSON.parse(JSON.stringify(layout)) as Record<string, unknown>;
}
