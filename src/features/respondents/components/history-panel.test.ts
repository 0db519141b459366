import { describe, expect, it } from "vitest";
import type { HistoryItem } from "../../../../server/contracts/respondents/history";
import { historyTarget } from "./history-panel";

const item = (over: Partial<HistoryItem>): HistoryItem => ({
  key: "event-1",
  source: "event",
  what: "Session",
  status: "Booked",
  at: "2026-11-28T00:00:00.000Z",
  jobId: 8,
  jobNumber: "J26-00008",
  jobName: "Study",
  sessionId: 24,
  sessionName: "Evening group",
  surveyId: null,
  surveyTitle: null,
  amount: null,
  ...over,
});

describe("historyTarget", () => {
  it("opens answers at /surveyanswers/{survey}/{res}/{job}, a session, else the job", () => {
    expect(historyTarget(item({ source: "answers", surveyId: 5, sessionId: null }), 69)?.path).toBe(
      "/surveyanswers/5/69/8",
    );
    expect(historyTarget(item({}), 69)?.path).toBe("/session/edit/24/8/attendees");
    expect(historyTarget(item({ sessionId: null }), 69)?.path).toBe("/job/edit/8/details");
    expect(historyTarget(item({ sessionId: null, jobId: null }), 69)).toBeNull();
  });
});
