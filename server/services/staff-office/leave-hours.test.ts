import { describe, expect, it } from "vitest";
import { leaveSpan, workingDays } from "./leave-hours";

const SYD = "Australia/Sydney";

describe("leave hours", () => {
  it("counts Monday to Friday only", () => {
    // Friday 4 December 2026 to Tuesday 8 December: Fri, Mon, Tue.
    expect(workingDays("2026-12-04", "2026-12-08")).toBe(3);
    expect(workingDays("2026-12-05", "2026-12-06")).toBe(0);
  });

  it("takes 7.6 hours per working day across the change to daylight saving", () => {
    // Sydney moves from +10:00 to +11:00 at 02:00 on Sunday 4 October 2026.
    const span = leaveSpan(
      { startDay: "2026-10-02", endDay: "2026-10-06", startTime: null, endTime: null },
      SYD,
    );
    expect(span.startsAt.toISOString()).toBe(new Date("2026-10-02T00:00:00+10:00").toISOString());
    expect(span.endsAt.toISOString()).toBe(new Date("2026-10-07T00:00:00+11:00").toISOString());
    expect(span.hours).toBe(22.8);
    // The clock span is one hour short of five whole days.
    expect((span.endsAt.getTime() - span.startsAt.getTime()) / 3_600_000).toBe(5 * 24 - 1);
  });

  it("counts the elapsed time of part of a day, at most a whole day", () => {
    const part = leaveSpan(
      { startDay: "2026-12-03", endDay: "2026-12-03", startTime: "13:00", endTime: "16:30" },
      SYD,
    );
    expect(part.hours).toBe(3.5);
    expect(part.startsAt.toISOString()).toBe("2026-12-03T02:00:00.000Z");
    const long = leaveSpan(
      { startDay: "2026-12-03", endDay: "2026-12-03", startTime: "08:00", endTime: "18:00" },
      SYD,
    );
    expect(long.hours).toBe(7.6);
    const saturday = leaveSpan(
      { startDay: "2026-12-05", endDay: "2026-12-05", startTime: "09:00", endTime: "12:00" },
      SYD,
    );
    expect(saturday.hours).toBe(0);
  });
});
