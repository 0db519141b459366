import { describe, expect, it } from "vitest";
import { REPORTS } from "../../../server/contracts/reports/catalogue";
import { staffRoutes } from "./staff";

describe("the report catalogue and the route table", () => {
  it("give every report page the same title and right, and every report its own id, path and route", () => {
    for (const r of REPORTS) {
      if (!r.route) continue;
      const def = staffRoutes.find((d) => d.path === r.route);
      expect(def, `${r.id}: no route ${r.route}`).toBeDefined();
      expect(def?.right, r.id).toBe(r.right);
      expect(def?.title, r.id).toBe(r.title);
    }
    const ids = REPORTS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = REPORTS.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
