import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "./booking-states";
import { BEFORE_BOOKING, signoffLabel } from "./signoff-states";

describe("signoffLabel", () => {
  it("words the client's decision for the recruiter", () => {
    expect(signoffLabel("Approved", null)).toBe("Client approved");
    expect(signoffLabel("Replace requested", "Too young")).toBe("Replace requested: Too young");
    expect(signoffLabel("Replace requested", null)).toBe("Replace requested");
    expect(signoffLabel(null, null)).toBe("");
  });
});

describe("BEFORE_BOOKING", () => {
  it("names booking statuses only, and none that holds a place", () => {
    for (const s of BEFORE_BOOKING) expect(BOOKING_STATUSES).toContain(s);
    expect(BEFORE_BOOKING).not.toContain("Booked");
    expect(BEFORE_BOOKING).not.toContain("Standby");
  });
});
