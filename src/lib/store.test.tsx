import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { atom, store, useAtomSelect, useAtomValue } from "./store";

afterEach(cleanup);

describe("the client-state store", () => {
  it("hooks and code outside React read and write the same atom", () => {
    const count = atom(0);
    const { result } = renderHook(() => useAtomValue(count));
    expect(result.current).toBe(0);
    act(() => store.set(count, 2));
    expect(result.current).toBe(2);
    expect(store.get(count)).toBe(2);
  });

  it("useAtomSelect re-renders only when the selected value changes", () => {
    const marks = atom<ReadonlyMap<string, number>>(new Map());
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ key }) => {
        renders += 1;
        return useAtomSelect(marks, (m) => m.has(key), [key]);
      },
      { initialProps: { key: "a" } },
    );
    expect(result.current).toBe(false);
    const before = renders;
    act(() => store.set(marks, new Map([["b", 1]])));
    expect(renders).toBe(before);
    act(() => store.set(marks, new Map([["a", 1]])));
    expect(result.current).toBe(true);
    // A new key selects anew.
    rerender({ key: "c" });
    expect(result.current).toBe(false);
  });
});
