import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  closeOtherTabs,
  closeTab,
  createLayout,
  cyclePane,
  cycleTab,
  focusedPane,
  focusedTab,
  goToTab,
  type Layout,
  moveTabToOtherPane,
  navigateTo,
  openTab,
  panesOf,
  reopenClosedTab,
  splitPane,
  TABS_MAX,
  toggleMaximize,
  togglePin,
} from "./layout";

const v = (path: string) => ({ path, title: path.slice(1) });
const paths = (l: Layout) => focusedPane(l).tabs.map((t) => t.path);

describe("tabs", () => {
  it("beyond TABS_MAX drops the oldest unpinned tab, never one with unsaved changes, and it can be reopened", () => {
    let l = createLayout(v("/p/0"));
    for (let i = 1; i < TABS_MAX; i += 1) l = openTab(l, v(`/p/${i}`));
    expect(paths(l)).toHaveLength(TABS_MAX);
    const dirty = new Set([focusedPane(l).tabs[0]!.id]); // "/p/0" has unsaved changes
    const keep = (id: string) => dirty.has(id);
    l = openTab(l, v("/p/new"), { keep });
    expect(paths(l)).toHaveLength(TABS_MAX);
    expect(paths(l)).toContain("/p/0");
    expect(paths(l)).not.toContain("/p/1");
    expect(l.closed.map((t) => t.path)).toEqual(["/p/1"]);
    l = reopenClosedTab(l);
    expect(focusedTab(l)?.path).toBe("/p/1");
    // Every other tab dirty too: the pane goes above the limit rather than lose work.
    l = openTab(l, v("/p/more"), { keep: () => true });
    expect(paths(l)).toHaveLength(TABS_MAX + 1);
  });

  it("opens tabs after the active one and focuses an already open path", () => {
    let l = createLayout(v("/dashboard"));
    l = openTab(l, v("/job/edit/1"));
    l = openTab(l, v("/client/add"));
    expect(paths(l)).toEqual(["/dashboard", "/job/edit/1", "/client/add"]);
    l = openTab(l, v("/job/edit/1"));
    expect(paths(l)).toHaveLength(3);
    expect(focusedTab(l)?.path).toBe("/job/edit/1");
  });

  it("with a record key, a section of an open record focuses its tab and shows that section", () => {
    const keyOf = (p: string) => p.replace(/^(\/job\/edit\/\d+)\/\w+$/, "$1");
    let l = createLayout(v("/dashboard"));
    l = openTab(l, v("/job/edit/1/details"), { keyOf });
    l = openTab(l, v("/client/add"), { keyOf });
    l = openTab(l, v("/job/edit/1/invoices"), { keyOf });
    expect(paths(l)).toEqual(["/dashboard", "/job/edit/1/invoices", "/client/add"]);
    expect(focusedTab(l)?.path).toBe("/job/edit/1/invoices");
    l = navigateTo(l, v("/job/edit/1"), keyOf);
    expect(paths(l)).toEqual(["/dashboard", "/job/edit/1", "/client/add"]);
    l = navigateTo(l, v("/job/edit/2/quotas"), keyOf);
    expect(paths(l)).toEqual(["/dashboard", "/job/edit/2/quotas", "/client/add"]);
  });

  it("closes, reopens, closes others but keeps pinned tabs in front", () => {
    let l = createLayout(v("/a"));
    for (const p of ["/b", "/c", "/d"]) l = openTab(l, v(p));
    const b = focusedPane(l).tabs[1]!;
    l = togglePin(l, b.id);
    expect(paths(l)).toEqual(["/b", "/a", "/c", "/d"]);
    l = closeTab(l, focusedTab(l)!.id);
    expect(paths(l)).toEqual(["/b", "/a", "/c"]);
    l = reopenClosedTab(l);
    expect(focusedTab(l)?.path).toBe("/d");
    l = closeOtherTabs(l);
    expect(paths(l)).toEqual(["/b", "/d"]);
  });

  it("cycles and jumps to tab n (9 = last)", () => {
    let l = createLayout(v("/a"));
    for (const p of ["/b", "/c"]) l = openTab(l, v(p));
    expect(focusedTab(cycleTab(l, 1))?.path).toBe("/a");
    expect(focusedTab(cycleTab(l, -1))?.path).toBe("/b");
    expect(focusedTab(goToTab(l, 1))?.path).toBe("/a");
    expect(focusedTab(goToTab(l, 9))?.path).toBe("/c");
    expect(goToTab(l, 5)).toBe(l);
  });

  it("navigating replaces the focused tab's path unless it is pinned", () => {
    let l = createLayout(v("/a"));
    l = navigateTo(l, v("/b"));
    expect(paths(l)).toEqual(["/b"]);
    l = togglePin(l, focusedTab(l)!.id);
    l = navigateTo(l, v("/c"));
    expect(paths(l)).toEqual(["/b", "/c"]);
    l = navigateTo(l, v("/b"));
    expect(focusedTab(l)?.path).toBe("/b");
  });
});

