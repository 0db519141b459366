import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const booking = {
  id: 41,
  kind: "Qualified",
  status: "Booked",
  description: "Evening group",
  jobId: 3,
  jobNumber: "J1003",
  jobName: "Coffee study",
  jobGroupId: 9,
  incentive: "80.00",
  closed: false,
  at: "2026-05-04T09:00:00",
  comment: null,
  attendanceConfirmedAt: null as string | null,
  sessionStartsAt: null as string | null,
  sessionEndsAt: null as string | null,
  venueName: null,
  venueAddress: null,
  paymentStatus: null as string | null,
  sessionName: null,
  bookingPage: null as string | null,
};
const api = vi.hoisted(() => ({
  myId: 5 as number | null,
  events: { data: [] as unknown[], error: null, isPending: false },
  opportunities: { data: [] as unknown[], error: null, isPending: false },
  confirm: vi.fn(),
  refresh: vi.fn(async () => {}),
  click: vi.fn(),
}));
vi.mock("../api/portal-api", () => ({ useMyId: () => api.myId }));
vi.mock("../api/portal-lists-api", () => ({
  useEvents: () => api.events,
  useOpportunities: () => api.opportunities,
  useRefreshEvents: () => api.refresh,
  confirmAttendance: api.confirm,
  recordSurveyClick: api.click,
}));
const nav = vi.hoisted(() => ({ navigate: vi.fn() }));
vi.mock("../../../lib/navigation", () => nav);

import OpportunitiesPage, { NO_OPPORTUNITIES } from "./opportunities-page";
import SessionsPage from "./sessions-page";

const answer = (succeeded: boolean, extra: object) => ({
  succeeded,
  value: null,
  errors: [],
  successMsg: null,
  message: null,
  status: 200,
  ...extra,
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  api.myId = 5;
});

describe("My Sessions", () => {
  it("lists bookings and outcomes only, upcoming apart from past, and confirms an open booking", async () => {
    api.events.data = [
      { ...booking, id: 40, kind: "Session", status: "Attended", paymentStatus: "Paid", jobNumber: "J1000" },
      booking,
      { ...booking, id: 42, kind: "Attended", status: "Paid", jobGroupId: null, jobNumber: "J1001" },
      { ...booking, id: 43, kind: "Survey", status: "Completed", jobNumber: "J1002" },
    ];
    api.confirm.mockResolvedValue(answer(true, { successMsg: "Thank you, your attendance is confirmed." }));
    render(<SessionsPage params={{ id: "5" }} />);
    const upcoming = within(screen.getByRole("list", { name: "Upcoming sessions" })).getAllByRole("listitem");
    const past = within(screen.getByRole("list", { name: "Past sessions" })).getAllByRole("listitem");
    expect(upcoming).toHaveLength(1);
    expect(past).toHaveLength(2);
    expect(screen.queryByText(/J1002/)).toBeNull();
    // Cards are headed by the job's name, never its internal code (walkthrough M14).
    expect(screen.queryByText(/J100\d/)).toBeNull();
    const next = upcoming[0] as HTMLElement;
    expect(within(next).getByRole("heading").textContent).toBe("Coffee study");
    expect(within(next).getByText("04/05/2026")).toBeTruthy();
    expect(within(next).getByText("$80.00")).toBeTruthy();
    expect(within(next).getByText("Booked: please confirm")).toBeTruthy();
    expect(within(past[0] as HTMLElement).getByText("Attended")).toBeTruthy();
    expect(within(past[0] as HTMLElement).getByText("Paid")).toBeTruthy();
    // Only the open booking offers the button; the attended session does not.
    const buttons = screen.getAllByRole("button", { name: "Confirm attendance" });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(screen.getByText("Thank you, your attendance is confirmed.")).toBeTruthy());
    expect(api.confirm).toHaveBeenCalledWith(41);
    expect(api.refresh).toHaveBeenCalled();
  });

  it("offers add-to-calendar and 'Can't make it?' on an upcoming booking through its booking page", () => {
    api.events.data = [
      {
        ...booking,
        kind: "Session",
        sessionStartsAt: "2099-05-04T08:00:00Z",
        bookingPage: "/confirm-attendance/tok",
      },
    ];
    render(<SessionsPage params={{ id: "5" }} />);
    expect(screen.getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toBe(
      "/api/confirm-attendance/tok/calendar.ics",
    );
    expect(screen.getByRole("link", { name: "Can't make it?" }).getAttribute("href")).toBe(
      "/confirm-attendance/tok",
    );
  });

  it("shows the server's refusal beside the booking", async () => {
    api.events.data = [booking];
    api.confirm.mockResolvedValue(answer(false, { errors: ["This session has already taken place."] }));
    render(<SessionsPage params={{ id: "5" }} />);
    fireEvent.click(screen.getByRole("button", { name: "Confirm attendance" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("This session has already taken place."),
    );
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it("replaces another respondent's id in the address with the signed-in one", () => {
    api.events.data = [];
    render(<SessionsPage params={{ id: "6" }} />);
    expect(nav.navigate).toHaveBeenCalledWith("/ressession/5", { replace: true });
  });
});

describe("My Opportunities", () => {
  const opportunity = {
    clientJob: {
      jobNumber: "J1001",
      jobNumberAndName: "J1001 - Grocery study",
      inviteLocation: "Sydney CBD",
      inviteTime: null,
      inviteJobType: "Online survey",
    },
    clientJobId: 1,
    description: "Tell us about your weekend shopping",
    expiryDate: "2030-01-01T00:00:00",
    closed: false,
    resSurveyURL: "/survey-redirect/1",
  };

  it("shows the card of product §2.10 and records the Start Survey click without blocking it", () => {
    api.opportunities.data = [opportunity];
    render(<OpportunitiesPage params={{ id: "5" }} />);
    const card = within(screen.getByRole("list", { name: "Opportunities" })).getByRole("listitem");
    for (const text of [
      "J1001 - Grocery study",
      "Sydney CBD",
      "To be advised",
      "Online survey",
      "$75",
      "Incentive",
    ])
      expect(within(card).getByText(text)).toBeTruthy();
    const link = within(card).getByRole("link", { name: "Start Survey" });
    expect(link.getAttribute("href")).toBe("/survey-redirect/1");
    expect(link.getAttribute("target")).toBeNull();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(api.click).toHaveBeenCalledWith(5, 1);
  });

  it("opens another site's survey in a new tab", () => {
    api.opportunities.data = [{ ...opportunity, resSurveyURL: "https://surveys.example.org/s/1" }];
    render(<OpportunitiesPage params={{ id: "5" }} />);
    const link = screen.getByRole("link", { name: /Start Survey/ });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.textContent).toContain("opens in a new tab");
  });

  it("says so when there are none", () => {
    api.opportunities.data = [];
    render(<OpportunitiesPage params={{ id: "5" }} />);
    expect(screen.getByText(NO_OPPORTUNITIES)).toBeTruthy();
  });
});
