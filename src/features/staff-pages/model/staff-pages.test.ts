import { describe, expect, it } from "vitest";
import { groupEntries, menuSlug } from "./menu-groups";
import { panelTypes } from "./panel-types";

describe("menu groups", () => {
  const placed = [
    { command: "b", group: "Admin", order: 5 },
    { command: "a", group: "Admin", order: 2 },
    { command: "r", group: "Reports", order: 1 },
    { command: "s", group: "Staff list", order: 9 },
  ];
  it("finds a group by its slug, entries in menu order", () => {
    expect(menuSlug("Staff list")).toBe("staff-list");
    expect(groupEntries(placed, "admin")).toEqual({ name: "Admin", commands: ["a", "b"] });
    expect(groupEntries(placed, "ADMIN")?.commands).toEqual(["a", "b"]);
    expect(groupEntries(placed, "staff-list")?.name).toBe("Staff list");
  });
  it("answers null for a group with no offered entry", () => {
    expect(groupEntries(placed, "spaceship")).toBeNull();
    expect(groupEntries([], "admin")).toBeNull();
  });
});

describe("panel types", () => {
  it("offers the consumer panel always and the others by their flags", () => {
    expect(panelTypes({ business: true, impairment: true })?.map((t) => t.id)).toEqual([
      "consumer",
      "business",
      "impairment",
    ]);
    expect(panelTypes({ business: false, impairment: true })?.map((t) => t.id)).toEqual([
      "consumer",
      "impairment",
    ]);
    expect(panelTypes({ business: false, impairment: false })?.map((t) => t.path)).toEqual([
      "/newrespondents",
    ]);
  });
  it("waits while a flag loads", () => {
    expect(panelTypes({ business: undefined, impairment: true })).toBeUndefined();
  });
});
