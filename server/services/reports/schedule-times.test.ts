import { describe, expect, it } from "vitest";
import { nextRun, periodBefore } from "./schedule-times";

const SYD = "Australia/Sydney";

describe("scheduled report times", () => {
  it("sends weekly on the next Monday at 07:00 agency time, monthly on the 1st", () => {
    // Saturday 28/11/2026 18:00 in Sydney (AEDT, UTC+11).
    const now = new Date("2026-11-28T07:00:00Z");
    expect(nextRun("weekly", now, SYD).toISOString()).toBe("2026-11-29T20:00:00.000Z");
    expect(nextRun("monthly", now, SYD).toISOString()).toBe("2026-11-30T20:00:00.000Z");
    // On a Monday after 07:00 the next send is a week later.
    expect(nextRun("weekly", new Date("2026-11-29T21:00:00Z"), SYD).toISOString()).toBe(
      "2026-12-06T20:00:00.000Z",
    );
  });

  it("covers the week or the month that ended before the send", () => {
    const monday = new Date("2026-11-29T20:00:00Z"); // Mon 30/11/2026 07:00 Sydney
    expect(periodBefore("weekly", monday, SYD)).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    const first = new Date("2026-11-30T20:00:00Z"); // Tue 01/12/2026 07:00 Sydney
    expect(periodBefore("monthly", first, SYD)).toEqual({ from: "2026-11-01", to: "2026-11-30" });
  });
});
