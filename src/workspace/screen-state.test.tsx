import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createScreenState } from "./screen-state";
import { tabSelection } from "./selection";

afterEach(cleanup);

describe("a feature's screen state", () => {
  it("hands an editor request to the screen of that parent, once", () => {
    const { screens, useEditorRequest } = createScreenState();
    const contact = renderHook(() => useEditorRequest("contact", 5));
    const other = renderHook(() => useEditorRequest("contact", 6));
    expect(contact.result.current).toBe(0);

    act(() => screens.requestEditor("contact", 5));
    const first = contact.result.current;
    expect(first).toBeGreaterThan(0);
    expect(other.result.current).toBe(0);
    expect(screens.pendingEditor()).toEqual({ kind: "contact", parentId: 5 });

    act(() => screens.editorOpened());
    expect(screens.pendingEditor()).toBeNull();
    expect(contact.result.current).toBe(0);
    // Asking again is a new request, even for the same editor.
    act(() => screens.requestEditor("contact", 5));
    expect(contact.result.current).toBeGreaterThan(first);
  });

  it("keeps its list query apart from other features and selects through the workspace", () => {
    const jobs = createScreenState();
    const clients = createScreenState();
    jobs.screens.setListQuery({ search: "coffee" });
    expect(jobs.screens.listQuery()).toEqual({ search: "coffee" });
    expect(clients.screens.listQuery()).toBeNull();

    const selections = renderHook(() => clients.useSelections());
    const row = { id: 3 };
    act(() => jobs.screens.setSelection("/job", [row]));
    expect(selections.result.current.get("/job")).toEqual([row]);
    expect(clients.screens.selection("/job")).toEqual([row]);
    expect(tabSelection("/job")).toEqual([row]);
    act(() => jobs.screens.setSelection("/job", []));
  });
});
