import { describe, expect, it } from "vitest";
import * as calls from "../../server/contracts/surveys/calls";
import { fakeArea, fakeContext } from "../core/fake-context";
import { availability } from "../core/registry";
import { onSession } from "../sessions/fake-sessions";
import { openScreenerAnswers } from "./screener-answers";

const user = { id: "1", name: "Recruiter", rights: new Set(["JOB"]), flags: {} };
const attendee = (respondentId: number) => ({ eventId: respondentId + 1000, respondentId, fullName: "R" });

function setup(over: ReturnType<typeof onSession>, ids = { surveyId: 5, screenerId: 9 }) {
  const surveys = fakeArea<"surveys">({ calls });
  return fakeContext({
    ...over,
    user,
    areas: { surveys },
    answers: new Map([[calls.surveyAndScreenerIds, ids]]),
  });
}

describe("'Screener answers' on a session's attendee list", () => {
  it("opens the selected respondent's answers to the session's screener", async () => {
    const t = setup(onSession("attendees", [attendee(42)]));
    expect(availability(openScreenerAnswers, t.ctx).state).toBe("enabled");
    await openScreenerAnswers.run(t.ctx, undefined);
    expect(t.calls).toContain('call POST /GetSurveyIdScreenerId {"jobId":7,"jobGroupId":3}');
    expect(t.calls.some((c) => c.startsWith('openView ["/screener/5/42/9/7"'))).toBe(true);
  });

  it("says so when the session has no screener", async () => {
    const t = setup(onSession("attendees", [attendee(42)]), { surveyId: 0, screenerId: 0 });
    await openScreenerAnswers.run(t.ctx, undefined);
    expect(t.calls).toContain('toast.error ["This session has no screener.",null]');
    expect(t.calls.some((c) => c.startsWith("openView"))).toBe(false);
  });

  it("is hidden without exactly one selected attendee or off the attendee tabs", () => {
    expect(availability(openScreenerAnswers, setup(onSession("attendees")).ctx).state).toBe("hidden");
    const two = setup(onSession("attendees", [attendee(1), attendee(2)])).ctx;
    expect(availability(openScreenerAnswers, two).state).toBe("hidden");
    expect(availability(openScreenerAnswers, setup(onSession("details", [attendee(1)])).ctx).state).toBe(
      "hidden",
    );
  });
});
