import { describe, expect, it } from "vitest";
import { calendarNav } from "../../src/features/sessions/api/calendar-nav";
import { fakeContext } from "../core/fake-context";
import { availability } from "../core/registry";
import { calendarNext, calendarPrevious, calendarToday } from "./calendar-nav";

const onCalendar = () =>
  fakeContext({
    focused: { path: "/sessioncalendar", title: "Session Calendar", pattern: "/sessioncalendar", params: {} },
  }).ctx;

describe("the session calendar's keys", () => {
  it("move the open calendar to the previous and next period and back to today", async () => {
    const moves: string[] = [];
    const detach = calendarNav.attach({
      prev: () => moves.push("prev"),
      next: () => moves.push("next"),
      today: () => moves.push("today"),
    });
    const ctx = onCalendar();
    for (const c of [calendarPrevious, calendarNext, calendarToday]) {
      expect(availability(c, ctx).state).toBe("enabled");
      await c.run(ctx, undefined);
    }
    expect(moves).toEqual(["prev", "next", "today"]);
    expect([calendarPrevious.key, calendarNext.key, calendarToday.key]).toEqual([
      "Alt+PageUp",
      "Alt+PageDown",
      "Alt+Home",
    ]);
    detach();
    expect(availability(calendarNext, ctx)).toMatchObject({ state: "disabled" });
  });
});
