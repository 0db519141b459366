import { describe, expect, it } from "vitest";
import {
  clearSelection,
  clickRow,
  emptySelection,
  keepSelection,
  moveCursor,
  PageCache,
  restoreSelection,
  selectAll,
} from "./data-table-model";

describe("data table selection", () => {
  it("arrows move a single selection and stop at the ends", () => {
    let s = moveCursor(emptySelection, 0, 3, false);
    s = moveCursor(s, s.cursor + 1, 3, false);
    expect([...s.selected]).toEqual([1]);
    s = moveCursor(s, 10, 3, false);
    expect(s.cursor).toBe(2);
    s = moveCursor(s, -4, 3, false);
    expect(s.cursor).toBe(0);
  });

  it("shift+arrows extend from the anchor, both ways", () => {
    let s = moveCursor(emptySelection, 2, 10, false);
    s = moveCursor(s, 3, 10, true);
    s = moveCursor(s, 4, 10, true);
    expect([...s.selected].sort()).toEqual([2, 3, 4]);
    s = moveCursor(s, 1, 10, true);
    expect([...s.selected].sort()).toEqual([1, 2]);
  });

  it("ctrl+click toggles, shift+click selects a range, a plain click resets", () => {
    let s = clickRow(emptySelection, 1, { shift: false, toggle: false });
    s = clickRow(s, 4, { shift: false, toggle: true });
    expect([...s.selected].sort()).toEqual([1, 4]);
    s = clickRow(s, 4, { shift: false, toggle: true });
    expect([...s.selected]).toEqual([1]);
    s = clickRow(s, 6, { shift: true, toggle: false });
    expect([...s.selected].sort()).toEqual([4, 5, 6]);
    s = clickRow(s, 0, { shift: false, toggle: false });
    expect([...s.selected]).toEqual([0]);
  });

  it("select all covers every row; an empty table has no cursor", () => {
    expect(selectAll(emptySelection, 4).selected.size).toBe(4);
    expect(moveCursor(emptySelection, 1, 0, false)).toBe(emptySelection);
  });
});

describe("page cache", () => {
  it("asks only for pages of the visible range that are neither loaded nor loading", () => {
    const c = new PageCache<string>(10);
    expect(c.missingPages(0, 25, 100)).toEqual([0, 10, 20]);
    c.markPending(0);
    c.put(
      10,
      Array.from({ length: 10 }, (_, i) => `r${10 + i}`),
    );
    expect(c.missingPages(0, 25, 100)).toEqual([20]);
    c.fail(0);
    expect(c.missingPages(5, 8, 100)).toEqual([0]);
    expect(c.missingPages(95, 120, 100)).toEqual([90]);
    expect(c.missingPages(0, 5, 0)).toEqual([]);
  });

  it("a short last page counts as loaded", () => {
    const c = new PageCache<number>(10);
    c.put(20, [20, 21, 22]);
    expect(c.missingPages(20, 22, 23)).toEqual([]);
    expect(c.pick([22, 20, 99])).toEqual([20, 22]);
  });

  it("a selection kept by key follows its rows through a reload, and drops rows that are gone", () => {
    const before = new PageCache<{ id: string }>(10);
    before.put(0, [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }]);
    const kept = keepSelection({ cursor: 2, anchor: 1, selected: new Set([1, 2, 3]) }, before, (r) => r.id);
    expect(kept).toEqual({ cursor: "c", anchor: "b", selected: ["b", "c", "d"] });
    const after = new PageCache<{ id: string }>(10);
    after.put(0, [{ id: "c" }, { id: "a" }, { id: "b" }]);
    expect(restoreSelection(kept!, after, (r) => r.id)).toEqual({
      cursor: 0,
      anchor: 2,
      selected: new Set([2, 0]),
    });
    expect(keepSelection(emptySelection, before, (r) => r.id)).toBeNull();
  });

  it("Escape clears the selection and keeps the cursor", () => {
    expect(clearSelection({ cursor: 2, anchor: 0, selected: new Set([0, 1, 2]) })).toEqual({
      cursor: 2,
      anchor: 2,
      selected: new Set(),
    });
  });
});
