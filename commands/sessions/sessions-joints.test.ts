import { afterEach, describe, expect, it } from "vitest";
import * as eventCalls from "../../server/contracts/sessions/event-calls";
import { attendeeUndo, sessionFacts } from "../../src/features/sessions/state/screen-state";
import { bookIntoSession } from "./book-into-session";
import { bookIntoSlot } from "./book-into-slot";
import { bookingToast } from "./booking-toast";
import { bulkText } from "./bulk-toast";
import { cancelPayment } from "./cancel-payment";
import { confirmAttendance } from "./confirm-attendance";
import { attendee, context, onSession, posted } from "./fake-sessions";
import { markAttended } from "./mark-attended";
import { markNoShow } from "./mark-no-show";
import { recordOutcome } from "./record-outcome";
import { recordPayment } from "./record-payment";
import { undoAttendeeAction } from "./undo-attendee-action";

afterEach(() => attendeeUndo.clear());

const row = (eventId: number, status: string, extra: Record<string, unknown> = {}) => ({
  ...attendee(eventId),
  status,
  paymentStatus: null,
  ...extra,
});
/** Session 3's tab, or another session's (id 4) with the same selection. */
const onOther = (tab: string, selection: unknown[] = []) => ({
  focused: {
    path: `/session/edit/4/7/${tab}`,
    title: "Other (#2)",
    pattern: "/session/edit/:id/:jobid/:tab",
    params: { id: "4", jobid: "7", tab },
  },
  selection,
});

describe("Book into slot (decision 171)", () => {
  it("lists the session's slots with 'x of y booked'; a full slot offers standby", async () => {
    const { ctx } = context(onSession("attendees", [row(1, "Qualified")]));
    expect(bookIntoSlot.enabled?.(ctx)).toBe(true);
    const rows = (await bookIntoSlot.picker?.load("", ctx, new AbortController().signal)) ?? [];
    expect(rows.map((r) => [r.title, r.subtitle])).toEqual([
      ["03/12/2026 10:00–11:00", "3 of 8 booked"],
      ["03/12/2026 12:00–13:00 · full: add to standby", "3 of 3 booked · 1 on standby"],
    ]);
    const filtered = (await bookIntoSlot.picker?.load("12:00", ctx, new AbortController().signal)) ?? [];
    expect(filtered).toHaveLength(1);
  });

  it("tells the truth when the slot is full (M15) and offers Undo in this session", async () => {
    const { ctx, calls } = context(onSession("attendees", [row(1, "Qualified")]));
    const full = { id: 93, label: "03/12/2026 12:00–13:00", booked: 3, capacity: 3, standby: 1, full: true };
    await bookIntoSlot.run(ctx, full);
    expect(posted(calls)).toContain('POST /event/BookIntoSlot {"ids":[1],"jobGroupTimeId":93} @3');
    expect(calls).toContain('toast.undoable ["Added to standby","Slot full: Max Larson added to standby."]');
    expect(attendeeUndo.current(3)?.batchIds).toEqual([88]);
  });

  it("is disabled for attendees whose status cannot go into a slot", () => {
    const { ctx } = context(onSession("attendees", [row(1, "Attended"), row(2, "Declined")]));
    expect(bookIntoSlot.enabled?.(ctx)).toMatch(/Only qualified, booked or standby/);
  });

  it("Book into session says 'Slot full: … added to standby', not 'Booked!' (M15)", async () => {
    const { ctx, calls } = context({
      focused: {
        path: "/respondent/5",
        title: "Max",
        pattern: "/respondent/:resid",
        params: { resid: "5" },
      },
      answers: new Map([
        [
          eventCalls.createEvents,
          {
            batchId: 5,
            changed: [9],
            skipped: [],
            created: [{ eventId: 9, respondentId: 5, status: "Standby", fullName: "Max Larson" }],
            warnings: [],
          },
        ],
      ]),
    });
    await bookIntoSession.run(ctx, { sessionId: 3, jobId: 7, sessionTitle: "Evening (#1)", timeSlotId: 73 });
    expect(calls).toContain('toast.success ["Added to standby","Slot full: Max Larson added to standby."]');
  });

  it("minor 14: a booking toast for mixed outcomes names both", () => {
    expect(
      bookingToast("09:00", [
        { fullName: "Ann Lee", status: "Booked" },
        { fullName: "Max Larson", status: "Standby", full: "the time slot is full" },
      ]),
    ).toEqual({
      title: "Booked",
      text: "Booked into 09:00: Ann Lee. Slot full: Max Larson added to standby.",
    });
  });
});

describe("booking toasts count beyond three names", () => {
  it("says how many were booked", () => {
    const four = ["A", "B", "C", "D"].map((fullName) => ({ fullName, status: "Booked" }));
    expect(bookingToast("Group 1", four).text).toBe("4 panel members booked into Group 1.");
  });
});

