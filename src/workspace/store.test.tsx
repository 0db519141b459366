import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLayout, focusedTab } from "./model/layout";
import { actions, useLayout, useWorkspaceReady, workspace } from "./store";
import { unsavedTabs, useCloseQuestion, useTabDirty, useUnloadGuard } from "./unsaved";

const v = (path: string) => ({ path, title: path.slice(1) });

afterEach(() => {
  act(() => unsavedTabs.reset());
  cleanup();
});

describe("the workspace store in React", () => {
  it("a restore is heard once and shows the layout as ready", () => {
    const heard = vi.fn();
    const stop = workspace.subscribe(heard);
    const layout = renderHook(() => useLayout());
    const ready = renderHook(() => useWorkspaceReady());
    const restored = createLayout(v("/a"));
    act(() => workspace.replace(restored));
    stop();
    expect(heard).toHaveBeenCalledOnce();
    expect(layout.result.current).toBe(restored);
    expect(ready.result.current).toBe(true);
    expect(workspace.isReady()).toBe(true);
  });

  it("actions change the layout components see; a change that changes nothing is not heard", () => {
    act(() => workspace.replace(createLayout(v("/a"))));
    const layout = renderHook(() => useLayout());
    act(() => actions.open("/b"));
    expect(focusedTab(layout.result.current)?.path).toBe("/b");
    const heard = vi.fn();
    const stop = workspace.subscribe(heard);
    act(() => workspace.update((l) => l));
    stop();
    expect(heard).not.toHaveBeenCalled();
  });
});

describe("unsaved marks in React", () => {
  it("a tab shows dirty while marked; the close question reaches the dialog", async () => {
    const dirtyA = renderHook(() => useTabDirty("tab-a"));
    const question = renderHook(() => useCloseQuestion());
    act(() => unsavedTabs.mark("tab-a", "form", () => {}));
    expect(dirtyA.result.current).toBe(true);
    act(() => unsavedTabs.clear("tab-a", "form"));
    expect(dirtyA.result.current).toBe(false);

    let answer: Promise<boolean> = Promise.resolve(false);
    const ask = { text: "Close?", dirty: ["a"] } as unknown as Parameters<typeof unsavedTabs.ask>[0];
    act(() => {
      answer = unsavedTabs.ask(ask);
    });
    expect(question.result.current).toBe(ask);
    act(() => unsavedTabs.answer(true));
    expect(await answer).toBe(true);
    expect(question.result.current).toBeNull();
  });

  it("reload asks while any tab is dirty", () => {
    const add = vi.spyOn(window, "addEventListener");
    const remove = vi.spyOn(window, "removeEventListener");
    function Guard() {
      useUnloadGuard();
      return <span>guarded</span>;
    }
    render(<Guard />);
    screen.getByText("guarded");
    const unloadCalls = (spy: typeof add) =>
      spy.mock.calls.filter(([type]) => type === "beforeunload").length;
    expect(unloadCalls(add)).toBe(0);
    act(() => unsavedTabs.mark("tab-b", "form", () => {}));
    expect(unloadCalls(add)).toBe(1);
    act(() => unsavedTabs.discard(["tab-b"]));
    expect(unloadCalls(remove)).toBe(1);
    add.mockRestore();
    remove.mockRestore();
  });
});
