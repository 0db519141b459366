import { afterEach, describe, expect, it, vi } from "vitest";
import * as eventCalls from "../../server/contracts/sessions/event-calls";
import { attendeeUndo } from "../../src/features/sessions/state/screen-state";
import { fakeContext, refused } from "../core/fake-context";
import type { CommandContext, PromptOptions } from "../core/types";
import { bookIntoSession } from "./book-into-session";
import { confirmAttendance } from "./confirm-attendance";
import { deleteSelectedSessionRows } from "./delete-selected";
import { deleteSession } from "./delete-session";
import { deleteSelectedSessions } from "./delete-sessions";
import { attendee, context, fakeSessions, onSession, posted, records } from "./fake-sessions";
import { markAttended } from "./mark-attended";
import { markNoShow } from "./mark-no-show";
import { newSession } from "./new-session";
import { recordOutcome } from "./record-outcome";
import { recordPayment } from "./record-payment";
import { saveSession } from "./save-session";
import { setIncentive } from "./set-incentive";
import { setInterviewTime } from "./set-interview-time";
import { undoAttendeeAction } from "./undo-attendee-action";

afterEach(() => attendeeUndo.clear());

const undone = (calls: readonly string[]) => posted(calls).filter((c) => c.startsWith("POST /event/undo"));

