import { describe, expect, it } from "vitest";
import type { ClientScheduleRow } from "../../../../server/contracts/sessions/client-schedule";
import {
  maySignOff,
  type ScheduleGroup,
  scheduleFileName,
  scheduleLines,
  scheduleSheet,
  withRow,
} from "./schedule-rows";

const row = (eventId: number, extra: Partial<ClientScheduleRow> = {}): ClientScheduleRow => ({
  eventId,
  displayName: `Person ${eventId} B.`,
  ageBand: "25-34",
  location: "Newtown",
  status: "Booked",
  confirmed: false,
  jobGroupId: 7,
  sessionNumber: 101,
  sessionName: "Focus group",
  sessionStartsAt: null,
  timeSlotStartsAt: null,
  timeSlotEndsAt: null,
  interviewTime: "10:30",
  custom1: "Parking",
  custom2: null,
  custom3: null,
  custom4: null,
  clientSignoff: null,
  clientSignoffReason: null,
  clientSignoffBy: null,
  clientSignoffAt: null,
  ...extra,
});
const groups: ScheduleGroup[] = [
  {
    jobGroupId: 7,
    sessionNumber: 101,
    sessionName: "Focus group",
    sessionStartsAt: null,
    rows: [row(1), row(2, { clientSignoff: "Replace requested", clientSignoffReason: "Too young" })],
  },
];

describe("the client's schedule rows and export", () => {
  it("writes the page's columns, sign-off included", () => {
    const sheet = scheduleSheet(scheduleLines(groups));
    expect(sheet.columns.map((c) => c.header)).toEqual([
      "Session",
      "Name",
      "Age band",
      "Suburb or state",
      "Status",
      "Time slot",
      "Custom 1",
      "Custom 2",
      "Custom 3",
      "Custom 4",
      "Your sign-off",
    ]);
    expect(sheet.rows[0]).toEqual([
      "Session 101 Focus group",
      "Person 1 B.",
      "25-34",
      "Newtown",
      "Booked",
      "10:30",
      "Parking",
      "",
      "",
      "",
      "",
    ]);
    expect(sheet.rows[1]?.at(-1)).toBe("Replace requested: Too young");
  });

  it("names the file by job and day", () => {
    expect(scheduleFileName("J 1234/A", "2026-11-28")).toBe("schedule-J-1234-A-28-11-2026.xlsx");
  });

  it("puts an answered row in place and allows sign-off of booked or confirmed only", () => {
    const next = withRow(groups, row(1, { clientSignoff: "Approved" }));
    expect(next[0]?.rows[0]?.clientSignoff).toBe("Approved");
    expect(next[0]?.rows[1]?.clientSignoff).toBe("Replace requested");
    expect(maySignOff({ status: "Confirmed" })).toBe(true);
    expect(maySignOff({ status: "Standby" })).toBe(false);
  });
});
