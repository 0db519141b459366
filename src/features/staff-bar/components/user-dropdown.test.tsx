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
    const value = { statusString: state.status, hoursString: "1:05", rosteredShift: null };
    return new Response(JSON.stringify({ succeeded: true, value, errors: [] }), {
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return state;
});

import type { ReactNode } from "react";
import { fakeContext } from "../../../../commands/core/fake-context";
import { clockIn } from "../../../../commands/top-bar/clock-in";
import { clockOut } from "../../../../commands/top-bar/clock-out";
import { logOut } from "../../../../commands/top-bar/log-out";
import { HostContext } from "../../../components/command/command-ui";
import { tracker } from "../api/tracker";
import { UserDropdown } from "./user-dropdown";

/** The registry's clock and logout commands, run against the real tracker (the server is faked). */
const loggedOut = vi.fn();
function Host({ children }: { children: ReactNode }) {
  const context = () =>
    fakeContext({
      api: {
        ...fakeContext().ctx.api,
        tracker: {
          clockIn: () => tracker.clockIn(),
          clockOut: () => tracker.clockOut(),
          track: (job) => tracker.track(job),
          stop: () => tracker.stop(),
          state: () => ({ clock: tracker.get().clock, busy: tracker.get().busy, tracking: null }),
        },
        logout: async () => loggedOut(),
      },
    }).ctx;
  const value = {
    commands: [clockIn, clockOut, logOut],
    context,
    run: async (command: typeof clockIn | typeof logOut, args: unknown) => {
      await command.run(context(), args as undefined);
    },
  };
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>;
}
const renderDropdown = () =>
  render(
    <Host>
      <UserDropdown name="Robin" />
    </Host>,
  );

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const open = () => fireEvent.click(screen.getByRole("button", { name: /Robin/ }));
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

describe("UserDropdown", () => {
  it("shows Total hours, follows the clock state and locks the toggle until reopened", async () => {
    renderDropdown();
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

  it("Logout runs the registry's log-out command", async () => {
    renderDropdown();
    open();
    fireEvent.click(button("Logout"));
    await waitFor(() => expect(loggedOut).toHaveBeenCalledOnce());
  });

  it("closes itself after 10 seconds", () => {
    vi.useFakeTimers();
    renderDropdown();
    open();
    expect(screen.getByTestId("user-dropdown")).toBeTruthy();
    act(() => vi.advanceTimersByTime(9_900));
    expect(screen.queryByTestId("user-dropdown")).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId("user-dropdown")).toBeNull();
  });
});
