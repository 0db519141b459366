import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const calls = vi.hoisted(() => {
  const urls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, "http://localhost").pathname;
    urls.push(path);
    const value = path.endsWith("/7")
      ? [
          { id: 31, title: "Pre-qualification screener", kind: "screener", jobGroupId: null },
          { id: 33, title: "Brand survey", kind: "survey", jobGroupId: null },
        ]
      : [];
    return new Response(JSON.stringify({ succeeded: true, value, errors: [] }), {
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return urls;
});

import { SurveyPicker } from "./survey-picker";

const renderPicker = (jobId: number | null, onChange = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SurveyPicker jobId={jobId} surveyId={null} onChange={onChange} />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  calls.length = 0;
});

describe("SurveyPicker", () => {
  it("asks for a job first and loads nothing without one", () => {
    renderPicker(null);
    expect(screen.getByText("Choose a job to filter on the answers to its surveys.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("lists the job's surveys and hands back the chosen survey id (or null)", async () => {
    const onChange = vi.fn();
    renderPicker(7, onChange);
    const select = (await screen.findByRole("combobox", {
      name: "Filter on answers to",
    })) as HTMLSelectElement;
    await screen.findByRole("option", { name: "Survey: Brand survey" });
    expect(calls).toEqual(["/api/surveys/7"]);
    expect([...select.options].map((o) => o.text)).toEqual([
      "No survey",
      "Screener: Pre-qualification screener",
      "Survey: Brand survey",
    ]);
    fireEvent.change(select, { target: { value: "33" } });
    expect(onChange).toHaveBeenLastCalledWith(33);
    fireEvent.change(select, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("says so when the job has no surveys", async () => {
    renderPicker(8);
    expect(await screen.findByText("This job has no surveys.")).toBeTruthy();
  });
});
