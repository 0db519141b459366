import { beforeEach, describe, expect, it } from "vitest";
import type { Call } from "../../server/contracts/call";
import * as calls from "../../server/contracts/staff-office/meeting-calls";
import { meetingScreen } from "../../src/features/staff-office/meetings/state/screen-state";
import { fakeArea, fakeContext } from "../core/fake-context";
import { availability } from "../core/registry";
import type { CommandContext, FocusedView } from "../core/types";
import { cancelMeeting, editMeeting, newMeeting, openMeetings } from "./meetings";

const SCREEN: FocusedView = {
  path: "/staff/meeting",
  title: "Staff Meetings",
  pattern: "/staff/meeting",
  params: {},
};
const meetingKeys = { all: ["staff-meetings"], one: (id: number) => ["staff-meetings", "one", id] };

function setup(over: Partial<Omit<CommandContext, "areas">> = {}, answer: unknown = { cancelled: 1 }) {
  return fakeContext({
    focused: SCREEN,
    areas: { staffMeetings: fakeArea<"staffMeetings">({ calls, meetingKeys: meetingKeys as never }) },
    answers: new Map<Call, unknown>([[calls.cancelStaffMeetings, answer]]),
    ...over,
  });
}

beforeEach(() => meetingScreen.open(null));

describe("staff meeting commands", () => {
  it("New meeting… opens the page from elsewhere and a blank form on it", async () => {
    const away = setup({ focused: null });
    await newMeeting.run(away.ctx, undefined);
    expect(away.calls).toEqual(['openView ["/staff/meeting",{"title":"Staff Meetings"}]']);
    expect(meetingScreen.openId()).toBe(0);
    const here = setup();
    await openMeetings.run(here.ctx, undefined);
    expect(here.calls).toEqual([]);
    expect(meetingScreen.openId()).toBeNull();
  });

  it("Edit meeting opens the one selected meeting; Cancel waits for a selection or an open one", async () => {
    const none = setup();
    expect(availability(editMeeting, none.ctx)).toMatchObject({
      state: "disabled",
      reason: "Select one meeting first.",
    });
    expect(availability(cancelMeeting, none.ctx)).toMatchObject({ state: "disabled" });
    expect(availability(cancelMeeting, { ...none.ctx, focused: null })).toMatchObject({ state: "hidden" });
    const one = setup({ selection: [{ id: 4, title: "Planning" }] });
    await editMeeting.run(one.ctx, undefined);
    expect(meetingScreen.openId()).toBe(4);
    expect(availability(cancelMeeting, setup().ctx).state).toBe("enabled");
  });

  it("cancels the open meeting rather than the list's cursor row", async () => {
    meetingScreen.open(9, "Quota review");
    const t = setup({ selection: [{ id: 4, title: "Planning" }] });
    await cancelMeeting.run(t.ctx, undefined);
    expect(t.calls[0]).toContain('{"ids":[9]}');
  });

  it("cancels the selected meeting after asking, and reloads the list", async () => {
    const t = setup({ selection: [{ id: 4, title: "Planning" }] });
    await cancelMeeting.run(t.ctx, undefined);
    expect(t.calls[0]).toBe(
      'call POST /staff-meeting/delete {"ids":[4]} refresh [["staff-meetings","one",4]]',
    );
    expect(t.calls.at(-1)).toContain("toast.success");
  });

  it("keeps the meeting when the person says Keep", async () => {
    const t = setup({ selection: [{ id: 4, title: "Planning" }], confirm: async () => false });
    await cancelMeeting.run(t.ctx, undefined);
    expect(t.calls).toEqual([]);
  });

  it("shows the server's refusal and a failed call", async () => {
    const refused = setup(
      { selection: [{ id: 4, title: "Planning" }] },
      {
        succeeded: false,
        errors: ["Only the organiser or a manager of staff attendance can cancel Planning."],
      },
    );
    await cancelMeeting.run(refused.ctx, undefined);
    expect(refused.calls.at(-1)).toBe(
      'toast.error ["Not cancelled","Only the organiser or a manager of staff attendance can cancel Planning."]',
    );
    const broken = setup({
      selection: [{ id: 4, title: "Planning" }],
      call: async () => {
        throw new Error("Network down");
      },
    });
    await cancelMeeting.run(broken.ctx, undefined);
    expect(broken.calls.at(-1)).toBe('toast.error ["Error!","Network down"]');
  });
});
