import { describe, expect, it } from "vitest";
import { STAFF_MENU } from "../../commands/navigation/go-to";
import { matchView } from "../workspace/view-registry";
import { staffRoutes } from "./routes/staff";
import { registerWorkspaceViews } from "./workspace-views";

describe("workspace views", () => {
  registerWorkspaceViews();

  it("every staff route opens as a tab, with its params", () => {
    for (const route of staffRoutes) {
      const sample = route.path.replace(/:(\w+)\??/g, "7");
      expect(matchView(sample)?.def.pattern, route.path).toBeDefined();
    }
    expect(matchView("/job/edit/12/quotas")?.params).toEqual({ id: "12", selectedtab: "quotas" });
    expect(matchView("/bussinesspanelmember/5")?.def.title).toBe("Business Panel Member");
    expect(matchView("/settings")?.def.title).toBe("My Settings");
  });

  it("every staff menu entry goes to a real route with the same right and flag as its guard", () => {
    for (const entry of STAFF_MENU) {
      const route = staffRoutes.find((r) => r.path === entry.path);
      expect(route, entry.path).toBeDefined();
      expect(route?.right, entry.path).toBe(entry.right);
      if (route?.flag) expect(entry.flag, entry.path).toBe(route.flag);
    }
  });
});
