import { describe, expect, it } from "vitest";
import { fakeArea, fakeContext } from "../core/fake-context";
import { availability } from "../core/registry";
import { onSession } from "../sessions/fake-sessions";
import { openScreenerAnswers } from "./screener-answers";

const user = { id: "1", name: "Recruiter", rights: new Set(["JOB"]), flags: {} };
const attendee = (respondentId: number) => ({ eventId: respondentId + 1000, respondentId, fullName: "R" });

function setup(over: ReturnType<typeof onSession>, ids = { surveyId: 5, screenerId: 9 }) {
  const asked: unknown[][] = [];
  const surveys = fakeArea<"surveys">({
    surveyAndScreenerIds: async (jobId: number, jobGroupId: number) => {
      asked.push([jobId, jobGroupId]);
      return { succeeded: true, errors: [], value: ids };
    },
  });
  return { ...fakeContext({ ...over, user, areas: { surveys } }), asked };
}

describe("'Screener answers' on a session's attendee list", () => {
  it("opens the selected respondent's answers to the session's screener", async () => {
    const { ctx, calls, asked } = setup(onSession("attendees", [attendee(42)]));
    expect(availability(openScreenerAnswers, ctx).state).toBe("enabled");
    await openScreenerAnswers.run(ctx, undefined);
    expect(asked).toEqual([[7, 3]]);
    expect(calls.some((c) => c.startsWith('openView ["/screener/5/42/9/7"'))).toBe(true);
  });

  it("says so when the session has no screener", async () => {
    const { ctx, calls } = setup(onSession("attendees", [attendee(42)]), { surveyId: 0, screenerId: 0 });
    await openScreenerAnswers.run(ctx, undefined);
    expect(calls).toContain('toast.error ["This session has no screener.",null]');
    expect(calls.some((c) => c.startsWith("openView"))).toBe(false);
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
