import { describe, expect, it } from "vitest";
import { cancelReason, headingOf, whenText } from "./confirm-texts";

describe("confirm page texts", () => {
  it("writes the day, the time span and the zone", () => {
    expect(
      whenText({
        weekday: "Thursday",
        date: "10/12/2026",
        time: "18:00",
        endTime: "19:30",
        zoneName: "AEDT",
      }),
    ).toBe("Thursday 10/12/2026, 18:00–19:30 AEDT");
    expect(
      whenText({ weekday: "Thursday", date: "10/12/2026", time: "18:00", endTime: "", zoneName: "AEDT" }),
    ).toBe("Thursday 10/12/2026, 18:00 AEDT");
    expect(whenText({ weekday: "", date: "", time: "", endTime: "", zoneName: "" })).toBe("");
  });

  it("names the person and the state", () => {
    expect(headingOf("confirmed", "Ashton")).toBe("Thanks, Ashton: you're confirmed");
    expect(headingOf("pending", "")).toBe("Please confirm your place");
  });

  it("needs a reason, and words for Other", () => {
    expect(cancelReason("", "")).toBeNull();
    expect(cancelReason("Other", "  ")).toBeNull();
    expect(cancelReason("Other", " flat tyre ")).toBe("Other: flat tyre");
    expect(cancelReason("I'm unwell", "")).toBe("I'm unwell");
  });
});