describe("undo is scoped to the session on screen (S4, decision 172)", () => {
  it("another session's tab has nothing to undo; the undo toast names what and where", async () => {
    sessionFacts.set(3, { label: "J24-00001 #101", startsAt: null });
    const here = context(onSession("attendees", [row(1, "Booked")]));
    await markNoShow.run(here.ctx, undefined);
    const other = context(onOther("attendees", [row(5, "Booked")]));
    expect(undoAttendeeAction.enabled?.(other.ctx)).toMatch(/Nothing to undo in this session/);
    await undoAttendeeAction.run(other.ctx, undefined);
    expect(posted(other.calls)).toEqual([]);
    await undoAttendeeAction.run(here.ctx, undefined);
    expect(posted(here.calls)).toContain('POST /event/undo {"batchId":77} @3');
    // The offer's toast is taken away, so its Undo cannot be pressed a second time (minor 9).
    expect(here.calls).toContain('toast.dismiss ["undo-77"]');
    expect(here.calls).toContain(
      'toast.success ["Undone","Undid: 1 attendee marked No show in J24-00001 #101."]',
    );
  });
});

describe("bulk toasts count the changes (M16)", () => {
  it("one confirmed, one already confirmed, one not changed named", () => {
    expect(
      bulkText(
        "confirmed",
        1,
        [
          { id: 2, reason: "Already confirmed." },
          { id: 3, reason: "Cannot move from Declined to Confirmed." },
        ],
        [attendee(1), attendee(2), { ...attendee(3), fullName: "Ruby Welch" }],
      ),
    ).toBe("1 attendee confirmed; 1 already confirmed; 1 not changed (Declined): Ruby Welch");
  });

  it("the confirm toast counts what the server changed, not the selection", async () => {
    const { ctx, calls } = context({
      ...onSession("attendees", [row(1, "Booked"), row(2, "Confirmed"), row(3, "Declined")]),
      answers: new Map([
        [
          eventCalls.confirmAttendance,
          {
            batchId: 41,
            changed: [1],
            skipped: [
              { id: 2, reason: "Already confirmed." },
              { id: 3, reason: "Cannot move from Declined to Confirmed." },
            ],
          },
        ],
      ]),
    });
    await confirmAttendance.run(ctx, undefined);
    expect(calls).toContain(
      'toast.undoable ["Successfully Saved!","1 attendee confirmed; 1 already confirmed; 1 not changed (Declined): R 3."]',
    );
  });
});

describe("actions offered only where the status allows (M12)", () => {
  it("payment actions follow the payment state; confirm needs a booked or standby row", () => {
    const booked = context(onSession("attendees", [row(1, "Booked")]));
    expect(cancelPayment.enabled?.(booked.ctx)).toBe("Only paid attendees.");
    expect(recordPayment.enabled?.(booked.ctx)).toMatch(/mark them attended first/);
    expect(confirmAttendance.enabled?.(booked.ctx)).toBe(true);
    const paid = context(onSession("attendees", [row(1, "Attended", { paymentStatus: "Paid" })]));
    expect(cancelPayment.enabled?.(paid.ctx)).toBe(true);
    expect(recordPayment.enabled?.(paid.ctx)).not.toBe(true);
    expect(confirmAttendance.enabled?.(paid.ctx)).not.toBe(true);
  });

  it("attended and no-show only from the session's start", () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    sessionFacts.set(3, { label: "J #1", startsAt: future });
    const { ctx } = context(onSession("attendees", [row(1, "Booked")]));
    expect(markAttended.enabled?.(ctx)).toBe("Attendance is recorded from the session's start.");
    expect(markNoShow.enabled?.(ctx)).toBe("Attendance is recorded from the session's start.");
    sessionFacts.set(3, { label: "J #1", startsAt: new Date(Date.now() - 60_000).toISOString() });
    expect(markAttended.enabled?.(ctx)).toBe(true);
  });

  it("Pay… asks with the amount and pays in one call", async () => {
    const asked: string[] = [];
    const { ctx, calls } = context({
      ...onSession("attendees", [
        row(1, "Attended", { incentive: 120, fullName: "Harry Lee" }),
        row(2, "Booked", { incentive: 120 }),
      ]),
      confirm: async (text: string) => {
        asked.push(text);
        return true;
      },
    });
    await recordPayment.run(ctx, undefined);
    expect(asked).toEqual(["Pay Harry Lee $120.00 (1 other not attended or already paid)?"]);
    expect(posted(calls)).toEqual(['POST /event/RecordPaymentForQualifiedResp {"ids":[1,2]} @3']);
  });
});

describe("minor 3: Record outcome does not open on 'Terminated'", () => {
  it("lists the attendance outcomes first", async () => {
    const { ctx } = context(onSession("attendees", [row(1, "Booked")]));
    const rows = (await recordOutcome.picker?.load("", ctx, new AbortController().signal)) ?? [];
    expect(rows[0]?.title).toBe("Attended");
    expect(rows.map((r) => r.title)).not.toContain("Terminated");
  });
});
