import { useState } from "react";
import { RecordPanel } from "../../../components/ui/record-panel";
import { callApi } from "../../../lib/call-api";
import { calls, sessionRecipients } from "../api/messaging-api";
import { type Channel, type Recipient, sendScreens, useSendDraft } from "../state/screen-state";
import { SessionPicker } from "./send-pickers";

/** Who gets the message: from a command's selection, a session's attendees or a pasted list. */
export function RecipientsPanel({ channel, onPreview }: { channel: Channel; onPreview(r: Recipient): void }) {
  const draft = useSendDraft(channel);
  const [pasted, setPasted] = useState("");
  const [session, setSession] = useState<{ id: number; jobId: number; label: string } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const replace = (recipients: Recipient[], source: string, extra: Partial<typeof draft> = {}) =>
    sendScreens.setDraft(channel, { recipients, source, ...extra });
  const addPasted = async () => {
    const values = pasted.split(/[\s,;]+/).filter(Boolean);
    if (!values.length) return;
    const answer = await callApi(calls.lookupRecipients, { values });
    if (!answer.succeeded || !answer.value) return setNote(answer.errors.join(" "));
    const { recipients, unmatched } = answer.value;
    replace(recipients, `${recipients.length} pasted`);
    setNote(unmatched.length ? `No panel member for: ${unmatched.slice(0, 10).join(", ")}` : null);
  };
  const fromSession = async () => {
    if (!session) return;
    const answer = await sessionRecipients(session.id);
    if (!answer.succeeded) return setNote(answer.errors.join(" "));
    replace(answer.value, `Attendees of ${session.label}`, {
      sessionId: session.id,
      sessionLabel: session.label,
      jobId: session.jobId,
    });
    setNote(null);
  };
  return (
    <div className="recipients">
      <p className="recipients-source" data-testid="recipients-source">
        Recipients: {draft.source || "none yet"} ({draft.recipients.length})
      </p>
      <RecordPanel<Recipient>
        title={`Recipients: ${draft.source || "none yet"} (${draft.recipients.length})`}
        rows={draft.recipients}
        rowKey={(r) => r.id}
        columns={[
          { key: "id", header: "ID", align: "right", width: "6rem" },
          { key: "name", header: "Name" },
        ]}
        onOpen={(r) => onPreview(r)}
        height={`${Math.min(Math.max(draft.recipients.length, 1), 6) * 2.25 + 2.75}rem`}
      />
      <div className="record-form-grid">
        <div className="field">
          <label htmlFor={`${channel}-pasted`}>Paste panel member IDs, e-mails or mobiles</label>
          <textarea
            id={`${channel}-pasted`}
            className="input"
            rows={2}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
          />
        </div>
        <SessionPicker
          label="Or a session's attendees"
          current={draft.sessionLabel}
          onPick={(c) => setSession(c ? { id: c.id, jobId: c.jobId ?? 0, label: c.label } : null)}
        />
      </div>
      <div className="record-actions">
        <button type="button" className="btn" onClick={addPasted} disabled={!pasted.trim()}>
          Use pasted list
        </button>
        <button type="button" className="btn" onClick={fromSession} disabled={!session}>
          Use session attendees
        </button>
      </div>
      {note ? <p role="status">{note}</p> : null}
    </div>
  );
}
