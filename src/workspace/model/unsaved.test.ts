import { describe, expect, it } from "vitest";
import {
  closeOtherTabs,
  closePane,
  closeTab,
  createLayout,
  focusedPane,
  openTab,
  splitPane,
  togglePin,
} from "./layout";
import { closeQuestion, removedTabs, tabsOf } from "./unsaved";

const v = (path: string) => ({ path, title: path.slice(1) });

function fourTabs() {
  let l = createLayout(v("/a"));
  for (const p of ["/b", "/c", "/d"]) l = openTab(l, v(p));
  return l;
}

describe("removedTabs", () => {
  it("is empty when nothing changed or nothing closed", () => {
    const l = fourTabs();
    expect(removedTabs(l, l)).toEqual([]);
    expect(removedTabs(l, openTab(l, v("/e")))).toEqual([]);
  });

  it("names the one tab a close removes", () => {
    const l = fourTabs();
    const b = focusedPane(l).tabs[1]!;
    expect(removedTabs(l, closeTab(l, b.id)).map((t) => t.path)).toEqual(["/b"]);
  });

  it("names every tab that close-other-tabs removes, never the pinned or active one", () => {
    let l = fourTabs();
    l = togglePin(l, focusedPane(l).tabs[0]!.id);
    const gone = removedTabs(l, closeOtherTabs(l)).map((t) => t.path);
    expect(gone.sort()).toEqual(["/b", "/c"]);
  });

  it("names the tabs of a closed pane and of a replaced layout", () => {
    let l = fourTabs();
    l = splitPane(l, "horizontal");
    l = openTab(l, v("/e"));
    const pane = focusedPane(l);
    expect(removedTabs(l, closePane(l, pane.id)).map((t) => t.path)).toEqual(pane.tabs.map((t) => t.path));
    const other = createLayout(v("/a"));
    expect(removedTabs(l, other)).toHaveLength(tabsOf(l).length);
  });
});

describe("closeQuestion", () => {
  const t = (title: string) => ({ id: title, path: `/${title}`, title, pinned: false });

  it("one tab: the app's guard wording, Keep editing as the way out", () => {
    const q = closeQuestion([t("Client A")], [t("Client A")]);
    expect(q).toEqual({
      title: "Are you sure?",
      text: "Your changes are not saved. Close this tab without saving?",
      dirty: ["Client A"],
      confirmLabel: "Close without saving",
      cancelLabel: "Keep editing",
    });
  });

  it("several tabs: one question that says how many have changes and names them", () => {
    const closing = [t("A"), t("B"), t("C")];
    const one = closeQuestion(closing, [t("B")]);
    expect(one.text).toBe(
      "1 of the 3 tabs you are closing has changes that are not saved. Close them without saving?",
    );
    const two = closeQuestion(closing, [t("A"), t("C")]);
    expect(two.text).toBe(
      "2 of the 3 tabs you are closing have changes that are not saved. Close them without saving?",
    );
    expect(two.dirty).toEqual(["A", "C"]);
    expect(two.confirmLabel).toBe("Close 3 tabs");
  });
});

describe("closeQuestion with a screen's own text", () => {
  it("asks one tab in its own text with Yes and Cancel; several tabs keep the generic question", () => {
    const l = fourTabs();
    const [a, b] = focusedPane(l).tabs;
    const own = (t: { path: string }) => (t.path === "/a" ? "Survey is not saved." : undefined);
    expect(closeQuestion([a!], [a!], own)).toEqual({
      title: "Are you sure?",
      text: "Survey is not saved.",
      dirty: [],
      confirmLabel: "Yes",
      cancelLabel: "Cancel",
    });
    expect(closeQuestion([b!], [b!], own).confirmLabel).toBe("Close without saving");
    expect(closeQuestion([a!, b!], [a!], own).confirmLabel).toBe("Close 2 tabs");
  });
});
