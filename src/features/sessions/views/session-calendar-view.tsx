import FullCalendar, { type EventSourceFuncInfo } from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import { useState } from "react";
import "./sessions.css";
import { actions } from "../../../workspace/store";
import { calendarEntries } from "../api/sessions-api";
import { calendarEvent, rangeOf, STATUS_COLOURS } from "../model/calendar";
import { sessionEditPath } from "../model/session-tabs";

/**
 * sessioncalendar: month, week and day views of sessions, coloured by status. Tab reaches the
 * toolbar and every session; Enter (or a click) opens the session as a tab, Ctrl+Enter beside.
 * This module carries FullCalendar, so the route loads it only with this tab (decision 135).
 */
export default function SessionCalendarView() {
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="screen session-calendar">
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
        plugins={[dayGridPlugin, timeGridPlugin, classicThemePlugin]}
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
          try {
            const entries = await calendarEntries(from, to);
            setError(null);
            return entries.map(calendarEvent);
          } catch (e) {
            setError(e instanceof Error ? e.message : "The calendar could not be loaded.");
            return [];
          }
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
