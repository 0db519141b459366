import { signoffLabel } from "../../../../server/contracts/sessions/signoff-states";
import { CommandButton } from "../../../components/command/command-button";
import { useRunCommand } from "../../../components/command/command-ui";
import type { Attendee } from "../api/sessions-api";
import { slotText } from "../model/attendee-columns";
import { sessionScreens } from "../state/screen-state";

/**
 * The attendee list on a phone (decision 181): a recruiter checking people in at the venue sees
 * name, slot and status, and marks someone attended with one tap. A tap on a row selects it (and
 * a second row adds to the selection: no Shift on a touch screen); the other actions sit in one
 * menu and act on the selection, as the desktop toolbar does.
 */
export function AttendeePhoneList({
  rows,
  path,
  selected,
  actions,
}: {
  rows: readonly Attendee[];
  /** The tab's path: the selection store's key. */
  path: string;
  selected: readonly Attendee[];
  /** Command ids of the actions menu. */
  actions: readonly string[];
}) {
  const run = useRunCommand();
  const chosen = new Set(selected.map((r) => r.eventId));
  const toggle = (row: Attendee) =>
    sessionScreens.setSelection(
      path,
      chosen.has(row.eventId) ? selected.filter((r) => r.eventId !== row.eventId) : [...selected, row],
    );
  const attended = async (row: Attendee) => {
    sessionScreens.setSelection(path, [row]);
    await run("sessions.markAttended");
  };
  return (
    <div className="attendee-phone">
      <details className="attendee-phone-menu">
        <summary className="btn btn-secondary">
          Actions{chosen.size ? ` (${chosen.size} selected)` : ""}
        </summary>
        <div className="attendee-phone-actions">
          {actions.map((id) => (
            <CommandButton key={id} id={id} />
          ))}
        </div>
      </details>
      <ul className="attendee-phone-list" aria-label="Attendees">
        {rows.map((row) => (
          <li
            key={row.eventId}
            className={`attendee-phone-row${chosen.has(row.eventId) ? " attendee-phone-selected" : ""}`}
          >
            <button
              type="button"
              className="attendee-phone-pick"
              aria-pressed={chosen.has(row.eventId)}
              onClick={() => toggle(row)}
            >
              <span className="attendee-phone-name">{row.fullName}</span>
              <span className="attendee-phone-meta">
                {slotText(row) || "No slot"} · <span className="attendee-phone-status">{row.status}</span>
                {row.clientSignoff ? ` · ${signoffLabel(row.clientSignoff, row.clientSignoffReason)}` : null}
              </span>
            </button>
            <button
              type="button"
              className="btn btn-primary attendee-phone-attended"
              disabled={row.status === "Attended"}
              aria-label={`Attended: ${row.fullName}`}
              onClick={() => void attended(row)}
            >
              {row.status === "Attended" ? "✓" : "Attended"}
            </button>
          </li>
        ))}
      </ul>
      {rows.length === 0 ? <p className="dt-empty">Nobody is booked yet.</p> : null}
    </div>
  );
}
