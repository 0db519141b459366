import { useCallback, useMemo } from "react";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { CommandButton } from "../../../components/command/command-button";
import { DataTable, type PageRequest } from "../../../components/ui/data-table";
import { useCountryVariant } from "../../../lib/country";
import { useIsMobile } from "../../../lib/viewport";
import { actions } from "../../../workspace/store";
import { type Attendee, useAttendees } from "../api/sessions-api";
import { attendeeColumns, filterAttendees, sortAttendees } from "../model/attendee-columns";
import { sessionEditPath } from "../model/session-tabs";
import { sessionScreens, useAttendeeUndo, useSelections } from "../state/screen-state";
import { AttendeePhoneList } from "./attendee-phone-list";

/** Every attendee action, in the order of the toolbar; each is a registry command. */
const ATTENDEE_BUTTONS = [
  "sessions.bookIntoSlot",
  "sessions.confirmAttendance",
  "sessions.unconfirmAttendance",
  "sessions.markAttended",
  "sessions.markNoShow",
  "sessions.recordOutcome",
  "sessions.recordPayment",
  "sessions.cancelPayment",
  "sessions.markPaymentBounced",
  "sessions.setInterviewTime",
  "sessions.setIncentive",
  "sessions.addComment",
  "sessions.setNotes",
  "sessions.setCustomFields",
  "sessions.clearClientSignoff",
  "sessions.undoAttendeeAction",
] as const;

/**
 * The recruiter's main screen: the session's booked (or standby) respondents in the keyboard
 * grid. Shift+arrows / Ctrl+A select; every action runs on the selection from the toolbar, its
 * key or the palette; Enter opens the respondent, Ctrl+Enter beside this pane.
 */
export function AttendeesTab({
  sessionId,
  jobId,
  list,
}: {
  sessionId: number;
  jobId: number;
  list: "attendees" | "standby";
}) {
  const attendees = useAttendees(sessionId, jobId, list);
  // The Undo button follows this session's last action the server can still undo.
  useAttendeeUndo();
  const rows = attendees.data;
  const variant = useCountryVariant();
  const columns = useMemo(() => attendeeColumns(variant), [variant]);
  const loadPage = useCallback(
    async (req: PageRequest) => {
      const filtered = filterAttendees(rows ?? [], req.filters);
      const sorted = sortAttendees(filtered, req.sort?.column ?? null, req.sort?.dir ?? "asc");
      return { rows: sorted.slice(req.start, req.start + req.length), total: sorted.length };
    },
    [rows],
  );
  const path = sessionEditPath(sessionId, jobId, list);
  const phone = useIsMobile();
  const selections = useSelections();
  if (phone) {
    // The selection holds the rows as they were picked: show them by id against the fresh list.
    const ids = new Set((selections.get(path) ?? []).map((r) => (r as Attendee).eventId));
    return (
      <section className="record-panel" aria-label={list === "standby" ? "Standby" : "Attendees"}>
        {attendees.error ? <p className="field-error">{attendees.error.message}</p> : null}
        {rows === undefined && !attendees.error ? <p className="ws-note">Loading…</p> : null}
        {rows ? (
          <AttendeePhoneList
            rows={rows}
            path={path}
            selected={rows.filter((r) => ids.has(r.eventId))}
            actions={ATTENDEE_BUTTONS}
          />
        ) : null}
      </section>
    );
  }
  return (
    <section className="record-panel" aria-label={list === "standby" ? "Standby" : "Attendees"}>
      <p className="ws-note attendee-hint">
        Select rows with Shift+arrows or Ctrl+A, then run an action on them.
      </p>
      <div className="record-toolbar attendee-toolbar">
        {ATTENDEE_BUTTONS.map((id) => (
          <CommandButton key={id} id={id} />
        ))}
      </div>
      {attendees.error ? <p className="field-error">{attendees.error.message}</p> : null}
      {rows === undefined && !attendees.error ? <p className="ws-note">Loading…</p> : null}
      {rows ? (
        <DataTable<Attendee>
          label={list === "standby" ? "Standby respondents" : "Attendees"}
          columns={columns}
          rowKey={(r) => r.eventId}
          loadPage={loadPage}
          reloadKey={rows}
          height="60vh"
          emptyText={
            list === "standby"
              ? "Nobody is on standby."
              : "Nobody is booked yet. Open a panel member and run 'Book into session…'."
          }
          onOpen={(row, { otherPane }) =>
            actions.open(href(ROUTES.respondentRecord, { resid: row.respondentId }), {
              otherPane,
              title: row.fullName,
            })
          }
          onSelectionChange={(selected) => sessionScreens.setSelection(path, selected)}
        />
      ) : null}
    </section>
  );
}
