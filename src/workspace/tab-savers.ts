import { useContext, useEffect, useRef } from "react";
import * as M from "./model/layout";
import { workspace } from "./store";
import { TabIdContext } from "./unsaved";

/**
 * How each workspace tab saves its record forms, so one save command (Ctrl+S / ⌘S) works on every
 * record screen. Commands cannot reach into components: a form registers here under its tab, and
 * the command asks for the focused tab. Nothing renders from this registry, so it is a plain map.
 */
type Saver = { formId: string; save: () => Promise<void> };
const savers = new Map<string, Saver[]>();

function focusedSavers(): Saver[] {
  const tabId = M.focusedTab(workspace.get())?.id;
  return tabId ? (savers.get(tabId) ?? []) : [];
}

export const tabSavers = {
  /** Whether the focused tab shows a form that can be saved. */
  canSaveFocused: () => focusedSavers().length > 0,
  /** Saves the form holding the keyboard focus, else the tab's first (its main record). */
  async saveFocused() {
    const list = focusedSavers();
    const active = typeof document === "undefined" ? null : document.activeElement;
    const inFocus = list.find((s) => active && document.getElementById(s.formId)?.contains(active));
    await (inFocus ?? list[0])?.save();
  },
};

/** Registers this form's save under the surrounding workspace tab while it is mounted (and enabled). */
export function useTabSaver(formId: string, save: () => Promise<void>, enabled = true) {
  const tabId = useContext(TabIdContext);
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (!tabId || !enabled) return;
    const saver: Saver = { formId, save: () => saveRef.current() };
    savers.set(tabId, [...(savers.get(tabId) ?? []), saver]);
    return () => {
      const rest = (savers.get(tabId) ?? []).filter((s) => s !== saver);
      if (rest.length) savers.set(tabId, rest);
      else savers.delete(tabId);
    };
  }, [tabId, formId, enabled]);
}
