import { afterEach, describe, expect, it, vi } from "vitest";
import { fitTest } from "./cell-fit";
import { columnMinPx } from "./data-table-layout";

/** A canvas whose font draws every character 8 px wide, and counts what it measured. */
function fakeCanvas() {
  const measured: string[] = [];
  const context = {
    font: "",
    measureText: (text: string) => {
      measured.push(text);
      return { width: [...text].length * 8 };
    },
  };
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as never);
  return measured;
}

afterEach(() => vi.restoreAllMocks());

describe("columnMinPx", () => {
  it("reads the narrowest a column gets in px", () => {
    expect(columnMinPx("7rem", 16)).toBe(112);
    expect(columnMinPx("90px", 16)).toBe(90);
    expect(columnMinPx(undefined, 16)).toBe(64);
    expect(columnMinPx("20%", 16)).toBe(0);
    expect(columnMinPx("calc(2rem + 4px)", 16)).toBe(0);
  });
});

describe("fitTest", () => {
  it("leaves a text unclipped only when it is narrower than its column less the padding", () => {
    fakeCanvas();
    // 7rem = 112 px, less 24 px of padding and 2 px of slack: 86 px, ten characters of 8 px.
    const fits = fitTest("14px test-a", [{ width: "7rem" }, { width: "20%" }], 16);
    expect(fits("1234567890", 0)).toBe(true);
    expect(fits("12345678901", 0)).toBe(false);
    expect(fits("", 1)).toBe(true);
    expect(fits("a", 1)).toBe(false);
  });

  it("measures Latin text a character at a time, each once, and other text whole", () => {
    const measured = fakeCanvas();
    const fits = fitTest("14px test-b", [{ width: "20rem" }], 16);
    fits("Booked", 0);
    fits("Booked again", 0);
    expect(measured.filter((t) => t === "o")).toEqual(["o"]);
    expect(measured).not.toContain("Booked");
    fits("東京", 0);
    expect(measured).toContain("東京");
  });

  it("clips every text when the canvas cannot read the grid's font", () => {
    const measured = fakeCanvas();
    const context = HTMLCanvasElement.prototype.getContext.call(
      document.createElement("canvas"),
      "2d",
    ) as unknown as {
      font: string;
    };
    Object.defineProperty(context, "font", { get: () => "10px sans-serif", set: () => {} });
    const fits = fitTest("14px not a font", [{ width: "20rem" }], 16);
    expect(fits("Yes", 0)).toBe(false);
    expect(measured).toEqual([]);
  });

  it("clips every text where there is no canvas to measure with", () => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    const fits = fitTest("14px test-c", [{ width: "20rem" }], 16);
    expect(fits("Yes", 0)).toBe(false);
  });
});
