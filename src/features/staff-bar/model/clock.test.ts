import { describe, expect, it } from "vitest";
import { truncateJobName } from "../../../../server/contracts/tracking-constants";
import { clockButtons, readClockCookie, shouldAskClockIn } from "./clock";

describe("clock state machine", () => {
  it("disables clock-in when IN, clock-out when OUT, both while busy", () => {
    expect(clockButtons(null, false)).toEqual({ canClockIn: true, canClockOut: true });
    expect(clockButtons("IN", false)).toEqual({ canClockIn: false, canClockOut: true });
    expect(clockButtons("OUT", false)).toEqual({ canClockIn: true, canClockOut: false });
    expect(clockButtons("OUT", true)).toEqual({ canClockIn: false, canClockOut: false });
  });

  it("asks 'Do you want to Clock In?' once per rostered shift, while it runs, when OUT and enabled", () => {
    const shift = { id: 7, startsAt: "2026-12-01T22:00:00.000Z", endsAt: "2026-12-02T04:00:00.000Z" };
    const during = Date.parse("2026-12-01T22:05:00Z");
    const ask = { shift, answeredShift: null, status: "OUT" as const, alertsEnabled: true, now: during };
    expect(shouldAskClockIn(ask)).toBe(true);
    // Not before the shift starts, not after it ends, not without one (a sign-in alone asks nothing).
    expect(shouldAskClockIn({ ...ask, now: Date.parse("2026-12-01T21:59:00Z") })).toBe(false);
    expect(shouldAskClockIn({ ...ask, now: Date.parse("2026-12-02T04:00:00Z") })).toBe(false);
    expect(shouldAskClockIn({ ...ask, shift: null })).toBe(false);
    // Once per shift: answered for this one, asked again for the next.
    expect(shouldAskClockIn({ ...ask, answeredShift: 7 })).toBe(false);
    expect(shouldAskClockIn({ ...ask, answeredShift: 6 })).toBe(true);
    expect(shouldAskClockIn({ ...ask, status: "IN" })).toBe(false);
    expect(shouldAskClockIn({ ...ask, alertsEnabled: undefined })).toBe(false);
  });

  it("reads the clock cookie: the state and the shift already answered", () => {
    expect(readClockCookie(undefined)).toEqual({ status: null, answeredShift: null });
    expect(readClockCookie('{"status":"IN","answeredShift":12}')).toEqual({
      status: "IN",
      answeredShift: 12,
    });
    expect(readClockCookie('{"status":"OUT","answeredShift":"x"}')).toEqual({
      status: "OUT",
      answeredShift: null,
    });
    expect(readClockCookie("garbage")).toEqual({ status: null, answeredShift: null });
  });

  it("truncates tracked job names to 43 characters with '..'", () => {
    const long = "J24001 - A very long job name that certainly exceeds";
    expect(truncateJobName(long)).toBe(`${long.slice(0, 43)}..`);
    expect(truncateJobName("J1 - Short")).toBe("J1 - Short");
    expect(truncateJobName("x".repeat(43))).toBe("x".repeat(43));
  });
});
