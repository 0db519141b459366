import { describe, expect, it } from "vitest";
import * as signoffCalls from "../../server/contracts/client-schedule-calls";
import { clearClientSignoff } from "./clear-client-signoff";
import { attendee, context, onSession, posted } from "./fake-sessions";

const signed = (eventId: number, clientSignoff: string | null) => ({
  ...attendee(eventId),
  status: "Booked",
  clientSignoff,
});

describe("Clear client sign-off (decision 212)", () => {
  it("clears the selected attendees that have one and says how many", async () => {
    const { ctx, calls } = context({
      ...onSession("attendees", [signed(1, "Replace requested"), signed(2, null), signed(3, "Approved")]),
      answers: new Map([[signoffCalls.clearSignoff, { cleared: [1, 3] }]]),
    });
    expect(clearClientSignoff.enabled?.(ctx)).toBe(true);
    await clearClientSignoff.run(ctx, undefined);
    expect(posted(calls)).toEqual(['POST /event/client-signoff/clear {"ids":[1,3]} @3']);
    expect(calls).toContain(
      'toast.success ["Successfully Saved!","Client sign-off cleared on 2 attendees."]',
    );
  });

  it("is disabled when no selected attendee has a sign-off, and hidden off the attendee tabs", () => {
    const none = context(onSession("attendees", [signed(2, null)]));
    expect(clearClientSignoff.enabled?.(none.ctx)).toMatch(/client sign-off/);
    const details = context(onSession("details", [signed(1, "Approved")]));
    expect(clearClientSignoff.when?.(details.ctx)).toBe(false);
  });
});
