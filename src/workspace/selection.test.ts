import { describe, expect, it } from "vitest";
import { setTabSelection, tabSelection } from "./selection";

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
