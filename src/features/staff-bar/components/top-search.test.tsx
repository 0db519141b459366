import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const calls = vi.hoisted(() => {
  const urls: string[] = [];
  const people = Array.from({ length: 7 }, (_, i) => ({
    id: 100 + i,
    fullName: `Person ${i}`,
    businessRego: i === 0,
    disabilityRego: i === 1,
    mobile: `041200000${i}`,
    email: null,
    isActive: i !== 2,
  }));
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    urls.push(new URL(url, "http://localhost").pathname);
    return new Response(JSON.stringify({ succeeded: true, value: people.slice(0, 5), errors: [] }), {
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return urls;
});

import { TopSearch } from "./top-search";

const suggestions = () => screen.queryByRole("listbox")?.querySelectorAll('[role="option"]') ?? [];

afterEach(() => {
  cleanup();
  calls.length = 0;
});

describe("TopSearch", () => {
  it("searches from 4 characters (1 for Panel Member ID), shows at most 5 and opens by the panel flags", async () => {
    const onOpen = vi.fn();
    render(<TopSearch onOpen={onOpen} />);
    const box = screen.getByRole("combobox", { name: "Search by Mobile Number" });
    fireEvent.change(box, { target: { value: "041" } });
    await new Promise((r) => setTimeout(r, 300));
    expect(suggestions()).toHaveLength(0);
    expect(calls).toEqual([]);

    fireEvent.change(box, { target: { value: "0412" } });
    await waitFor(() => expect(suggestions()).toHaveLength(5));
    expect(calls).toEqual(["/api/search/resp-mobile/0412/"]);
    // A merged-away (inactive) record is marked.
    expect(screen.getByRole("option", { name: "Person 2 (0412000002) (inactive)" })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("option", { name: /Person 0/ }));
    expect(onOpen).toHaveBeenCalledWith("/bussinesspanelmember/100");
    expect((box as HTMLInputElement).value).toBe("");

    fireEvent.change(screen.getByRole("combobox", { name: "Search field" }), {
      target: { value: "resp-id" },
    });
    const idBox = screen.getByRole("combobox", { name: "Search by Panel Member ID" });
    fireEvent.change(idBox, { target: { value: "1" } });
    await waitFor(() => expect(suggestions()).toHaveLength(5));
    expect(calls).toContain("/api/search/resp-id/1/");
    fireEvent.keyDown(idBox, { key: "ArrowDown" });
    fireEvent.keyDown(idBox, { key: "Enter" });
    expect(onOpen).toHaveBeenLastCalledWith("/bussinesspanelmember/100");
  });

  it("Reset clears the box", async () => {
    render(<TopSearch onOpen={() => {}} />);
    const box = screen.getByRole("combobox", { name: "Search by Mobile Number" }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: "0412" } });
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(box.value).toBe(""));
  });
});
