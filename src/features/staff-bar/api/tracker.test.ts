import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cookies } from "../../../lib/cookies";
import { toast } from "../../../lib/toast";
import { CLOCK_COOKIE, TRACKING_COOKIE, tracker, useTracker } from "./tracker";

vi.mock("../../../lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const job = { id: 11, jobId: 7, jobNumberAndName: "J7 Coffee", isSmsAutoWorking: false };
const shift = { id: 31, startsAt: "2026-12-01T22:00:00.000Z", endsAt: "2026-12-02T04:00:00.000Z" };
/** A fake API: the clock flips with ClockOn/ClockOff; tracking follows start/stop. */
const server = { clock: "OUT" as "IN" | "OUT", tracking: null as typeof job | null, calls: [] as string[] };
const envelope = (value: unknown) =>
  new Response(JSON.stringify({ succeeded: true, value, errors: [] }), {
    headers: { "content-type": "application/json" },
  });

beforeEach(() => {
  server.clock = "OUT";
  server.tracking = job;
  server.calls = [];
  vi.stubGlobal("fetch", async (input: Request) => {
    const path = decodeURIComponent(new URL(input.url, "http://localhost").pathname);
    server.calls.push(path);
    if (path.startsWith("/api/ClockOn/")) server.clock = "IN";
    if (path.startsWith("/api/ClockOff/")) server.clock = "OUT";
    if (path === "/api/job/start-tracking") server.tracking = job;
    if (path === "/api/job/stop-tracking") server.tracking = null;
    if (path.startsWith("/api/job/")) return envelope(server.tracking);
    return envelope({ statusString: server.clock, hoursString: "1:30", rosteredShift: shift });
  });
  cookies.set(CLOCK_COOKIE, JSON.stringify({ status: "OUT", answeredShift: null }));
});
afterEach(async () => {
  await tracker.beforeLogout();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockReset();
  cleanup();
});

describe("tracker", () => {
  it("starts from the cookies and the server, and React follows every change", async () => {
    const { result } = renderHook(() => useTracker());
    const heard = vi.fn();
    const stop = tracker.subscribe(heard);
    await act(() => tracker.start("robin"));
    stop();
    expect(result.current).toMatchObject({ username: "robin", tracking: job, clock: "OUT", hours: "1:30" });
    expect(result.current.shift).toEqual(shift);
    expect(result.current.answeredShift).toBeNull();
    expect(heard).toHaveBeenCalled();
    expect(server.calls).toEqual(["/api/job/currently-tracking/robin", "/api/GetWorkingHours/robin"]);
    expect(JSON.parse(cookies.get(TRACKING_COOKIE) ?? "null")).toEqual(job);

    act(() => tracker.dismissClockAlert());
    expect(result.current.answeredShift).toBe(shift.id);
    expect(JSON.parse(cookies.get(CLOCK_COOKIE) ?? "{}")).toEqual({ status: "OUT", answeredShift: shift.id });
  });

  it("clocking out stops the tracked job first and is busy meanwhile", async () => {
    await tracker.start("robin");
    await tracker.clockIn();
    expect(tracker.get().clock).toBe("IN");
    const busy: boolean[] = [];
    const stop = tracker.subscribe(() => busy.push(tracker.get().busy));
    await tracker.clockOut();
    stop();
    expect(busy[0]).toBe(true);
    expect(tracker.get()).toMatchObject({ clock: "OUT", busy: false, tracking: null });
    const stopAt = server.calls.indexOf("/api/job/stop-tracking");
    expect(stopAt).toBeGreaterThan(-1);
    expect(stopAt).toBeLessThan(server.calls.indexOf("/api/ClockOff/robin"));
  });

  it("tracks a job, re-reads the cookie, and forgets everything at logout", async () => {
    server.tracking = null;
    await tracker.start("robin");
    expect(tracker.get().tracking).toBeNull();
    await tracker.track({ id: 7, jobNumberAndName: "J7 Coffee" });
    expect(tracker.get().tracking).toEqual(job);
    expect(toast.success).toHaveBeenCalledOnce();

    // Another browser tab stopped it: the cookie is gone.
    cookies.remove(TRACKING_COOKIE);
    tracker.syncFromCookie();
    expect(tracker.get().tracking).toBeNull();

    await tracker.track({ id: 7, jobNumberAndName: "J7 Coffee" });
    await tracker.beforeLogout();
    expect(tracker.get()).toMatchObject({ tracking: null, clock: null, shift: null, answeredShift: null });
    expect(cookies.get(TRACKING_COOKIE)).toBeUndefined();
    expect(cookies.get(CLOCK_COOKIE)).toBeUndefined();
  });
});
