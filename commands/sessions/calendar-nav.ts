import { ROUTES } from "../../src/app/routes/route-patterns";
import { type CalendarNav, calendarNav } from "../../src/features/sessions/api/calendar-nav";
import { defineCommand } from "../core/types";

const CALENDAR = [ROUTES.sessioncalendar];
const open = () => (calendarNav.current() ? true : "Open the session calendar first.");

const step = (id: string, title: string, key: string, go: (nav: CalendarNav) => void) =>
  defineCommand({
    id: `sessions.calendar${id}`,
    title,
    category: "Sessions",
    keywords: ["calendar", "month", "week"],
    key,
    scope: CALENDAR,
    enabled: open,
    run: () => {
      const nav = calendarNav.current();
      if (nav) go(nav);
    },
  });

/** The session calendar's previous / next period and today, from the keyboard. */
export const calendarPrevious = step("Previous", "Calendar: previous period", "Alt+PageUp", (n) => n.prev());
export const calendarNext = step("Next", "Calendar: next period", "Alt+PageDown", (n) => n.next());
export const calendarToday = step("Today", "Calendar: today", "Alt+Home", (n) => n.today());
