import { describe, expect, it } from "vitest";
import { canOpenJobTab, jobEditPath, jobFields, jobTab, nextDurations } from "./job-form";
import { jobDtParams } from "./list-query";

describe("job screen model", () => {
  it("keeps the tab in the URL, details by default", () => {
    expect(jobTab("Quotas")).toBe("quotas");
    expect(jobTab("x")).toBe("details");
    expect(jobEditPath(3, "incentives")).toBe("/job/edit/3/incentives");
  });

  it("offers the clients in the client picker and staff by name as project manager", () => {
    const f = jobFields({
      clients: [{ value: "1", label: "Acme" }],
      statuses: [],
      difficulties: [],
      quoteStatuses: [],
      contacts: [],
      staff: [{ value: "sam.patel@demo.test", label: "Sam Patel" }],
    });
    expect(f.find((x) => x.name === "clientId")?.options?.[0]?.label).toBe("Acme");
    const pm = f.find((x) => x.name === "projectManager");
    expect(pm?.kind).toBe("select");
    expect(pm?.options).toEqual([{ value: "sam.patel@demo.test", label: "Sam Patel" }]);
  });

  it("builds the full duration list for a save", () => {
    const cur = [
      { id: 1, minutes: 30 },
      { id: 2, minutes: 60 },
    ];
    expect(nextDurations(cur, { id: 2, minutes: 45 })).toEqual([
      { id: 1, minutes: 30 },
      { id: 2, minutes: 45 },
    ]);
    expect(nextDurations(cur, { minutes: 90 })).toHaveLength(3);
    expect(nextDurations(cur, null, [1])).toEqual([{ id: 2, minutes: 60 }]);
  });

  it("maps table filters onto job dtparams", () => {
    const p = jobDtParams({
      start: 0,
      length: 100,
      sort: { column: "clientName", dir: "asc" },
      filters: { jobNumber: "J24", status: "Open", clientName: "7" },
    });
    expect(p.search).toBe("J24");
    expect(p.filters).toEqual({ status: ["Open"] });
    expect(p.sort).toEqual({ column: "jobNumber", dir: "desc" });
  });
});

describe("job tabs and rights", () => {
  it("leaves the invoices tab to users with the Invoicing right; other tabs need none", () => {
    expect(canOpenJobTab("invoices", new Set(["JOB"]))).toBe(false);
    expect(canOpenJobTab("invoices", new Set(["JOB", "INV"]))).toBe(true);
    expect(canOpenJobTab("quotas", new Set())).toBe(true);
  });
});
