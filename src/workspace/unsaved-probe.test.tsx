import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TabIdContext, unsavedTabs, useTabUnsaved } from "./unsaved";

afterEach(() => {
  cleanup();
  unsavedTabs.reset();
});

/** A screen whose edit the last render has not shown yet: its mark says clean, its probe dirty. */
function Screen({ edited, discard }: { edited: { current: boolean }; discard: () => void }): ReactNode {
  useTabUnsaved("screen", false, discard, false, () => edited.current);
  return null;
}

describe("the close guard reads the screen at close time", () => {
  it("a keystroke not yet rendered counts as unsaved, and closing without saving drops it", () => {
    const edited = { current: false };
    const discard = vi.fn();
    const view = render(
      <TabIdContext.Provider value="tab-1">
        <Screen edited={edited} discard={discard} />
      </TabIdContext.Provider>,
    );
    expect(unsavedTabs.isDirty("tab-1")).toBe(false);
    expect(unsavedTabs.any()).toBe(false);
    edited.current = true;
    expect(unsavedTabs.isDirty("tab-1")).toBe(true);
    expect(unsavedTabs.any(["tab-1"])).toBe(true);
    unsavedTabs.discard(["tab-1"]);
    expect(discard).toHaveBeenCalledOnce();
    view.unmount();
    expect(unsavedTabs.isDirty("tab-1")).toBe(false);
  });
});
