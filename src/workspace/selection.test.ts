import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setTabSelection, tabSelection, useTabSelections } from "./selection";

describe("tab selection store", () => {
  it("keeps each tab's rows apart and forgets a cleared tab", () => {
    const a = { id: 1 };
    const b = { id: 2 };
    setTabSelection("/client", [a, b]);
    setTabSelection("/job", [b]);
    expect(tabSelection("/client")).toEqual([a, b]);
    expect(tabSelection("/job")).toEqual([b]);
    expect(tabSelection(undefined)).toEqual([]);
    setTabSelection("/client", []);
    expect(tabSelection("/client")).toEqual([]);
    expect(tabSelection("/job")).toEqual([b]);
  });
});

describe("tab selections in React", () => {
  it("re-renders when a tab's rows change, not when the same rows are set again", () => {
    const rows = [{ id: 3 }];
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useTabSelections();
    });
    act(() => setTabSelection("/respondents", rows));
    expect(result.current.get("/respondents")).toBe(rows);
    const after = renders;
    act(() => setTabSelection("/respondents", [...rows]));
    expect(renders).toBe(after);
    act(() => setTabSelection("/respondents", []));
    expect(result.current.has("/respondents")).toBe(false);
  });
});
