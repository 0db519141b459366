import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { atom, store } from "../../lib/store";
import { emptySelection, type SelectionState } from "./data-table-model";

/** A row's class: the one place both React (Row) and the key handler's direct paint take it from. */
export const rowClass = (selected: boolean, cursor: boolean) =>
  `dt-row${selected ? " dt-selected" : ""}${cursor ? " dt-cursor" : ""}`;

/**
 * The selection React renders rows from: one jotai atom per grid. Rows and the <table> read their
 * own slice of it (`useAtomSelect`), so a new selection re-renders them and not Virtuoso's
 * context: a new context re-renders Virtuoso's header, list and viewport, whose resize observers
 * then observe anew and take the next frame's main frame, the one the next key press wanted
 * (decision 192). Setting an equal selection notifies nobody (jotai compares with Object.is).
 */
export function selectionStore() {
  const selection = atom<SelectionState>(emptySelection);
  return {
    atom: selection,
    get: (): SelectionState => store.get(selection),
    set: (next: SelectionState) => store.set(selection, next),
    subscribe: (listener: () => void) => store.sub(selection, listener),
  };
}
export type SelectionStore = ReturnType<typeof selectionStore>;

/**
 * The grid's cursor and selection as the keys leave them (decision 192). A key press that lands
 * on a rendered row paints that row and its neighbours' state straight onto the DOM and scrolls
 * the scroller by what hides it, so the next frame shows the move with no React render in it;
 * React's state (`store`) and Virtuoso's answer to the scroll (re-render, layout, measuring rows)
 * follow after that frame has painted. React then writes the values the DOM already has.
 */
export function useCursor(rowId: (index: number) => string) {
  const [selection] = useState(selectionStore);
  /** The selection as the keys left it: handlers read this, `sel` may be a frame behind. */
  const live = useRef<SelectionState>(emptySelection);
  const scroller = useRef<HTMLElement | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const following = useRef(false);
  const holdScroll = useRef(false);
  const held = useRef(false);
  const grid = () => scroller.current?.querySelector("table") ?? null;

  /** A selection through React now (clicks, Escape, rows not rendered yet). */
  const select = useCallback(
    (next: SelectionState) => {
      live.current = next;
      holdScroll.current = false;
      // Rows painted ahead of React get the same state, so React's diff leaves none behind.
      const table = scroller.current?.querySelector("table");
      if (table) paintSelection(table, next, rowId);
      selection.set(next);
    },
    [rowId, selection],
  );

  const follow = useCallback(() => {
    if (!following.current) return;
    following.current = false;
    holdScroll.current = false;
    if (held.current) {
      held.current = false;
      scroller.current?.dispatchEvent(new Event("scroll"));
    }
    selection.set(live.current);
  }, [selection]);

  /** Moves to `next` ahead of React when its cursor row is rendered; false when it is not. */
  const paintAhead = (next: SelectionState): boolean => {
    const box = scroller.current;
    const table = grid();
    const row = next.cursor >= 0 ? document.getElementById(rowId(next.cursor)) : null;
    if (!box || !table || !row || !table.contains(row)) return false;
    if (revealRow(box, row, table.tHead)) holdScroll.current = true;
    paintSelection(table, next, rowId);
    live.current = next;
    if (!following.current) {
      following.current = true;
      requestAnimationFrame(() => setTimeout(follow, 0));
    }
    return true;
  };

  useEffect(() => {
    const el = wrapper.current;
    if (!el) return;
    // A capture listener on an ancestor runs before Virtuoso's own on the scroller and can stop
    // it; `follow` hands Virtuoso the scroll once the frame is painted.
    const hold = (e: Event) => {
      if (!holdScroll.current || e.target !== scroller.current) return;
      e.stopPropagation();
      held.current = true;
    };
    // A key or click before the follow (a command on the selection) first brings React and the
    // selection callback up to date, so nothing acts on the selection of a frame ago. The grid's
    // own moves read `live` and leave the follow after their frame: a run of arrows is followed
    // once, not in each next press's handler.
    const catchUp = (e: Event) => {
      if (!following.current) return;
      const table = scroller.current?.querySelector("table");
      if (e instanceof KeyboardEvent && isMove(e) && table?.contains(e.target as Node)) return;
      flushSync(follow);
    };
    el.addEventListener("scroll", hold, { capture: true });
    window.addEventListener("keydown", catchUp, { capture: true });
    window.addEventListener("pointerdown", catchUp, { capture: true });
    return () => {
      el.removeEventListener("scroll", hold, { capture: true });
      window.removeEventListener("keydown", catchUp, { capture: true });
      window.removeEventListener("pointerdown", catchUp, { capture: true });
    };
  }, [follow]);

  const setScroller = useCallback((el: HTMLElement | Window | null) => {
    scroller.current = el instanceof HTMLElement ? el : null;
  }, []);

  /**
   * PageUp/PageDown's step: the rows in the viewport, 150 px above it and 150 px and an overscan
   * chunk below, i.e. the range Virtuoso rendered before a page was kept rendered ahead (the
   * step stays what it was); null before the rows are laid out.
   */
  const pageRows = (): number | null => {
    const box = scroller.current;
    const table = grid();
    if (!box || !table || box.clientHeight === 0) return null;
    const view = box.getBoundingClientRect();
    const top = view.top + box.clientTop - PAGE_MARGIN;
    const bottom = view.top + box.clientTop + box.clientHeight + PAGE_MARGIN + OVERSCAN;
    let first = -1;
    let last = -1;
    for (const tr of table.querySelectorAll<HTMLElement>("tbody > tr[data-index]")) {
      const r = tr.getBoundingClientRect();
      if (r.bottom <= top || r.top >= bottom) continue;
      const index = Number(tr.dataset.index);
      if (first < 0) first = index;
      last = index;
    }
    return first < 0 ? null : last - first;
  };

  return {
    store: selection,
    live,
    select,
    paintAhead,
    pageRows,
    setScroller,
    scroller,
    wrapper: wrapper as RefObject<HTMLDivElement>,
  };
}

