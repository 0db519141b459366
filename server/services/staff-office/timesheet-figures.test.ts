import { describe, expect, it } from "vitest";
import { mondayOf } from "../../contracts/agency-time";
import { FLAG_TOLERANCE_MINUTES, FORGOTTEN_AFTER_HOURS, weekDays, weekFigures } from "./timesheet-figures";

const ZONE = "Australia/Sydney";
const aest = (day: string, time: string) => new Date(`${day}T${time}:00+10:00`);
const aedt = (day: string, time: string) => new Date(`${day}T${time}:00+11:00`);
const base = { weekStart: "2026-09-28", zone: ZONE, now: aedt("2026-10-07", "12:00"), shifts: [], leave: [] };

describe("weekFigures", () => {
  it("names the week's Monday and its seven days", () => {
    expect(mondayOf("2026-10-04")).toBe("2026-09-28");
    expect(mondayOf("2026-09-28")).toBe("2026-09-28");
    expect(weekDays("2026-09-28")).toHaveLength(7);
    expect(weekDays("2026-09-28")[6]).toBe("2026-10-04");
  });

  it("counts a night across the daylight-saving change by the clock's instants", () => {
    const days = weekFigures({
      ...base,
      entries: [
        {
          id: 1,
          day: "2026-10-03",
          clockOn: aest("2026-10-03", "22:00"),
          clockOff: aedt("2026-10-04", "04:00"),
        },
      ],
      tracked: [
        {
          jobId: 9,
          job: "J9",
          startedAt: aest("2026-10-03", "22:00"),
          stoppedAt: aedt("2026-10-04", "04:00"),
        },
      ],
    });
    expect(days[5]).toMatchObject({ day: "2026-10-03", clockedHours: 5, trackedHours: 5, flags: [] });
    expect(days[6]).toMatchObject({ clockedHours: 0 });
  });

  it("flags untracked time only past the tolerance, and a long entry as a forgotten clock-out", () => {
    const short = FLAG_TOLERANCE_MINUTES - 1;
    const on = aest("2026-09-28", "09:00");
    const off = new Date(on.getTime() + 3_600_000);
    const days = weekFigures({
      ...base,
      entries: [
        { id: 1, day: "2026-09-28", clockOn: on, clockOff: off },
        {
          id: 2,
          day: "2026-09-29",
          clockOn: aest("2026-09-29", "08:00"),
          clockOff: new Date(aest("2026-09-29", "08:00").getTime() + (FORGOTTEN_AFTER_HOURS + 1) * 3_600_000),
        },
      ],
      tracked: [{ jobId: 1, job: "J1", startedAt: new Date(on.getTime() + short * 60_000), stoppedAt: off }],
    });
    expect(days[0]?.flags).toEqual([]);
    expect(days[1]?.flags).toEqual(["forgottenClockOut", "untracked"]);
  });
});
