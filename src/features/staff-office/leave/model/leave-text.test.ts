import { describe, expect, it } from "vitest";
import { decisionText, hoursText, leaveWhenText } from "./leave-text";

describe("leave texts", () => {
  it("reads days and part days", () => {
    expect(
      leaveWhenText({ startDay: "2026-12-03", endDay: "2026-12-03", startTime: null, endTime: null }),
    ).toBe("03/12/2026");
    expect(
      leaveWhenText({ startDay: "2026-12-03", endDay: "2026-12-05", startTime: null, endTime: null }),
    ).toBe("03/12/2026–05/12/2026");
    expect(
      leaveWhenText({ startDay: "2026-12-03", endDay: "2026-12-03", startTime: "13:00", endTime: "16:30" }),
    ).toBe("03/12/2026 13:00–16:30");
  });

  it("reads hours and decisions", () => {
    expect(hoursText(7.6)).toBe("7.60");
    expect(hoursText(null)).toBe("—");
    expect(decisionText({ status: "declined", decidedBy: "Alex Nguyen", decisionReason: "Fieldwork" })).toBe(
      "Declined by Alex Nguyen: Fieldwork",
    );
    expect(decisionText({ status: "approved", decidedBy: "Alex Nguyen", decisionReason: null })).toBe(
      "Approved by Alex Nguyen",
    );
    expect(decisionText({ status: "requested", decidedBy: null, decisionReason: null })).toBe("");
  });
});
