import { useEffect } from "react";
import { panesOf, setTitle } from "./model/layout";
import { useLayout, workspace } from "./store";

/**
 * Names the workspace tabs showing this record (any of its sub-tabs) once the record is known.
 * Moving between sub-tabs gives a tab the route's generic title again ("Edit Job"), so this
 * watches the layout and puts the name back; setTitle leaves an already named tab untouched.
 */
export function useTabTitle(pathPrefix: string, title: string | null) {
  const layout = useLayout();
  useEffect(() => {
    if (!title) return;
    const prefix = pathPrefix.toLowerCase();
    const stale = panesOf(layout.root).some((pane) =>
      pane.tabs.some(
        (t) =>
          t.title !== title &&
          (t.path.toLowerCase() === prefix || t.path.toLowerCase().startsWith(`${prefix}/`)),
      ),
    );
    if (!stale) return;
    workspace.update((current) => {
      let next = current;
      for (const pane of panesOf(current.root))
        for (const tab of pane.tabs) {
          const path = tab.path.toLowerCase();
          if (path === prefix || path.startsWith(`${prefix}/`)) next = setTitle(next, tab.id, title);
        }
      return next;
    });
  }, [layout, pathPrefix, title]);
}
