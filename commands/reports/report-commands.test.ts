import { describe, expect, it } from "vitest";
import { EXPORT_DENIED } from "../../server/contracts/query-constants";
import { fakeArea, fakeContext } from "../core/fake-context";
import type { FocusedView } from "../core/types";
import { exportReport, openReport } from "./report-commands";

const REPORT_TAB: FocusedView = {
  path: "/report/sessionrecruitment?from=2026-11-01&to=2026-11-30&projectManager=ann",
  title: "Session Recruitment Report",
  pattern: "/report/sessionrecruitment",
  params: {},
};

function setup(rights: string[]) {
  const asked: unknown[] = [];
  const reports = fakeArea<"reports">({
    exportReport: async (id: string, filters: unknown) => {
      asked.push({ id, filters });
      return { ok: true, rows: 12, fileName: "session-recruitment.xlsx" };
    },
  });
  const t = fakeContext({
    focused: REPORT_TAB,
    user: { id: "2", name: "Recruiter", rights: new Set(rights), flags: {} },
    areas: { reports },
  });
  return { ...t, asked };
}

describe("report commands", () => {
  it("offers only the reports the user's rights allow, with a period named in the query", async () => {
    const { ctx } = setup(["SRRPT"]);
    const picker = openReport.picker;
    if (!picker) throw new Error("no picker");
    const items = await picker.load("session last month", ctx, new AbortController().signal);
    expect(items.map((i) => i.title)).toEqual(["Session Recruitment Report — Last month"]);
    const none = await picker.load("session", setup([]).ctx, new AbortController().signal);
    expect(none).toEqual([]);
  });

  it("opens the chosen report with the period in its address", async () => {
    const { ctx, calls } = setup(["SRRPT"]);
    const picker = openReport.picker;
    const [item] =
      (await picker?.load("session recruitment this year", ctx, new AbortController().signal)) ?? [];
    if (!item) throw new Error("no item");
    await openReport.run(ctx, item.value);
    const year = new Date().getFullYear();
    expect(calls.join("\n")).toContain(`/report/sessionrecruitment?from=${year}-01-01&to=${year}-12-31`);
  });

  it("exports the focused report with the filters of its address, or explains the refusal", async () => {
    const t = setup(["SRRPT", "EXP"]);
    await exportReport.run(t.ctx, undefined);
    expect(t.asked).toEqual([
      { id: "session-recruitment", filters: { from: "2026-11-01", to: "2026-11-30", projectManager: "ann" } },
    ]);
    expect(t.calls.join("\n")).toContain("session-recruitment.xlsx");
    const denied = setup(["SRRPT"]);
    await exportReport.run(denied.ctx, undefined);
    expect(denied.asked).toEqual([]);
    expect(denied.calls.join("\n")).toContain(JSON.stringify(EXPORT_DENIED).slice(1, 30));
  });
});
