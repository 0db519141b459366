import { describe, expect, it } from "vitest";
import { calendarEvent, rangeOf, STATUS_COLOURS } from "./calendar";

describe("session calendar model", () => {
  it("colours a session by its status and carries what Enter needs to open it", () => {
    const e = calendarEvent({
      id: 4,
      jobId: 9,
      jobNumber: "J24009",
      jobName: "Snacks",
      sessionNumber: 2,
      name: "Evening",
      status: "Confirmed",
      startsAt: "2026-12-03T18:00:00+11:00",
      endsAt: null,
      venueName: null,
      booked: 3,
      requiredPlaces: 8,
    });
    expect(e.backgroundColor).toBe(STATUS_COLOURS.Confirmed?.bg);
    expect(e.extendedProps).toEqual({ sessionId: 4, jobId: 9, name: "Evening (#2)" });
    expect(e.title).toContain("3/8");
    expect("end" in e).toBe(false);
  });

  it("turns FullCalendar's exclusive end into an inclusive last day", () => {
    const { from, to } = rangeOf(new Date(2026, 10, 30), new Date(2027, 0, 11));
    expect(from).toBe("2026-11-30");
    expect(to).toBe("2027-01-10");
  });
});
