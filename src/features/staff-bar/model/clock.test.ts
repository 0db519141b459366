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

  it("asks 'Do you want to Clock In?' only with the flag, when OUT and alerts are enabled", () => {
    expect(shouldAskClockIn({ flag: true, status: "OUT", alertsEnabled: true })).toBe(true);
    expect(shouldAskClockIn({ flag: false, status: "OUT", alertsEnabled: true })).toBe(false);
    expect(shouldAskClockIn({ flag: true, status: "IN", alertsEnabled: true })).toBe(false);
    expect(shouldAskClockIn({ flag: true, status: "OUT", alertsEnabled: undefined })).toBe(false);
  });

  it("reads the clock cookie: a fresh sign-in (no cookie) shows the alert", () => {
    expect(readClockCookie(undefined)).toEqual({ status: null, showClockAlert: true });
    expect(readClockCookie('{"status":"IN","showClockAlert":false}')).toEqual({
      status: "IN",
      showClockAlert: false,
    });
    expect(readClockCookie("garbage")).toEqual({ status: null, showClockAlert: true });
  });

  it("truncates tracked job names to 43 characters with '..'", () => {
    const long = "J24001 - A very long job name that certainly exceeds";
    expect(truncateJobName(long)).toBe(`${long.slice(0, 43)}..`);
    expect(truncateJobName("J1 - Short")).toBe("J1 - Short");
    expect(truncateJobName("x".repeat(43))).toBe("x".repeat(43));
  });
});
