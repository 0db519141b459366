import { describe, expect, it } from "vitest";
import { configFormText, configValueText, listItems } from "./config-text";

describe("configuration values as people read them", () => {
  it("shows flags as On and Off, lists with commas, an unset item as Not set", () => {
    expect(configValueText({ kind: "flag", value: "true" })).toBe("On");
    expect(configValueText({ kind: "flag", value: "false" })).toBe("Off");
    expect(configValueText({ kind: "list", value: '["Zoom","Phone"]' })).toBe("Zoom, Phone");
    expect(configValueText({ kind: "email", value: null })).toBe("Not set");
    expect(configValueText({ kind: "text", value: "Demo" })).toBe("Demo");
  });

  it("puts a list one item a line in the form; a value that is not JSON is one item", () => {
    expect(configFormText({ kind: "list", value: '["a","b"]' })).toBe("a\nb");
    expect(listItems("plain")).toEqual(["plain"]);
    expect(listItems(null)).toEqual([]);
  });
});