describe("panes", () => {
  it("splits right, opens in the other pane, cycles focus and collapses an emptied pane", () => {
    let l = createLayout(v("/dashboard"));
    l = splitPane(l, "horizontal");
    expect(panesOf(l.root)).toHaveLength(2);
    expect(focusedPane(l).tabs).toEqual([]);
    l = openTab(l, v("/respondent/5"));
    const right = l.focusedPaneId;
    l = cyclePane(l, 1);
    expect(focusedTab(l)?.path).toBe("/dashboard");
    l = openTab(l, v("/job/edit/3"), { otherPane: true });
    expect(l.focusedPaneId).toBe(right);
    expect(paths(l)).toEqual(["/respondent/5", "/job/edit/3"]);
    l = closeTab(l, focusedTab(l)!.id);
    l = closeTab(l, focusedTab(l)!.id);
    expect(panesOf(l.root)).toHaveLength(1);
    expect(focusedTab(l)?.path).toBe("/dashboard");
  });

  it("moves a tab to the other pane, splitting when needed, and maximises", () => {
    let l = createLayout(v("/a"));
    l = openTab(l, v("/b"));
    l = moveTabToOtherPane(l);
    expect(panesOf(l.root).map((p) => p.tabs.map((t) => t.path))).toEqual([["/a"], ["/b"]]);
    l = toggleMaximize(l);
    expect(l.maximizedPaneId).toBe(l.focusedPaneId);
    l = toggleMaximize(l);
    expect(l.maximizedPaneId).toBeNull();
    l = splitPane(l, "vertical");
    expect(panesOf(l.root)).toHaveLength(3);
  });
});

describe("invariants under any sequence of operations", () => {
  const op = fc.oneof(
    fc.record({ k: fc.constant("open"), p: fc.integer({ min: 0, max: 6 }), other: fc.boolean() }),
    fc.record({ k: fc.constant("nav"), p: fc.integer({ min: 0, max: 6 }) }),
    fc.record({ k: fc.constantFrom("close", "others", "reopen", "pin", "next", "prev", "split", "down") }),
    fc.record({ k: fc.constantFrom("pane", "move", "max") }),
  );
  it("keeps one tab per path, a real focused pane and an active tab in every non-empty pane", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let l = createLayout(v("/start"));
        for (const o of ops) {
          const tab = focusedTab(l);
          if (o.k === "open" && "p" in o)
            l = openTab(l, v(`/x/${o.p}`), { otherPane: "other" in o && o.other });
          else if (o.k === "nav" && "p" in o) l = navigateTo(l, v(`/x/${o.p}`));
          else if (o.k === "close" && tab) l = closeTab(l, tab.id);
          else if (o.k === "others") l = closeOtherTabs(l);
          else if (o.k === "reopen") l = reopenClosedTab(l);
          else if (o.k === "pin" && tab) l = togglePin(l, tab.id);
          else if (o.k === "next") l = cycleTab(l, 1);
          else if (o.k === "prev") l = cycleTab(l, -1);
          else if (o.k === "split") l = splitPane(l, "horizontal");
          else if (o.k === "down") l = splitPane(l, "vertical");
          else if (o.k === "pane") l = cyclePane(l, 1);
          else if (o.k === "move") l = moveTabToOtherPane(l);
          else if (o.k === "max") l = toggleMaximize(l);
        }
        const panes = panesOf(l.root);
        const all = panes.flatMap((p) => p.tabs.map((t) => t.path));
        expect(new Set(all).size).toBe(all.length);
        expect(panes.some((p) => p.id === l.focusedPaneId)).toBe(true);
        for (const p of panes) {
          if (p.tabs.length > 0) expect(p.tabs.some((t) => t.id === p.activeTabId)).toBe(true);
          const firstUnpinned = p.tabs.findIndex((t) => !t.pinned);
          if (firstUnpinned >= 0) expect(p.tabs.slice(firstUnpinned).every((t) => !t.pinned)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