describe("attendee commands", () => {
  it("confirm runs on the selected attendees only, and its toast's Undo restores the batch", async () => {
    const { ctx, calls, undos } = context(onSession("attendees", [attendee(1), attendee(2)]));
    expect(confirmAttendance.enabled?.(ctx)).toBe(true);
    await confirmAttendance.run(ctx, undefined);
    expect(posted(calls)).toContain('POST /event/ConfirmAttendance {"ids":[1,2]} @3');
    expect(calls.some((c) => c.startsWith("toast.undoable"))).toBe(true);
    expect(attendeeUndo.current(3)?.batchIds).toEqual([41]);
    undos.at(-1)?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(posted(calls)).toContain('POST /event/undo {"batchId":41} @3');
    expect(attendeeUndo.current(3)).toBeNull();
  });

  it("is disabled without a selection and hidden off the attendee tabs", () => {
    const empty = context(onSession("attendees"));
    expect(confirmAttendance.enabled?.(empty.ctx)).toMatch(/Select/);
    const details = context(onSession("details", [attendee(1)]));
    expect(confirmAttendance.when?.(details.ctx)).toBe(false);
  });

  it("a refused action shows the server's reason and remembers nothing to undo", async () => {
    const { ctx, calls } = context({
      ...onSession("attendees", [attendee(4)]),
      answers: new Map([[eventCalls.recordPayment, refused("Payment only for attended attendees.")]]),
    });
    await recordPayment.run(ctx, undefined);
    expect(calls).toContain('toast.error ["Error!","Payment only for attended attendees."]');
    expect(attendeeUndo.current(3)).toBeNull();
  });

  it("no-show is one bulk call (one undo batch) and Undo last attendee action undoes it", async () => {
    const { ctx, calls } = context(onSession("attendees", [attendee(1), attendee(2)]));
    await markNoShow.run(ctx, undefined);
    expect(posted(calls)).toEqual(['POST /event/RecordOutcome {"ids":[1,2],"status":"No show"} @3']);
    expect(calls).toContain('toast.undoable ["Successfully Saved!","2 attendees marked No show."]');
    expect(undoAttendeeAction.enabled?.(ctx)).toBe(true);
    await undoAttendeeAction.run(ctx, undefined);
    expect(undone(calls)).toEqual(['POST /event/undo {"batchId":77} @3']);
    expect(undoAttendeeAction.enabled?.(ctx)).not.toBe(true);
  });

  it("mark attended and outcomes go through the bulk call; Confirmed is one SetStatus call", async () => {
    const attended = context(onSession("attendees", [attendee(4)]));
    await markAttended.run(attended.ctx, undefined);
    expect(posted(attended.calls)).toContain('POST /event/RecordOutcome {"ids":[4],"status":"Attended"} @3');
    const outcome = context(onSession("attendees", [attendee(1), attendee(2)]));
    await recordOutcome.run(outcome.ctx, "Wrong profile");
    expect(posted(outcome.calls)).toContain(
      'POST /event/RecordOutcome {"ids":[1,2],"status":"Wrong profile"} @3',
    );
    const confirmed = context(onSession("attendees", [attendee(1), attendee(2)]));
    await recordOutcome.run(confirmed.ctx, "Confirmed");
    expect(posted(confirmed.calls)).toEqual(['POST /event/SetStatus {"ids":[1,2],"status":"Confirmed"} @3']);
    await undoAttendeeAction.run(confirmed.ctx, undefined);
    expect(undone(confirmed.calls)).toEqual(['POST /event/undo {"batchId":78} @3']);
  });

  it("a Standby move of a selection is one call, one toast and one undo batch (decision 196)", async () => {
    attendeeUndo.clear();
    const rows = [attendee(1), attendee(2), attendee(3), attendee(4)];
    const { ctx, calls, undos } = context({
      ...onSession("attendees", rows),
      answers: new Map([
        [
          eventCalls.setAttendeeStatus,
          { batchId: 78, changed: [1, 2, 3], skipped: [{ id: 4, reason: "Already standby." }] },
        ],
      ]),
    });
    await recordOutcome.run(ctx, "Standby");
    expect(posted(calls)).toEqual(['POST /event/SetStatus {"ids":[1,2,3,4],"status":"Standby"} @3']);
    expect(calls).toContain(
      'toast.undoable ["Successfully Saved!","3 attendees moved to Standby; 1 already standby."]',
    );
    expect(undos).toHaveLength(1);
    undos[0]?.();
    await vi.waitFor(() => expect(undone(calls)).toEqual(['POST /event/undo {"batchId":78} @3']));
    await vi.waitFor(() =>
      expect(calls).toContain('toast.success ["Undone","Undid: 3 attendees moved to Standby in session 3."]'),
    );
  });

  it("a refused outcome shows the server's reasons and offers no undo", async () => {
    attendeeUndo.clear();
    const { ctx, calls } = context({
      ...onSession("attendees", [attendee(1)]),
      answers: new Map([[eventCalls.recordOutcome, refused("Cannot move from Declined to Attended.")]]),
    });
    await markAttended.run(ctx, undefined);
    expect(calls).toContain('toast.error ["Error!","Cannot move from Declined to Attended."]');
    expect(attendeeUndo.current(3)).toBeNull();
  });

  it("value dialogs keep a wrong value open with the error and name whom they apply to (M11)", async () => {
    /** The dialog as the user sees it: each typed value is checked; a wrong one stays open. */
    const typing = (seen: string[], ...typed: (string | null)[]) =>
      (async (text: string, _initial?: string, options?: PromptOptions) => {
        seen.push(text);
        for (const value of typed) {
          const error = value === null ? null : (options?.validate?.(value) ?? null);
          if (error) seen.push(`error: ${error}`);
          else return value;
        }
        return null;
      }) as CommandContext["prompt"];
    const seen: string[] = [];
    const time = context({
      ...onSession("attendees", [{ ...attendee(1), fullName: "Harry Lee" }]),
      prompt: typing(seen, "25:99", "9:30"),
    });
    await setInterviewTime.run(time.ctx, undefined);
    expect(seen).toEqual([
      "Interview time (HH:MM, 24-hour) for Harry Lee",
      "error: Enter the interview time as HH:MM, e.g. 14:30.",
    ]);
    expect(posted(time.calls)).toEqual([
      'POST /event/PostInterviewTime {"ids":[1],"interviewTime":"09:30"} @3',
    ]);
    const many: string[] = [];
    const money = context({
      ...onSession("attendees", [attendee(1), attendee(2), attendee(3)]),
      prompt: typing(many, "lots", "$1,075.5"),
    });
    await setIncentive.run(money.ctx, undefined);
    expect(many[0]).toBe("Incentive amount ($) for 3 attendees");
    expect(many[1]).toMatch(/^error: Enter the incentive/);
    expect(posted(money.calls)).toContain('POST /event/PostIncentive {"ids":[1,2,3],"incentive":1075.5} @3');
    const cancelled = context({ ...onSession("attendees", [attendee(1)]), prompt: async () => null });
    await setIncentive.run(cancelled.ctx, undefined);
    expect(posted(cancelled.calls)).toEqual([]);
  });
});

