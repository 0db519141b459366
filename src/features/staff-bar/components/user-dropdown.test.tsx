import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const server = vi.hoisted(() => {
  const state = { status: "OUT" as "IN" | "OUT", urls: [] as string[] };
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, "http://localhost").pathname;
    state.urls.push(path);
    if (path.startsWith("/api/ClockOn/")) state.status = "IN";
    if (path.startsWith("/api/ClockOff/")) state.status = "OUT";
    const value = { statusString: state.status, hoursString: "1:05" };
    return new Response(JSON.stringify({ succeeded: true, value, errors: [] }), {
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return state;
});

import { UserDropdown } from "./user-dropdown";

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const open = () => fireEvent.click(screen.getByRole("button", { name: /Robin/ }));
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

describe("UserDropdown", () => {
  it("shows Total hours, follows the clock state and locks the toggle until reopened", async () => {
    render(<UserDropdown name="Robin" onSettings={() => {}} onLogout={() => {}} />);
    open();
    await waitFor(() => expect(screen.getByTestId("total-hours").textContent).toBe("Total hours: 1:05"));
    await waitFor(() => expect(button("Clock Out").disabled).toBe(true));
    expect(button("Clock In").disabled).toBe(false);

    fireEvent.click(button("Clock In"));
    await waitFor(() => expect(server.urls.some((u) => u.startsWith("/api/ClockOn/"))).toBe(true));
    // Locked after an update until the drop-down is opened again (product §4).
    expect(button("Clock In").disabled).toBe(true);
    expect(button("Clock Out").disabled).toBe(true);
    open();
    open();
    await waitFor(() => expect(button("Clock Out").disabled).toBe(false));
    expect(button("Clock In").disabled).toBe(true);
  });

  it("closes itself after 10 seconds", () => {
    vi.useFakeTimers();
    render(<UserDropdown name="Robin" onSettings={() => {}} onLogout={() => {}} />);
    open();
    expect(screen.getByTestId("user-dropdown")).toBeTruthy();
    act(() => vi.advanceTimersByTime(9_900));
    expect(screen.queryByTestId("user-dropdown")).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId("user-dropdown")).toBeNull();
  });
});
