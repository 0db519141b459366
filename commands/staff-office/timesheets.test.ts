import { beforeEach, describe, expect, it } from "vitest";
import type { Call } from "../../server/contracts/call";
import * as calls from "../../server/contracts/staff-office/timesheet-calls";
import { timesheetScreen } from "../../src/features/staff-office/attendance/state/screen-state";
import { fakeArea, fakeContext } from "../core/fake-context";
import { availability } from "../core/registry";
import type { FocusedView } from "../core/types";
import { approveWeek, closePayDetails, openPayDetails, returnWeek, submitMyWeek } from "./timesheets";

const ATTENDANCE: FocusedView = {
  path: "/staff/attendance",
  title: "Staff Attendance",
  pattern: "/staff/attendance",
  params: {},
};
const week = { staffName: "Robin Recruiter" };

function setup(rights: string[], prompt: string | null = "Add the Monday job") {
  const timesheets = fakeArea<"timesheets">({ calls, timesheetKeys: {} as never });
  return fakeContext({
    focused: ATTENDANCE,
    user: { id: "1", name: "Manager", rights: new Set(rights), flags: {} },
    areas: { timesheets },
    prompt: async () => prompt,
    answers: new Map<Call, unknown>([
      [calls.approveTimesheet, week],
      [calls.returnTimesheet, week],
      [calls.submitTimesheet, week],
    ]),
  });
}

beforeEach(() => {
  timesheetScreen.setWeek("2026-11-23");
  timesheetScreen.open(null);
});

describe("timesheet commands", () => {
  it("submits the week shown", async () => {
    const t = setup([]);
    await submitMyWeek.run(t.ctx, undefined as never);
    expect(t.calls[0]).toBe('call POST /timesheet/submit {"week":"2026-11-23"} refresh [["timesheets"]]');
    expect(t.calls).toContain('toast.success ["Week submitted.","A manager approves or returns it."]');
  });

  it("approves and returns the opened person's week under MSA only, a return with its reason", async () => {
    expect(availability(approveWeek, setup([]).ctx).state).toBe("hidden");
    expect(availability(approveWeek, setup(["MSA"]).ctx).state).toBe("disabled");
    timesheetScreen.open(12);
    const t = setup(["MSA"]);
    expect(availability(approveWeek, t.ctx).state).toBe("enabled");
    await approveWeek.run(t.ctx, undefined as never);
    expect(t.calls[0]).toContain('/timesheet/approve {"week":"2026-11-23","staffUserId":12}');
    await returnWeek.run(t.ctx, undefined as never);
    expect(t.calls.some((c) => c.includes('"reason":"Add the Monday job"'))).toBe(true);
    const cancelled = setup(["MSA"], null);
    await returnWeek.run(cancelled.ctx, undefined as never);
    expect(cancelled.calls.filter((c) => c.startsWith("call"))).toEqual([]);
  });

  it("opens the opened person's pay details under MSA only, and closes them again", async () => {
    expect(availability(openPayDetails, setup([]).ctx).state).toBe("hidden");
    expect(availability(openPayDetails, setup(["MSA"]).ctx).state).toBe("disabled");
    timesheetScreen.open(12);
    const t = setup(["MSA"]);
    expect(availability(closePayDetails, t.ctx).state).toBe("disabled");
    await openPayDetails.run(t.ctx, undefined as never);
    expect(timesheetScreen.payFormOpen()).toBe(true);
    expect(availability(closePayDetails, t.ctx).state).toBe("enabled");
    timesheetScreen.open(13);
    expect(timesheetScreen.payFormOpen()).toBe(false);
  });
});
