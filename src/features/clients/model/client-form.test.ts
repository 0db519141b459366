import { describe, expect, it } from "vitest";
import { asOptions, CLIENT_TABS, clientEditPath, clientFields, clientTab } from "./client-form";

describe("client screen model", () => {
  it("keeps the selected tab in the URL and falls back to details", () => {
    expect(clientTab("Contacts")).toBe("contacts");
    expect(clientTab(undefined)).toBe("details");
    expect(clientTab("nope")).toBe("details");
    expect(clientEditPath(5, "jobs")).toBe("/client/edit/5/jobs");
    expect(CLIENT_TABS.map((t) => t.slug)).toContain("purchaseorders");
  });

  it("fills the drop-downs from the lookups", () => {
    const fields = clientFields({
      categories: asOptions([{ code: "FMCG", label: "Consumer goods" }]),
      states: [],
    });
    expect(fields.find((f) => f.name === "category")?.options).toEqual([
      { value: "FMCG", label: "Consumer goods" },
    ]);
    expect(fields[0]?.name).toBe("name");
  });
});

import { clientDtParams } from "./list-query";

describe("client list query", () => {
  it("maps the table's filters and sort onto dtparams, ignoring unsortable columns", () => {
    expect(
      clientDtParams({
        start: 100,
        length: 100,
        sort: { column: "status", dir: "desc" },
        filters: { name: "ac", status: "Active" },
      }),
    ).toEqual({
      start: 100,
      length: 100,
      search: "ac",
      sort: { column: "status", dir: "desc" },
      filters: { status: ["Active"] },
    });
    expect(
      clientDtParams({ start: 0, length: 9999, sort: { column: "phone", dir: "asc" }, filters: {} }).sort,
    ).toEqual({ column: "name", dir: "asc" });
  });
});
