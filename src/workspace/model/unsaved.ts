import { type Layout, panesOf, type Tab } from "./layout";

/** Every tab of a layout, pane by pane. */
export function tabsOf(layout: Layout): Tab[] {
  return panesOf(layout.root).flatMap((p) => p.tabs);
}

/** The tabs of `before` that a change removed (closed, closed with their pane, replaced by a layout). */
export function removedTabs(before: Layout, after: Layout): Tab[] {
  if (before === after) return [];
  const kept = new Set(tabsOf(after).map((t) => t.id));
  return tabsOf(before).filter((t) => !kept.has(t.id));
}

/** The question asked before tabs with unsaved changes close (wording of the app's other guards). */
export interface CloseQuestion {
  title: string;
  text: string;
  /** Titles of the tabs that have changes, in tab order. */
  dirty: string[];
  confirmLabel: string;
  cancelLabel: string;
}

/**
 * One question for one change, however many tabs it closes: `closing` is every tab going away,
 * `dirty` those of them with unsaved changes (never empty when asked). A single tab whose screen
 * set its own guard text (`ownText`, e.g. the survey editor's product §8 wording) is asked in
 * that text with Yes and Cancel.
 */
export function closeQuestion(
  closing: readonly Tab[],
  dirty: readonly Tab[],
  ownText: (tab: Tab) => string | undefined = () => undefined,
): CloseQuestion {
  const one = closing.length === 1;
  const own = one && closing[0] ? ownText(closing[0]) : undefined;
  if (own)
    return { title: "Are you sure?", text: own, dirty: [], confirmLabel: "Yes", cancelLabel: "Cancel" };
  let text: string;
  if (one) text = "Your changes are not saved. Close this tab without saving?";
  else if (dirty.length === 1)
    text = `1 of the ${closing.length} tabs you are closing has changes that are not saved. Close them without saving?`;
  else
    text = `${dirty.length} of the ${closing.length} tabs you are closing have changes that are not saved. Close them without saving?`;
  return {
    title: "Are you sure?",
    text,
    dirty: dirty.map((t) => t.title),
    confirmLabel: one ? "Close without saving" : `Close ${closing.length} tabs`,
    cancelLabel: "Keep editing",
  };
}
