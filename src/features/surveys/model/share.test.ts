import { describe, expect, it } from "vitest";
import { shareText } from "./share";

describe("an option's share of the answers", () => {
  it("is a whole percentage of those who answered", () => {
    expect(shareText(2, 5)).toBe("40%");
    expect(shareText(1, 3)).toBe("33%");
    expect(shareText(0, 4)).toBe("0%");
    expect(shareText(1, 400)).toBe("<1%");
    expect(shareText(0, 0)).toBe("—");
  });
});
