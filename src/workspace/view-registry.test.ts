import { describe, expect, it } from "vitest";
import { matchView, registerViews, tabKey } from "./view-registry";

const View = () => null;

describe("view registry", () => {
  registerViews([
    { pattern: "/job/edit/:id", title: "Edit Job", component: View },
    { pattern: "/job/edit/:id/:selectedtab", title: "Edit Job tab", component: View },
    { pattern: "/dashboard", title: "Dashboard", component: View },
    { pattern: "/search/:q?", title: "Search", component: View },
  ]);

  it("matches exact patterns with params, decoded", () => {
    expect(matchView("/job/edit/12")).toMatchObject({ def: { title: "Edit Job" }, params: { id: "12" } });
    expect(matchView("/job/edit/12/quotas")?.params).toEqual({ id: "12", selectedtab: "quotas" });
    expect(matchView("/search/a%20b")?.params).toEqual({ q: "a b" });
    expect(matchView("/search")?.params).toEqual({ q: undefined });
    expect(matchView("/dashboard?x=1")?.def.title).toBe("Dashboard");
    expect(matchView("/job/edit")).toBeNull();
    expect(matchView("/nowhere")).toBeNull();
  });

  it("keys a tab by its record: a section of the same record is the same tab", () => {
    expect(tabKey("/job/edit/12/quotas")).toBe("/job/edit/12");
    expect(tabKey("/job/edit/12")).toBe("/job/edit/12");
    expect(tabKey("/Job/Edit/12/Invoices?x=1")).toBe("/job/edit/12");
    expect(tabKey("/job/edit/13/quotas")).not.toBe(tabKey("/job/edit/12"));
    // An optional param that is not a section names another page.
    expect(tabKey("/search/abc")).toBe("/search/abc");
    expect(tabKey("/nowhere/x")).toBe("/nowhere/x");
  });
});
