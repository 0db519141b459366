import "./schedule-page.css";
import { formatDateTime } from "../../../lib/format";
import { useExternalNotes } from "../api/notes-feedback-api";
import { useOwnClientId } from "../api/portal-api";
import { ClientPortalPage } from "./client-portal-page";

/** Notes (product §2.3, decision 214): what staff wrote for the company to read, newest first. */
export default function NotesPage() {
  const clientId = useOwnClientId();
  const notes = useExternalNotes(clientId);
  const rows = notes.data ?? [];
  return (
    <ClientPortalPage title="Notes">
      {notes.error ? <p className="field-error">{notes.error.message}</p> : null}
      {notes.isLoading ? <p className="ws-note">Loading…</p> : null}
      {notes.data && rows.length === 0 ? <p>There are no notes for your company yet.</p> : null}
      {rows.length > 0 ? (
        <ul className="client-list" aria-label="Notes">
          {rows.map((n) => (
            <li key={n.id}>
              <p className="client-list-meta">
                {formatDateTime(n.createdAt)} · {n.notesType} · {n.createdBy}
              </p>
              <p>{n.note}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </ClientPortalPage>
  );
}
