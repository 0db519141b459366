import { useEffect } from "react";
import { panesOf, setTitle } from "../../../workspace/model/layout";
import { workspace } from "../../../workspace/store";

/** Names the workspace tabs showing this record (any of its sub-tabs) once the record is known. */
export function useTabTitle(pathPrefix: string, title: string | null) {
  useEffect(() => {
    if (!title) return;
    const prefix = pathPrefix.toLowerCase();
    workspace.update((layout) => {
      let next = layout;
      for (const pane of panesOf(layout.root))
        for (const tab of pane.tabs) {
          const path = tab.path.toLowerCase();
          if (path === prefix || path.startsWith(`${prefix}/`)) next = setTitle(next, tab.id, title);
        }
      return next;
    });
  }, [pathPrefix, title]);
}
