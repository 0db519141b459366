import { describe, expect, it } from "vitest";
import {
  attendanceText,
  canConfirm,
  canStartSurvey,
  formatDay,
  formatMoney,
  formatTimeRange,
  isExternalUrl,
  isSessionEvent,
  jobLabel,
  type ListEvent,
  locationText,
  NONE,
  ownListPath,
  startSurveyHref,
  sumMoney,
} from "./portal-lists";

const event = (over: Partial<ListEvent>): ListEvent => ({
  kind: "Booked",
  jobGroupId: 7,
  closed: false,
  attendanceConfirmedAt: null,
  ...over,
});

describe("formatting", () => {
  it("shows days as DD/MM/YYYY and missing or bad values as a dash", () => {
    expect(formatDay("2026-03-05T10:00:00")).toBe("05/03/2026");
    expect(formatDay(null)).toBe(NONE);
    expect(formatDay("not a date")).toBe(NONE);
  });

  it("shows money with a dollar sign, two decimals and thousands", () => {
    expect(formatMoney("75.00")).toBe("$75.00");
    expect(formatMoney("1234.5")).toBe("$1,234.50");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney("-5")).toBe("-$5.00");
    expect(formatMoney(null)).toBe(NONE);
    expect(formatMoney("abc")).toBe(NONE);
  });

  it("sums decimal strings in cents", () => {
    expect(sumMoney(["0.10", "0.20"])).toBe(0.3);
    expect(sumMoney(["75.00", "x", "25.5"])).toBe(100.5);
    expect(sumMoney([])).toBe(0);
  });

  it("joins job number and name, whichever exists", () => {
    expect(jobLabel("J1", "Study")).toBe("J1 - Study");
    expect(jobLabel(null, "Study")).toBe("Study");
    expect(jobLabel(" ", null)).toBe(NONE);
    expect(jobLabel(null, null, "Survey")).toBe("Survey");
  });
});

describe("sessions", () => {
  it("lists bookings with a session and session outcomes, not surveys or invitations", () => {
    expect(isSessionEvent(event({}))).toBe(true);
    expect(isSessionEvent(event({ kind: "Attended", jobGroupId: null }))).toBe(true);
    expect(isSessionEvent(event({ kind: "No show", jobGroupId: null }))).toBe(true);
    expect(isSessionEvent(event({ kind: "Invitation", jobGroupId: null }))).toBe(false);
    for (const kind of ["Opportunity", "Survey", "SurveyClick"])
      expect(isSessionEvent(event({ kind }))).toBe(false);
  });

  it("offers confirmation only for an open, unconfirmed booking with a session", () => {
    expect(canConfirm(event({}))).toBe(true);
    expect(canConfirm(event({ jobGroupId: null }))).toBe(false);
    expect(canConfirm(event({ closed: true }))).toBe(false);
    expect(canConfirm(event({ kind: "Attended" }))).toBe(false);
    expect(canConfirm(event({ attendanceConfirmedAt: "2026-01-02T00:00:00Z" }))).toBe(false);
  });

  it("describes the attendance state", () => {
    expect(attendanceText(event({ attendanceConfirmedAt: "2026-01-02T12:00:00" }))).toBe(
      "Confirmed on 02/01/2026",
    );
    expect(attendanceText(event({}))).toBe("Not confirmed yet");
    expect(attendanceText(event({ kind: "Attended", jobGroupId: null }))).toBe(NONE);
  });
});

describe("addresses", () => {
  it("sends another respondent's id to the signed-in respondent's own page", () => {
    expect(ownListPath("/respayments", "12", 12)).toBeNull();
    expect(ownListPath("/respayments", "13", 12)).toBe("/respayments/12");
    expect(ownListPath("/ressession", undefined, 12)).toBe("/ressession/12");
    expect(ownListPath("/ressession", "13", null)).toBeNull();
  });

  it("tells survey links to another site from our own", () => {
    const origin = "https://panel.example.com";
    expect(isExternalUrl("/survey-redirect/4", origin)).toBe(false);
    expect(isExternalUrl("https://panel.example.com/x", origin)).toBe(false);
    expect(isExternalUrl("https://surveys.example.org/s/1", origin)).toBe(true);
  });
});

describe("session bookings (decision 130)", () => {
  const booking = { kind: "Session", jobGroupId: 3, closed: false, attendanceConfirmedAt: null };
  it("offers confirmation only while the booking is Booked or on standby", () => {
    expect(canConfirm({ ...booking, status: "Booked" })).toBe(true);
    expect(canConfirm({ ...booking, status: "Standby" })).toBe(true);
    expect(canConfirm({ ...booking, status: "Attended" })).toBe(false);
    expect(canConfirm({ ...booking, status: "Cancelled" })).toBe(false);
  });

  it("shows the session's time range and place, or a dash", () => {
    // Instants read on the agency clock (Sydney, +11 in December), not the browser's.
    expect(formatTimeRange("2026-12-02T23:00:00Z", "2026-12-03T00:30:00Z")).toBe("10:00–11:30 AEDT");
    expect(formatTimeRange("2026-06-02T00:00:00Z", null)).toBe("10:00 AEST");
    expect(formatTimeRange(null, null)).toBe(NONE);
    expect(locationText("Harbour Rooms", "1 George St")).toBe("Harbour Rooms, 1 George St");
    expect(locationText(null, " ")).toBe(NONE);
  });
});

describe("startSurveyHref", () => {
  it("opens a third-party survey directly, else the survey redirect for the job", () => {
    expect(startSurveyHref("https://example.com/s/1", 5)).toBe("https://example.com/s/1");
    expect(startSurveyHref(null, 5)).toBe("/survey-redirect/5");
    expect(startSurveyHref(null, null)).toBeNull();
    expect(startSurveyHref(null, 0)).toBeNull();
  });
});

describe("My Surveys", () => {
  it("offers 'Start Survey' only on a survey not yet finished (walkthrough M14)", () => {
    expect(canStartSurvey({ closed: false, status: "Invited" })).toBe(true);
    expect(canStartSurvey({ closed: false, status: "Completed" })).toBe(false);
    expect(canStartSurvey({ closed: false, status: "Terminated" })).toBe(false);
    expect(canStartSurvey({ closed: true, status: "Invited" })).toBe(false);
  });
});
