/**
 * Pure state of the data table (no React): which rows are selected, where the cursor is, and
 * which server pages are loaded. Kept apart so the keyboard and paging rules are unit-tested.
 */

export interface SelectionState {
  /** The row the keyboard cursor is on (-1: none yet). */
  cursor: number;
  /** Where a Shift range starts. */
  anchor: number;
  selected: ReadonlySet<number>;
}

export const emptySelection: SelectionState = { cursor: -1, anchor: -1, selected: new Set() };

const clamp = (n: number, total: number) => Math.max(0, Math.min(total - 1, n));

function range(a: number, b: number): Set<number> {
  const out = new Set<number>();
  for (let i = Math.min(a, b); i <= Math.max(a, b); i++) out.add(i);
  return out;
}

/** Arrow/Page/Home/End: moves the cursor; with `extend` (Shift) the range from the anchor is selected. */
export function moveCursor(
  state: SelectionState,
  to: number,
  total: number,
  extend: boolean,
): SelectionState {
  if (total <= 0) return emptySelection;
  const cursor = clamp(to, total);
  if (extend) {
    const anchor = state.anchor < 0 ? clamp(state.cursor < 0 ? 0 : state.cursor, total) : state.anchor;
    return { cursor, anchor, selected: range(anchor, cursor) };
  }
  return { cursor, anchor: cursor, selected: new Set([cursor]) };
}

/** A click: plain selects one row, Ctrl/Cmd toggles one, Shift selects the range from the anchor. */
export function clickRow(
  state: SelectionState,
  index: number,
  mods: { shift: boolean; toggle: boolean },
): SelectionState {
  if (mods.shift && state.anchor >= 0)
    return { cursor: index, anchor: state.anchor, selected: range(state.anchor, index) };
  if (mods.toggle) {
    const selected = new Set(state.selected);
    if (selected.has(index)) selected.delete(index);
    else selected.add(index);
    return { cursor: index, anchor: index, selected };
  }
  return { cursor: index, anchor: index, selected: new Set([index]) };
}

/** Escape: the selection is dropped, the cursor stays where it is. */
export function clearSelection(state: SelectionState): SelectionState {
  if (state.selected.size === 0) return state;
  return { cursor: state.cursor, anchor: state.cursor, selected: new Set() };
}

type Key = string | number;
/** A selection by row key, so it outlives a reload that may move or drop rows. */
export interface KeptSelection {
  cursor: Key | null;
  anchor: Key | null;
  selected: Key[];
}

export function keepSelection<T>(
  state: SelectionState,
  cache: PageCache<T>,
  rowKey: (row: T) => Key,
): KeptSelection | null {
  if (state.cursor < 0 && state.selected.size === 0) return null;
  const keyAt = (i: number) => {
    const row = cache.get(i);
    return row === undefined ? null : rowKey(row);
  };
  return {
    cursor: keyAt(state.cursor),
    anchor: keyAt(state.anchor),
    selected: [...state.selected].map(keyAt).filter((k): k is Key => k !== null),
  };
}

/** The kept selection on the reloaded rows; rows that are gone drop out of it. */
export function restoreSelection<T>(
  kept: KeptSelection,
  cache: PageCache<T>,
  rowKey: (row: T) => Key,
): SelectionState {
  const at = new Map<Key, number>();
  for (const [i, row] of cache.entries()) at.set(rowKey(row), i);
  const find = (k: Key | null) => (k === null ? -1 : (at.get(k) ?? -1));
  const selected = new Set(kept.selected.map(find).filter((i) => i >= 0));
  const cursor = find(kept.cursor);
  const anchor = find(kept.anchor);
  return { cursor, anchor: anchor >= 0 ? anchor : cursor, selected };
}

/** Ctrl/Cmd+A. */
export function selectAll(state: SelectionState, total: number): SelectionState {
  return { ...state, selected: range(0, total - 1) };
}

/** Loaded rows by absolute index; the table asks which pages a visible range still needs. */
export class PageCache<T> {
  private rows = new Map<number, T>();
  private pending = new Set<number>();
  constructor(readonly pageSize: number) {}

  get(index: number): T | undefined {
    return this.rows.get(index);
  }

  /** Start offsets of the pages covering [first,last] that are neither loaded nor loading. */
  missingPages(first: number, last: number, total: number): number[] {
    if (total <= 0 || last < first) return [];
    const out: number[] = [];
    const from = Math.floor(Math.max(0, first) / this.pageSize) * this.pageSize;
    for (let start = from; start <= Math.min(last, total - 1); start += this.pageSize) {
      if (this.pending.has(start)) continue;
      if (!this.rows.has(start) || !this.rows.has(Math.min(start + this.pageSize, total) - 1))
        out.push(start);
    }
    return out;
  }

  markPending(start: number): void {
    this.pending.add(start);
  }

  put(start: number, rows: readonly T[]): void {
    this.pending.delete(start);
    for (const [i, row] of rows.entries()) this.rows.set(start + i, row);
  }

  fail(start: number): void {
    this.pending.delete(start);
  }

  /** Loaded rows with their indexes. */
  entries(): IterableIterator<[number, T]> {
    return this.rows.entries();
  }

  /** Rows of the given indexes that are loaded (the selection handed to bulk actions). */
  pick(indexes: Iterable<number>): T[] {
    const out: T[] = [];
    for (const i of [...indexes].sort((a, b) => a - b)) {
      const row = this.rows.get(i);
      if (row !== undefined) out.push(row);
    }
    return out;
  }
}
