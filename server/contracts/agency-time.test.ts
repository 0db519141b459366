import { describe, expect, it } from "vitest";
import {
  addDays,
  dayRange,
  dayStart,
  defaultTimeZone,
  instantOf,
  isTimeZone,
  wallDateText,
  wallDateTimeText,
  wallDay,
  wallTime,
  wallWeekday,
  zoneName,
  zoneOffsetMinutes,
} from "./agency-time";

const SYD = "Australia/Sydney";
const AKL = "Pacific/Auckland";

describe("the agency clock", () => {
  it("reads an instant as the zone's wall time, whatever the process zone", () => {
    const at = "2026-12-03T07:30:00Z"; // summer: Sydney +11, Auckland +13
    expect(wallDay(at, SYD)).toBe("2026-12-03");
    expect(wallTime(at, SYD)).toBe("18:30");
    expect(wallTime(at, AKL)).toBe("20:30");
    expect(wallDateText("2026-12-03T14:00:00Z", SYD)).toBe("04/12/2026");
    expect(wallWeekday(at, SYD)).toBe("Thursday");
    expect(wallTime("not a time", SYD)).toBe("");
  });

  it("turns a wall day and time into the instant, across a daylight-saving change", () => {
    // Sydney: standard (+10) until 2026-10-04 02:00, then daylight (+11).
    expect(instantOf("2026-10-03", "18:00", SYD)).toBe("2026-10-03T18:00:00+10:00");
    expect(instantOf("2026-10-04", "18:00", SYD)).toBe("2026-10-04T18:00:00+11:00");
    // 02:30 does not exist that night: moved forward by the gap.
    expect(instantOf("2026-10-04", "02:30", SYD)).toBe("2026-10-04T03:30:00+11:00");
    // Daylight ends 2026-04-05 03:00 → 02:00: 02:30 happens twice, the earlier is taken.
    expect(instantOf("2026-04-05", "02:30", SYD)).toBe("2026-04-05T02:30:00+11:00");
    expect(instantOf("2026-02-30", "10:00", SYD)).toBeNull();
    expect(instantOf("2026-02-03", "25:00", SYD)).toBeNull();
  });

  it("round-trips every hour of a year for Sydney and Auckland", () => {
    for (const zone of [SYD, AKL]) {
      for (let h = 0; h < 365 * 24; h += 7) {
        const at = new Date(Date.UTC(2026, 0, 1) + h * 3_600_000);
        const back = instantOf(wallDay(at, zone), wallTime(at, zone), zone);
        const diff = back ? new Date(back).getTime() - at.getTime() : Number.NaN;
        // Equal, except the repeated hour when daylight saving ends (earlier instant taken).
        expect([0, -3_600_000]).toContain(diff);
      }
    }
  });

  it("names the zone and knows its offset", () => {
    expect(zoneOffsetMinutes(new Date("2026-12-03T00:00:00Z"), SYD)).toBe(660);
    expect(zoneOffsetMinutes(new Date("2026-07-03T00:00:00Z"), SYD)).toBe(600);
    expect(zoneName("2026-12-03T00:00:00Z", SYD)).toBe("AEDT");
    expect(zoneName("2026-07-03T00:00:00Z", AKL)).toBe("NZST");
    expect(isTimeZone(SYD)).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(defaultTimeZone("NZ")).toBe(AKL);
    expect(defaultTimeZone("AU")).toBe(SYD);
  });

  it("reads a picked day as the agency's day: from its 00:00 to the next day's", () => {
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("nope", 1)).toBe("");
    expect(dayStart("2026-12-03", SYD).toISOString()).toBe("2026-12-02T13:00:00.000Z");
    // The day daylight saving starts is 23 hours long.
    const change = dayRange("2027-10-03", "2027-10-03", SYD);
    expect(change.start?.toISOString()).toBe("2027-10-02T14:00:00.000Z");
    expect(change.end?.toISOString()).toBe("2027-10-03T13:00:00.000Z");
    expect(dayRange(undefined, undefined, SYD)).toEqual({ start: undefined, end: undefined });
    expect(wallDateTimeText("2027-10-03T07:00:00Z", SYD)).toBe("03/10/2027 18:00");
    expect(wallDateTimeText("", SYD)).toBe("");
  });
});
