/**
 * The open session calendar's navigation, for the keys of commands/sessions/calendar-nav.ts
 * (previous, next, today). The calendar view registers itself while mounted.
 */
export interface CalendarNav {
  prev(): void;
  next(): void;
  today(): void;
}

let current: CalendarNav | null = null;

export const calendarNav = {
  attach(nav: CalendarNav): () => void {
    current = nav;
    return () => {
      if (current === nav) current = null;
    };
  },
  current: (): CalendarNav | null => current,
};
