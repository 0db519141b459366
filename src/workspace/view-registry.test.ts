import { describe, expect, it } from "vitest";
import { matchView, registerViews } from "./view-registry";

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
});
