import { beforeEach, describe, expect, it } from "vitest";
import type { Call } from "../../server/contracts/call";
import type { LeaveRow } from "../../server/contracts/staff-office/leave";
import * as calls from "../../server/contracts/staff-office/leave-calls";
import { leaveScreen } from "../../src/features/staff-office/leave/state/leave-screen";
import { fakeArea, fakeContext, refused } from "../core/fake-context";
import { availability } from "../core/registry";
import type { CommandContext, FocusedView } from "../core/types";
import { approveLeave, cancelLeaveRequest, declineLeave, requestLeave } from "./leave";

const PAGE: FocusedView = { path: "/staff/leave", title: "Staff Leave", pattern: "/staff/leave", params: {} };
const row = (over: Partial<LeaveRow> = {}): LeaveRow => ({
  id: 41,
  staffUserId: 5,
  staff: "Jordan Lee",
  leaveType: "Annual",
  startsAt: "2026-12-02T13:00:00.000Z",
  endsAt: "2026-12-03T13:00:00.000Z",
  startDay: "2026-12-03",
  endDay: "2026-12-03",
  startTime: null,
  endTime: null,
  hours: 7.6,
  note: null,
  status: "requested",
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  createdAt: "2026-11-28T00:00:00.000Z",
  ...over,
});

function setup(over: Partial<Omit<CommandContext, "areas">> = {}, answers = new Map<Call, unknown>()) {
  return fakeContext({
    focused: PAGE,
    user: { id: "9", name: "Manager", rights: new Set(["MSA"]), flags: {} },
    areas: { staffLeave: fakeArea<"staffLeave">({ calls }) },
    answers,
    ...over,
  });
}

beforeEach(() => {
  leaveScreen.select(null);
  leaveScreen.closeForm();
});

describe("leave commands", () => {
  it("opens the leave page with a blank request from anywhere", async () => {
    const t = setup({ focused: null });
    await requestLeave.run(t.ctx, undefined);
    expect(t.calls).toEqual(['openView ["/staff/leave",{"title":"Staff Leave"}]']);
    expect(leaveScreen.formId()).toBe(0);
  });

  it("approves someone else's selected request, never one's own", async () => {
    const t = setup({}, new Map<Call, unknown>([[calls.approveLeave, { id: 41, warnings: [] }]]));
    expect(availability(approveLeave, t.ctx)).toMatchObject({ state: "disabled" });
    leaveScreen.select(row({ staffUserId: 9 }));
    expect(availability(approveLeave, t.ctx)).toMatchObject({ reason: "Nobody decides their own leave." });
    leaveScreen.select(row());
    await approveLeave.run(t.ctx, undefined);
    expect(t.calls[0]).toBe('call POST /staff-leave/approve {"id":41} refresh [["staff-leave"]]');
    expect(t.calls[1]).toContain("toast.success");
    expect(leaveScreen.selected()).toBeNull();
    const staff = setup({ user: { id: "5", name: "Jordan", rights: new Set(), flags: {} } });
    expect(availability(approveLeave, staff.ctx).state).toBe("hidden");
  });

  it("declines with the reason asked, and shows a refusal", async () => {
    leaveScreen.select(row());
    const t = setup(
      { prompt: async () => "Fieldwork week" },
      new Map<Call, unknown>([[calls.declineLeave, refused("This request is already approved.")]]),
    );
    await declineLeave.run(t.ctx, undefined);
    expect(t.calls[0]).toBe(
      'call POST /staff-leave/decline {"id":41,"reason":"Fieldwork week"} refresh [["staff-leave"]]',
    );
    expect(t.calls[1]).toBe('toast.error ["Not declined","This request is already approved."]');
    const cancelled = setup({ prompt: async () => null });
    await declineLeave.run(cancelled.ctx, undefined);
    expect(cancelled.calls).toEqual([]);
  });

  it("cancels one's own request after asking; approved leave only as a manager, with a reason", async () => {
    const own = setup({ user: { id: "5", name: "Jordan", rights: new Set(), flags: {} } });
    leaveScreen.select(row());
    await cancelLeaveRequest.run(own.ctx, undefined);
    expect(own.calls[0]).toBe(
      'call POST /staff-leave/delete {"id":41,"reason":null} refresh [["staff-leave"]]',
    );
    leaveScreen.select(row({ status: "approved" }));
    expect(availability(cancelLeaveRequest, own.ctx)).toMatchObject({
      reason: "Approved leave is cancelled by a manager.",
    });
    const manager = setup({ prompt: async () => "Swapped weeks" });
    await cancelLeaveRequest.run(manager.ctx, undefined);
    expect(manager.calls[0]).toBe(
      'call POST /staff-leave/delete {"id":41,"reason":"Swapped weeks"} refresh [["staff-leave"]]',
    );
  });
});
