import { describe, expect, it, vi } from "vitest";
import { EXPORT_DENIED } from "../../server/contracts/query-constants";
import { fakeContext } from "../core/fake-context";
import type { AreaApis } from "../core/types";
import { exportOpportunities } from "./export-opportunities";

const onRecord = {
  path: "/respondent/9",
  title: "Ana Lee",
  pattern: "/respondent/:resid",
  params: { resid: "9" },
};

function withApi(allowed: boolean, result: { rows: number } | { error: string } = { rows: 2 }) {
  const api = {
    mayExportResults: vi.fn(async () => allowed),
    exportOpportunities: vi.fn(async () => result),
  };
  const respondents = async () => api as unknown as AreaApis["respondents"];
  const { ctx, calls } = fakeContext({ focused: onRecord });
  ctx.areas = { ...ctx.areas, respondents };
  return { ctx, calls, api };
}

describe("respondents.exportOpportunities", () => {
  it("is offered on a saved respondent record only", () => {
    expect(exportOpportunities.when?.(withApi(true).ctx)).toBe(true);
    const { ctx } = fakeContext({
      focused: { path: "/newrespondents", title: "New", pattern: "/newrespondents", params: {} },
    });
    expect(exportOpportunities.when?.(ctx)).toBe(false);
  });

  it("asks the server for ExportAllResults, then downloads the focused respondent's opportunities", async () => {
    const { ctx, calls, api } = withApi(true);
    await exportOpportunities.run(ctx, undefined);
    expect(api.mayExportResults).toHaveBeenCalledOnce();
    expect(api.exportOpportunities).toHaveBeenCalledWith(9);
    expect(calls).toContain('toast.success ["Export ready","2 opportunities exported."]');
  });

  it("without the right shows the spec's Access Denied! alert and exports nothing", async () => {
    const { ctx, calls, api } = withApi(false);
    await exportOpportunities.run(ctx, undefined);
    expect(api.exportOpportunities).not.toHaveBeenCalled();
    expect(calls).toContain(`toast.alert ${JSON.stringify(["Access Denied!", EXPORT_DENIED])}`);
    expect(EXPORT_DENIED).toBe(
      "You don't have permission to export results.<br>Please contact system administrator.",
    );
  });

  it("shows the server's error when the opportunities cannot be read", async () => {
    const { ctx, calls } = withApi(true, { error: "Respondent not found." });
    await exportOpportunities.run(ctx, undefined);
    expect(calls).toContain('toast.error ["Error!","Respondent not found."]');
  });
});
