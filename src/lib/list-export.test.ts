import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ExportState } from "../components/ui/export-progress-model";
import { downloadExport, type ExportRequest, useExportState } from "./list-export";

const request: ExportRequest = {
  path: "/api/query/export",
  payload: { entity: "jobs" },
  totalHeader: "X-Total-Rows",
  tag: "jobs",
  deniedMessage: "No export right.",
};

/** A streamed answer in these chunks, then `end` (close, or fail mid-stream). */
function streamed(chunks: number[], end: "close" | "fail" = "close") {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size));
      if (end === "close") controller.close();
      else controller.error(new Error("reset"));
    },
  });
  return new Response(body, {
    headers: { "X-Total-Rows": "3", "Content-Disposition": 'attachment; filename="jobs.xlsx"' },
  });
}

beforeEach(() => {
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:x");
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  cleanup();
});

describe("list export", () => {
  it("streams the file and shows the progress, ending done", async () => {
    vi.stubGlobal("fetch", async () => streamed([100, 50]));
    const seen: ExportState[] = [];
    const { result } = renderHook(() => {
      const state = useExportState();
      if (state) seen.push(state);
      return state;
    });
    let outcome: Awaited<ReturnType<typeof downloadExport>> | undefined;
    await act(async () => {
      outcome = await downloadExport(request);
    });
    expect(outcome).toEqual({ ok: true, rows: 3, fileName: "jobs.xlsx" });
    expect(result.current).toEqual({ entity: "jobs", phase: "done", totalRows: 3, bytes: 150 });
    expect(seen.every((s) => s.entity === "jobs" && s.totalRows === 3)).toBe(true);
  });

  it("a broken stream ends failed; a 403 is the export-right message", async () => {
    vi.stubGlobal("fetch", async () => streamed([10], "fail"));
    const { result } = renderHook(() => useExportState());
    await act(async () => {
      expect(await downloadExport(request)).toMatchObject({ ok: false, denied: false });
    });
    expect(result.current?.phase).toBe("failed");

    vi.stubGlobal("fetch", async () => new Response(null, { status: 403 }));
    expect(await downloadExport(request)).toEqual({ ok: false, denied: true, message: "No export right." });
  });

  it("downloads a file without a payload with a GET and no body (a list's export, the sample file)", async () => {
    const fetched: RequestInit[] = [];
    vi.stubGlobal("fetch", async (_path: string, init: RequestInit) => {
      fetched.push(init);
      return streamed([20]);
    });
    const { payload: _none, ...get } = request;
    await act(async () => {
      expect(await downloadExport({ ...get, path: "/api/respondentlist-export/4" })).toMatchObject({
        ok: true,
      });
    });
    expect(fetched.map((i) => [i.method, i.body])).toEqual([["GET", undefined]]);
  });
});
