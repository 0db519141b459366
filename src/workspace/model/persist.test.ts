import { describe, expect, it } from "vitest";
import { createLayout, openTab, panesOf, splitPane } from "./layout";
import { restoreLayout, serializeLayout } from "./persist";

describe("restoreLayout", () => {
  it("round-trips a split layout", () => {
    let l = createLayout({ path: "/dashboard", title: "Dashboard" });
    l = splitPane(l, "horizontal");
    l = openTab(l, { path: "/respondent/3", title: "Respondent" });
    expect(restoreLayout(serializeLayout(l))).toEqual(l);
  });

  it("answers null for anything it cannot restore safely", () => {
    expect(restoreLayout(null)).toBeNull();
    expect(restoreLayout({ version: 2 })).toBeNull();
    expect(restoreLayout({ version: 1, root: { kind: "pane" }, focusedPaneId: "x" })).toBeNull();
    const l = openTab(createLayout({ path: "/a", title: "a" }), { path: "/b", title: "b" });
    const dup = serializeLayout(l) as { root: { tabs: { path: string }[] } };
    dup.root.tabs[1]!.path = "/a";
    expect(restoreLayout(dup)).toBeNull();
  });

  it("drops tabs of unknown routes and repairs focus", () => {
    let l = createLayout({ path: "/a", title: "a" });
    l = openTab(l, { path: "/gone", title: "gone" });
    const raw = { ...serializeLayout(l), focusedPaneId: "nope" };
    const back = restoreLayout(raw, (p) => p !== "/gone");
    expect(back && panesOf(back.root)[0]!.tabs.map((t) => t.path)).toEqual(["/a"]);
    expect(back?.focusedPaneId).toBe(panesOf(back!.root)[0]!.id);
  });

  it("keeps only the known fields and refuses a tree deeper than six levels without throwing", () => {
    const l = openTab(createLayout({ path: "/a", title: "a" }), { path: "/b", title: "b" });
    const raw = serializeLayout(l) as { root: { tabs: Record<string, unknown>[] } } & Record<string, unknown>;
    raw.stray = "x";
    raw.root.tabs[0]!.stray = 1;
    expect(restoreLayout(raw)).toEqual(l);
    const pane = (id: string) => ({ kind: "pane", id, tabs: [], activeTabId: null });
    let root: unknown = pane("p0");
    for (let i = 1; i < 5000; i++)
      root = {
        kind: "split",
        id: `s${i}`,
        orientation: "vertical",
        children: [root, pane(`p${i}`)],
        firstSize: null,
      };
    const deep = { version: 1, root, focusedPaneId: "p0", maximizedPaneId: null, closed: [] };
    expect(restoreLayout(deep)).toBeNull();
  });
});
