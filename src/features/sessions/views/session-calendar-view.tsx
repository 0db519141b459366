import FullCalendar, { type CalendarRef, type EventSourceFuncInfo } from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import { useEffect, useRef, useState } from "react";
import "./sessions.css";
import { callApi } from "../../../lib/call-api";
import { actions } from "../../../workspace/store";
import { calendarNav } from "../api/calendar-nav";
import { calls } from "../api/sessions-api";
import { CALENDAR_ZONE, calendarEvent, calendarNow, rangeOf, STATUS_COLOURS } from "../model/calendar";
import { sessionEditPath } from "../model/session-tabs";

/**
 * sessioncalendar: month, week and day views of sessions, coloured by status, on the agency's
 * clock (decision 173). Tab reaches the toolbar and every session; Enter (or a click) opens the
 * session as a tab, Ctrl+Enter beside; Alt+PageUp / Alt+PageDown / Alt+Home move the period.
 * This module carries FullCalendar, so the route loads it only with this tab (decision 135).
 */
export default function SessionCalendarView() {
  const [error, setError] = useState<string | null>(null);
  const calendar = useRef<CalendarRef>(null);
  const section = useRef<HTMLElement>(null);
  const scrolled = useRef(false);
  useEffect(
    () =>
      calendarNav.attach({
        prev: () => calendar.current?.getApi().prev(),
        next: () => calendar.current?.getApi().next(),
        today: () => calendar.current?.getApi().today(),
      }),
    [],
  );
  return (
    <section className="screen session-calendar" ref={section}>
      <header className="screen-head">
        <h1>Session Calendar</h1>
      </header>
      <ul className="calendar-legend" aria-label="Status colours">
        {Object.entries(STATUS_COLOURS).map(([status, c]) => (
          <li key={status}>
            <span className="calendar-swatch" style={{ background: c.bg }} aria-hidden="true" /> {status}
          </li>
        ))}
      </ul>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <FullCalendar
        ref={calendar}
        plugins={[dayGridPlugin, timeGridPlugin, classicThemePlugin]}
        timeZone={CALENDAR_ZONE}
        now={calendarNow}
        eventDisplay="block"
        eventTimeFormat={{ hour: "2-digit", minute: "2-digit", hour12: false }}
        slotHeaderFormat={{ hour: "2-digit", minute: "2-digit", hour12: false }}
        eventContent={(info) => (
          <span className="session-event-text">
            {info.timeText ? <b>{info.timeText}</b> : null} {info.event.title}
          </span>
        )}
        eventDidMount={(info) => {
          const full = (info.event.extendedProps as { full?: string }).full;
          if (full) info.el.title = full;
        }}
        eventsSet={() => {
          // Once, on open: bring today into view (a tall month can put it below the fold).
          if (scrolled.current) return;
          const today = section.current?.querySelector<HTMLElement>('[aria-current="date"]');
          if (!today) return;
          scrolled.current = true;
          today.scrollIntoView({ block: "nearest" });
        }}
        initialView="dayGridMonth"
        headerToolbar={{
          start: "prev,next today",
          center: "title",
          end: "dayGridMonth,timeGridWeek,timeGridDay",
        }}
        firstDay={1}
        height="auto"
        eventInteractive
        events={async (info: EventSourceFuncInfo) => {
          const { from, to } = rangeOf(info.start, info.end);
          const answer = await callApi(calls.calendar, { from, to }, { hideLoadingBar: true });
          if (!answer.succeeded) {
            setError(answer.errors.join(" ") || "The calendar could not be loaded.");
            return [];
          }
          setError(null);
          return answer.value.map(calendarEvent);
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const { sessionId, jobId, name } = info.event.extendedProps as {
            sessionId: number;
            jobId: number;
            name: string;
          };
          actions.open(sessionEditPath(sessionId, jobId, "attendees"), {
            title: name,
            otherPane: info.jsEvent.ctrlKey || info.jsEvent.metaKey,
          });
        }}
      />
    </section>
  );
}
