import { describe, expect, it } from "vitest";
import type { ShiftWithLabel } from "../../db/repo/staff-office/roster";
import { toShift, wallSpan } from "./roster-shapes";

const ZONE = "Australia/Sydney";
const row = (startsAt: string, endsAt: string, more: Partial<ShiftWithLabel> = {}): ShiftWithLabel => ({
  id: 1,
  staffUserId: 2,
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
  jobId: null,
  sessionId: null,
  kind: "other",
  note: null,
  status: "draft",
  publishedAt: null,
  createdBy: 1,
  createdAt: new Date(),
  updatedAt: new Date(),
  jobNumber: null,
  jobName: null,
  sessionNumber: null,
  sessionName: null,
  ...more,
});

describe("a shift as the roster reads it", () => {
  it("keeps a night shift on the day it starts, naming the day it ends", () => {
    expect(
      wallSpan(new Date("2026-12-03T22:00:00+11:00"), new Date("2026-12-04T02:00:00+11:00"), ZONE),
    ).toEqual({
      day: "2026-12-03",
      start: "22:00",
      end: "02:00",
      endDay: "2026-12-04",
    });
  });

  it("counts real hours across daylight saving: 01:00–05:00 is 3 h in October, 5 h in April", () => {
    expect(toShift(row("2026-10-04T01:00:00+10:00", "2026-10-04T05:00:00+11:00"), ZONE)).toMatchObject({
      start: "01:00",
      end: "05:00",
      hours: 3,
    });
    expect(toShift(row("2027-04-04T01:00:00+11:00", "2027-04-04T05:00:00+10:00"), ZONE).hours).toBe(5);
  });

  it("labels a session's shift by job and session, a job's by the job, others by note or kind", () => {
    const at = ["2026-12-03T09:00:00+11:00", "2026-12-03T10:00:00+11:00"] as const;
    expect(
      toShift(
        row(...at, { sessionId: 5, jobId: 4, jobNumber: "J26-1", sessionNumber: 2, sessionName: "Group" }),
        ZONE,
      ).label,
    ).toBe("J26-1 S2 Group");
    expect(toShift(row(...at, { jobId: 4, jobNumber: "J26-1", jobName: "Beer" }), ZONE).label).toBe(
      "J26-1 Beer",
    );
    expect(toShift(row(...at, { note: "Evening calls" }), ZONE).label).toBe("Evening calls");
    expect(toShift(row(...at, { kind: "host" }), ZONE).label).toBe("Hosting");
  });
});
