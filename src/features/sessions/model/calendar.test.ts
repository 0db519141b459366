import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetAgencyZone } from "../../../lib/agency-zone";
import { calendarEvent, rangeOf, STATUS_COLOURS, wallIso } from "./calendar";

const entry = {
  id: 4,
  jobId: 9,
  jobNumber: "J24009",
  jobName: "Snacks",
  sessionNumber: 2,
  name: "Evening",
  status: "Confirmed",
  startsAt: "2026-12-03T07:00:00Z",
  endsAt: null,
  venueName: null,
  booked: 3,
  requiredPlaces: 8,
};

describe("session calendar model", () => {
  beforeEach(() => resetAgencyZone("Australia/Sydney"));
  afterEach(() => resetAgencyZone());

  it("colours a session by its status and carries what Enter needs to open it", () => {
    const e = calendarEvent(entry);
    expect(e.color).toBe(STATUS_COLOURS.Confirmed?.bg);
    expect(e.contrastColor).toBe(STATUS_COLOURS.Confirmed?.fg);
    expect(e.extendedProps).toMatchObject({ sessionId: 4, jobId: 9, name: "Evening (#2)" });
    expect(e.title).toBe("Evening #2 · Confirmed · 3/8");
    expect(e.extendedProps.full).toContain("J24009 Snacks");
    expect("end" in e).toBe(false);
  });

  it("hands the calendar the agency's wall time, either side of a daylight-saving change", () => {
    // 07:00Z is 18:00 in Sydney in summer (+11); 08:00Z is 18:00 in winter (+10).
    expect(calendarEvent(entry).start).toBe("2026-12-03T18:00:00");
    expect(calendarEvent({ ...entry, startsAt: "2027-10-02T08:00:00Z" }).start).toBe("2027-10-02T18:00:00");
    expect(calendarEvent({ ...entry, startsAt: "2027-10-03T07:00:00Z" }).start).toBe("2027-10-03T18:00:00");
    resetAgencyZone("Pacific/Auckland");
    expect(wallIso("2026-12-03T07:00:00Z")).toBe("2026-12-03T20:00:00");
  });

  it("turns FullCalendar's exclusive UTC-coerced end into an inclusive last agency day", () => {
    const { from, to } = rangeOf(new Date("2026-11-30T00:00:00Z"), new Date("2027-01-11T00:00:00Z"));
    expect(from).toBe("2026-11-30");
    expect(to).toBe("2027-01-10");
  });
});
