import { useContext } from "react";
import { findTab } from "./model/tree";
import { useLayout } from "./store";
import { TabIdContext } from "./unsaved";

/**
 * The path of the tab a view is shown in, query string included: a view whose state lives in its
 * address (a report's filters) reads it here, since in a split the address bar names only the
 * focused tab.
 */
export function useTabPath(fallback: string): string {
  const tabId = useContext(TabIdContext);
  const layout = useLayout();
  if (!tabId) return fallback;
  return findTab(layout, (t) => t.id === tabId)?.tab.path ?? fallback;
}
