import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { commandUi, useCommandUi } from "./command-ui";

afterEach(() => {
  act(() => {
    commandUi.closePalette();
    commandUi.hideOverlay();
  });
  cleanup();
});

describe("palette and overlay state", () => {
  it("opens the palette with a start text, numbering each opening, and toggles it", () => {
    const { result } = renderHook(() => useCommandUi());
    const seq = result.current.palette.seq;
    act(() => commandUi.openPalette("#"));
    expect(result.current.palette).toEqual({ open: true, startWith: "#", seq: seq + 1 });
    act(() => commandUi.togglePalette());
    expect(result.current.palette.open).toBe(false);
    act(() => commandUi.togglePalette());
    expect(result.current.palette).toEqual({ open: true, startWith: null, seq: seq + 2 });
  });

  it("the shortcut overlay and the palette never show together", () => {
    const { result } = renderHook(() => useCommandUi());
    act(() => commandUi.openPalette());
    act(() => commandUi.showOverlay());
    expect(result.current.overlay).toBe(true);
    expect(result.current.palette.open).toBe(false);
    act(() => commandUi.openPalette());
    expect(result.current.overlay).toBe(false);
    expect(result.current.palette.open).toBe(true);
  });
});
