import { describe, expect, it } from "vitest";
import {
  needsConfirming,
  paymentText,
  type SessionRow,
  sessionTitle,
  splitSessions,
  statusText,
} from "./my-sessions";

const NOW = Date.parse("2026-11-27T00:00:00Z");
const row = (id: number, over: Partial<SessionRow>): SessionRow => ({
  id,
  kind: "Session",
  status: "Booked",
  jobName: "Grocery study",
  sessionName: "Evening group A",
  sessionStartsAt: null,
  at: "2026-11-01T00:00:00Z",
  closed: false,
  attendanceConfirmedAt: null,
  paymentStatus: null,
  ...over,
});

describe("My Sessions", () => {
  it("puts the next session first, upcoming before past, past newest first (walkthrough M14)", () => {
    const rows = [
      row(1, { status: "Attended", sessionStartsAt: "2026-11-19T07:00:00Z", paymentStatus: "Paid" }),
      row(2, { sessionStartsAt: "2026-12-04T07:00:00Z" }),
      row(3, { status: "Confirmed", sessionStartsAt: "2026-11-27T07:00:00Z" }),
      row(4, { status: "No show", sessionStartsAt: "2026-11-25T07:00:00Z" }),
    ];
    const { upcoming, past } = splitSessions(rows, NOW);
    expect(upcoming.map((r) => r.id)).toEqual([3, 2]);
    expect(past.map((r) => r.id)).toEqual([4, 1]);
  });

  it("heads a card with the job's and session's names, not the job code", () => {
    expect(sessionTitle({ jobName: "Grocery study", sessionName: "Evening group A" })).toBe(
      "Grocery study — Evening group A",
    );
    expect(sessionTitle({ jobName: null, sessionName: null })).toBe("Research session");
  });

  it("words status and payment the same way on every card", () => {
    const future = { sessionStartsAt: "2026-12-04T07:00:00Z" };
    expect(statusText(row(1, future), NOW)).toBe("Booked: please confirm");
    expect(needsConfirming(row(1, future), NOW)).toBe(true);
    expect(statusText(row(1, { ...future, status: "Confirmed" }), NOW)).toBe("Confirmed");
    expect(needsConfirming(row(1, { ...future, status: "Confirmed" }), NOW)).toBe(false);
    expect(statusText(row(1, { ...future, status: "Cancelled" }), NOW)).toBe("Cancelled");
    const paid = row(1, {
      status: "Attended",
      paymentStatus: "Paid",
      sessionStartsAt: "2026-11-19T07:00:00Z",
    });
    expect([statusText(paid, NOW), paymentText(paid, NOW)]).toEqual(["Attended", "Paid"]);
    expect(paymentText({ ...paid, paymentStatus: null }, NOW)).toBe("Not paid yet");
    expect(paymentText({ ...paid, kind: "Attended", status: "Paid", paymentStatus: null }, NOW)).toBe("Paid");
    expect(paymentText(row(1, future), NOW)).toBeNull();
    expect(statusText(row(1, { status: "No show", sessionStartsAt: "2026-11-19T07:00:00Z" }), NOW)).toBe(
      "Did not attend",
    );
  });
});
