import { describe, expect, it } from "vitest";
import { BYTES_PER_ROW, exportLabel, exportPercent, fileNameOf } from "./export-progress-model";

describe("export progress", () => {
  it("estimates from bytes, stays under 100% until done", () => {
    const running = { entity: "jobs", phase: "running" as const, totalRows: 100, bytes: 50 * BYTES_PER_ROW };
    expect(exportPercent(running)).toBe(50);
    expect(exportPercent({ ...running, bytes: 1e9 })).toBe(99);
    expect(exportPercent({ ...running, phase: "done" })).toBe(100);
    expect(exportLabel(running)).toContain("about 50 of 100 rows");
    expect(exportLabel({ ...running, phase: "done" })).toMatch(/^Exported 100 rows/);
  });

  it("reads the file name of the download", () => {
    expect(fileNameOf('attachment; filename="jobs-2026-11-21.xlsx"', "x.xlsx")).toBe("jobs-2026-11-21.xlsx");
    expect(fileNameOf(null, "x.xlsx")).toBe("x.xlsx");
  });
});