/** Keys the grid moves its cursor with (Shift extends): they need no catch-up of React first. */
const MOVES = new Set(["ArrowDown", "ArrowUp", "PageDown", "PageUp", "Home", "End"]);
const isMove = (e: KeyboardEvent) => MOVES.has(e.key) && !e.altKey && !e.ctrlKey && !e.metaKey;

/** What the grid renders beyond the viewport on each side, besides the page ahead (px). */
export const PAGE_MARGIN = 150;
/** Virtuoso's `overscan`: rows come and go in chunks of this height (px). */
export const OVERSCAN = 120;

/** Class and aria-selected of every rendered row, and the grid's active descendant. */
function paintSelection(table: HTMLTableElement, sel: SelectionState, rowId: (i: number) => string) {
  // Rows with an index: not the header's, nor Virtuoso's spacer rows.
  for (const tr of table.querySelectorAll<HTMLElement>("tbody > tr[data-index]")) {
    const index = Number(tr.dataset.index);
    const selected = sel.selected.has(index);
    const cls = rowClass(selected, sel.cursor === index);
    if (tr.className !== cls) tr.className = cls;
    if (tr.getAttribute("aria-selected") !== String(selected))
      tr.setAttribute("aria-selected", String(selected));
  }
  if (sel.cursor >= 0) table.setAttribute("aria-activedescendant", rowId(sel.cursor));
  else table.removeAttribute("aria-activedescendant");
}

/**
 * Scrolls by exactly what hides `row` (below the bottom edge, or under the sticky header);
 * answers whether it scrolled. Reads layout before it writes.
 */
function revealRow(scroller: HTMLElement, row: HTMLElement, head: HTMLElement | null): boolean {
  const view = scroller.getBoundingClientRect();
  const box = row.getBoundingClientRect();
  const top = view.top + scroller.clientTop + (head?.getBoundingClientRect().height ?? 0);
  const bottom = view.top + scroller.clientTop + scroller.clientHeight;
  const before = scroller.scrollTop;
  if (box.bottom > bottom) scroller.scrollTop += box.bottom - bottom;
  else if (box.top < top) scroller.scrollTop -= top - box.top;
  return scroller.scrollTop !== before;
}
