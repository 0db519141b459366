import { useState } from "react";
import { RecordPanel } from "../../../components/ui/record-panel";
import { lookupRecipients, sessionRecipients } from "../api/messaging-api";
import { type Channel, type Recipient, sendScreens, useSendDraft } from "../api/screen-state";

/** Who gets the message: from a command's selection, a session's attendees or a pasted list. */
export function RecipientsPanel({ channel, onPreview }: { channel: Channel; onPreview(r: Recipient): void }) {
  const draft = useSendDraft(channel);
  const [pasted, setPasted] = useState("");
  const [sessionId, setSessionId] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const replace = (recipients: Recipient[], source: string, extra: Partial<typeof draft> = {}) =>
    sendScreens.setDraft(channel, { recipients, source, ...extra });
  const addPasted = async () => {
    const values = pasted.split(/[\s,;]+/).filter(Boolean);
    if (!values.length) return;
    const answer = await lookupRecipients(values);
    if (!answer.succeeded || !answer.value) return setNote(answer.errors.join(" "));
    const { recipients, unmatched } = answer.value;
    replace(recipients, `${recipients.length} pasted`);
    setNote(unmatched.length ? `No panel member for: ${unmatched.slice(0, 10).join(", ")}` : null);
  };
  const fromSession = async () => {
    const id = Number(sessionId);
    if (!id) return;
    try {
      replace(await sessionRecipients(id), `Attendees of session #${id}`, { sessionId: id });
      setNote(null);
    } catch (e) {
      setNote((e as Error).message);
    }
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
      />
      <div className="record-form-grid">
        <label>
          Paste panel member IDs, e-mails or mobiles
          <textarea className="input" rows={3} value={pasted} onChange={(e) => setPasted(e.target.value)} />
        </label>
        <label>
          Or a session's attendees (session ID)
          <input
            className="input"
            inputMode="numeric"
            value={sessionId}
            onChange={(e) => setSessionId(e.target.value.replace(/\D/g, ""))}
          />
        </label>
      </div>
      <div className="record-actions">
        <button type="button" className="btn" onClick={addPasted} disabled={!pasted.trim()}>
          Use pasted list
        </button>
        <button type="button" className="btn" onClick={fromSession} disabled={!sessionId}>
          Use session attendees
        </button>
      </div>
      {note ? <p role="status">{note}</p> : null}
    </div>
  );
}