describe("session commands", () => {
  it("delete session asks delete-allowed and the user, deletes and closes the tab", async () => {
    const { ctx, calls } = context(onSession("details"));
    await deleteSession.run(ctx, undefined);
    expect(calls).toEqual([
      "deleteAllowed session",
      "api.deleteSessions 7 [3]",
      'toast.success ["Successfully Deleted!",null]',
      'ws.closeTab [{"discard":true}]',
    ]);
    const no = context({ ...onSession("details"), confirm: async () => false });
    await deleteSession.run(no.ctx, undefined);
    expect(no.calls).toEqual(["deleteAllowed session"]);
  });

  it("delete session stops when delete-allowed refuses", async () => {
    const calls: string[] = [];
    const { ctx, calls: effects } = fakeContext({
      ...onSession("details"),
      areas: {
        ...fakeContext().ctx.areas,
        sessions: fakeSessions(calls),
        records: records(calls, "No right"),
      },
    });
    await deleteSession.run(ctx, undefined);
    expect(calls).toEqual(["deleteAllowed session"]);
    expect(effects).toContain('toast.error ["Access Denied!","No right"]');
  });

  it("delete selected sessions works on the job's Sessions tab selection", async () => {
    const { ctx, calls } = context({
      focused: {
        path: "/job/edit/7/sessions",
        title: "J",
        pattern: "/job/edit/:id/:selectedtab",
        params: { id: "7", selectedtab: "sessions" },
      },
      selection: [
        { id: 3, sessionNumber: 1 },
        { id: 4, sessionNumber: 2 },
      ],
    });
    expect(deleteSelectedSessions.when?.(ctx)).toBe(true);
    await deleteSelectedSessions.run(ctx, undefined);
    expect(calls).toContain("api.deleteSessions 7 [3,4]");
  });

  it("delete selected rows deletes from the focused session tab", async () => {
    const { ctx, calls } = context(onSession("times", [{ id: 71 }, { id: 72 }]));
    expect(deleteSelectedSessionRows.when?.(ctx)).toBe(true);
    await deleteSelectedSessionRows.run(ctx, undefined);
    expect(calls).toContain("api.deleteRows times 3 [71,72]");
    const attendees = context(onSession("attendees", [attendee(1)]));
    expect(deleteSelectedSessionRows.when?.(attendees.ctx)).toBe(false);
  });

  it("Ctrl+S (save session) is offered on New Session and every session tab, not on a job", () => {
    const on = (path: string, pattern: string) =>
      saveSession.when?.(context({ focused: { path, title: "S", pattern, params: {} } }).ctx);
    expect(saveSession.key).toBe("Mod+S");
    expect(saveSession.keyInInputs).toBe(true);
    expect(on("/session/add/201", "/session/add/:jobid")).toBe(true);
    expect(on("/session/edit/2/1/details", "/session/edit/:id/:jobid/:tab")).toBe(true);
    expect(on("/session/edit/2/1", "/session/edit/:id/:jobid")).toBe(true);
    expect(on("/job/edit/7", "/job/edit/:id")).toBe(false);
  });

  it("add session opens session/add for the focused job", () => {
    const { ctx, calls } = context({
      focused: { path: "/job/edit/7", title: "J", pattern: "/job/edit/:id", params: { id: "7" } },
    });
    newSession.run(ctx, undefined);
    expect(calls).toContain('openView ["/session/add/7",{"title":"New Session","otherPane":false}]');
  });

  it("book into session lists each session's time slots and books the focused respondent", async () => {
    const { ctx, calls } = context({
      focused: { path: "/respondent/5", title: "Ben", pattern: "/respondent/:resid", params: { resid: "5" } },
    });
    const rows = (await bookIntoSession.picker?.load("Eve", ctx, new AbortController().signal)) ?? [];
    expect(rows).toHaveLength(2);
    expect(rows[0]?.title).toMatch(/Evening \(#1\) · 03\/12\/2026 10:00–11:00/);
    expect(rows[1]?.subtitle).toContain("3 of 3 booked · full: standby");
    expect(rows[0]?.subtitle).toContain("3 of 8 booked");
    if (rows[0]) await bookIntoSession.run(ctx, rows[0].value);
    expect(posted(calls)).toEqual([
      'POST /event/create {"jobId":7,"jobGroupId":3,"jobGroupTimeId":73,"respondentIds":[5]} @3',
    ]);
  });
});
