import { z } from "zod";
import { type Layout, type LayoutNode, panesOf } from "./layout";

const tabSchema = z.object({
  id: z.string().min(1).max(64),
  path: z.string().startsWith("/").max(500),
  title: z.string().max(200),
  pinned: z.boolean(),
});

const paneSchema = z.object({
  kind: z.literal("pane"),
  id: z.string().min(1).max(64),
  tabs: z.array(tabSchema).max(60),
  activeTabId: z.string().nullable(),
});

const nodeSchema: z.ZodType<LayoutNode> = z.lazy(() =>
  z.union([
    paneSchema,
    z.object({
      kind: z.literal("split"),
      id: z.string().min(1).max(64),
      orientation: z.enum(["horizontal", "vertical"]),
      children: z.tuple([nodeSchema, nodeSchema]),
      firstSize: z.number().positive().max(10_000).nullable(),
    }),
  ]),
);

const layoutSchema = z.object({
  version: z.literal(1),
  root: nodeSchema,
  focusedPaneId: z.string(),
  maximizedPaneId: z.string().nullable(),
  closed: z.array(tabSchema).max(50),
});

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
  const parsed = layoutSchema.safeParse(raw);
  if (!parsed.success) return null;
  const layout = parsed.data as Layout;
  if (depth(layout.root) > 6) return null;
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
    if (node.kind === "split")
      return { ...node, children: [clean(node.children[0]), clean(node.children[1])] };
    const tabs = node.tabs.filter((t) => isKnownPath(t.path));
    const activeTabId = tabs.some((t) => t.id === node.activeTabId)
      ? node.activeTabId
      : (tabs[0]?.id ?? null);
    return { ...node, tabs, activeTabId };
  };
  const root = clean(layout.root);
  const focusedPaneId = ids.has(layout.focusedPaneId) ? layout.focusedPaneId : panes[0]!.id;
  const maximizedPaneId =
    layout.maximizedPaneId && ids.has(layout.maximizedPaneId) ? layout.maximizedPaneId : null;
  return {
    ...layout,
    root,
    focusedPaneId,
    maximizedPaneId,
    closed: layout.closed.filter((t) => isKnownPath(t.path)),
  };
}

/** The layout as stored (plain JSON). */
export function serializeLayout(layout: Layout): Record<string, unknown> {
  return JSON.parse(JSON.stringify(layout)) as Record<string, unknown>;
}
