import { describe, expect, it } from "vitest";
import { parseList } from "./config";

describe("parseList", () => {
  it("reads JSON arrays and hand-typed comma lists", () => {
    expect(parseList('["Mr","Ms"]')).toEqual(["Mr", "Ms"]);
    expect(parseList("Zoom, Teams ,, Phone")).toEqual(["Zoom", "Teams", "Phone"]);
    expect(parseList(undefined)).toEqual([]);
    expect(parseList("")).toEqual([]);
  });
});
