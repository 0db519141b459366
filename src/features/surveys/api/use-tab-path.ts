import { useContext } from "react";
import { panesOf } from "../../../workspace/model/layout";
import { useLayout } from "../../../workspace/store";
import { TabIdContext } from "../../../workspace/unsaved";

/**
 * The path of the workspace tab this view is in: the key of its editor draft, the same string
 * commands see as `ctx.focused.path`. Outside the workspace (tests) it is `fallback`.
 */
export function useTabPath(fallback: string): string {
  const tabId = useContext(TabIdContext);
  const layout = useLayout();
  if (!tabId) return fallback;
  for (const pane of panesOf(layout.root)) for (const t of pane.tabs) if (t.id === tabId) return t.path;
  return fallback;
}
