import { beforeEach, describe, expect, it, vi } from "vitest";
import { createLayout, openTab } from "./model/layout";
import { tabsOf } from "./model/unsaved";
import { actions, workspace } from "./store";
import { unsavedTabs } from "./unsaved";

const v = (path: string) => ({ path, title: path.slice(1) });
const paths = () => tabsOf(workspace.get()).map((t) => t.path);
const idOf = (path: string) => tabsOf(workspace.get()).find((t) => t.path === path)?.id ?? "";
/** Lets the close action reach its question (or finish). */
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  unsavedTabs.reset();
  let l = createLayout(v("/a"));
  for (const p of ["/b", "/c", "/d"]) l = openTab(l, v(p));
  workspace.replace(l);
});

describe("closing tabs with unsaved changes", () => {
  it("a clean tab closes at once, even while another tab is dirty", async () => {
    unsavedTabs.mark(idOf("/b"), "client-1", () => {});
    expect(await actions.closeTab(idOf("/c"))).toBe(true);
    expect(unsavedTabs.pending()).toBeNull();
    expect(paths()).toEqual(["/a", "/b", "/d"]);
  });

  it("a dirty tab asks; Keep editing keeps the tab and its edits", async () => {
    const discard = vi.fn();
    unsavedTabs.mark(idOf("/b"), "client-1", discard);
    const closing = actions.closeTab(idOf("/b"));
    await settle();
    expect(unsavedTabs.pending()?.text).toBe("Your changes are not saved. Close this tab without saving?");
    expect(paths()).toContain("/b");
    unsavedTabs.answer(false);
    expect(await closing).toBe(false);
    expect(paths()).toEqual(["/a", "/b", "/c", "/d"]);
    expect(discard).not.toHaveBeenCalled();
    expect(unsavedTabs.isDirty(idOf("/b"))).toBe(true);
  });

  it("Close without saving closes the tab and drops its kept edits", async () => {
    const discard = vi.fn();
    const b = idOf("/b");
    unsavedTabs.mark(b, "client-1", discard);
    unsavedTabs.mark(b, "contact-form", discard);
    const closing = actions.closeTab(b);
    await settle();
    unsavedTabs.answer(true);
    expect(await closing).toBe(true);
    expect(paths()).toEqual(["/a", "/c", "/d"]);
    expect(discard).toHaveBeenCalledTimes(2);
    expect(unsavedTabs.any()).toBe(false);
    // Reopening brings the tab back, clean.
    actions.reopenClosedTab();
    expect(paths()).toContain("/b");
    expect(unsavedTabs.isDirty(idOf("/b"))).toBe(false);
  });

  it("a close with discard (the record was deleted) does not ask and drops the edits", async () => {
    const discard = vi.fn();
    unsavedTabs.mark(idOf("/b"), "client-1", discard);
    expect(await actions.closeTab(idOf("/b"), { discard: true })).toBe(true);
    expect(unsavedTabs.pending()).toBeNull();
    expect(paths()).toEqual(["/a", "/c", "/d"]);
    expect(discard).toHaveBeenCalledOnce();
  });

  it("close other tabs asks once for all the dirty ones and says how many", async () => {
    const discard = vi.fn();
    unsavedTabs.mark(idOf("/a"), "x", discard);
    unsavedTabs.mark(idOf("/c"), "y", discard);
    unsavedTabs.mark(idOf("/d"), "z", discard); // the active tab stays open
    const closing = actions.closeOtherTabs();
    await settle();
    const question = unsavedTabs.pending();
    expect(question?.text).toMatch(/^2 of the 3 tabs you are closing have changes/);
    expect(question?.dirty).toEqual(["a", "c"]);
    unsavedTabs.answer(true);
    expect(await closing).toBe(true);
    expect(paths()).toEqual(["/d"]);
    expect(discard).toHaveBeenCalledTimes(2);
    expect(unsavedTabs.isDirty(idOf("/d"))).toBe(true);
  });

  it("closing a pane or replacing the layout asks too; Escape-style cancel changes nothing", async () => {
    unsavedTabs.mark(idOf("/c"), "x", () => {});
    actions.split("horizontal");
    const before = workspace.get();
    const replacing = actions.replaceLayout(createLayout(v("/z")));
    await settle();
    expect(unsavedTabs.pending()).not.toBeNull();
    unsavedTabs.answer(false);
    expect(await replacing).toBe(false);
    expect(workspace.get()).toBe(before);

    // The split opened an empty pane beside the first one, which still holds every tab.
    const first = before.root.kind === "split" ? before.root.children[0] : undefined;
    const closingPane = actions.closePane(first?.id ?? "");
    await settle();
    expect(unsavedTabs.pending()?.dirty).toEqual(["c"]);
    unsavedTabs.answer(true);
    expect(await closingPane).toBe(true);
    expect(paths()).toEqual([]);
  });

  it("a new question answers an open one with keep editing", async () => {
    unsavedTabs.mark(idOf("/b"), "x", () => {});
    const first = actions.closeTab(idOf("/b"));
    await settle();
    const second = actions.closeTab(idOf("/b"));
    await settle();
    expect(await first).toBe(false);
    unsavedTabs.answer(true);
    expect(await second).toBe(true);
    expect(paths()).not.toContain("/b");
  });
});
