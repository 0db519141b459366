import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfigFlag, useConfigFlag, useSiteTitle } from "./server-config";

let asked: string[] = [];
const answers: Record<string, unknown> = {
  "/api/config/IsPointsAllowed": { value: true },
  "/api/GetSystemReferences": { siteTitle: "Acme Research" },
};
beforeEach(() => {
  asked = [];
  vi.stubGlobal("fetch", async (input: Request) => {
    const path = new URL(input.url, "http://localhost").pathname;
    asked.push(path);
    const value = answers[path];
    return new Response(
      JSON.stringify({ succeeded: value !== undefined, value: value ?? null, errors: [] }),
      {
        headers: { "content-type": "application/json" },
      },
    );
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
});

describe("server config", () => {
  it("asks once per page load for a flag however many components read it", async () => {
    const first = renderHook(() => useConfigFlag("IsPointsAllowed"));
    const second = renderHook(() => useConfigFlag("IsPointsAllowed"));
    expect(first.result.current).toBeUndefined();
    await waitFor(() => expect(first.result.current).toBe(true));
    await waitFor(() => expect(second.result.current).toBe(true));
    expect(await loadConfigFlag("IsPointsAllowed")).toBe(true);
    expect(asked).toEqual(["/api/config/IsPointsAllowed"]);
  });

  it("the site title comes from the system references, else a default", async () => {
    const title = renderHook(() => useSiteTitle());
    expect(title.result.current).toBe("Recruitment Workspace");
    await waitFor(() => expect(title.result.current).toBe("Acme Research"));
  });
});
