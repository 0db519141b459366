import { type FormEvent, useState } from "react";
import type { DocumentRow } from "../../../../server/contracts/documents";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { Modal } from "../../../components/ui/modal";
import { downloadFile } from "../../../lib/file-download";
import { formatDate } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import {
  downloadUrl,
  requestDownloadCode,
  useDocuments,
  useOwnClient,
  usePrivateLists,
  validateDownloadCode,
} from "../api/portal-api";

type Message = { tone: "success" | "error" | "info"; text: string };

/**
 * The download code (decision 043): the server refuses a client's download until a code it
 * e-mailed has been entered; the code then opens downloads for a while. Asks for the code,
 * checks it, and downloads the file the contact chose.
 */
function DownloadCodeDialog({
  doc,
  contactId,
  onClose,
}: {
  doc: DocumentRow | null;
  contactId: number;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const send = async () => {
    setBusy(true);
    const answer = await requestDownloadCode(contactId).finally(() => setBusy(false));
    setMessage(
      answer.succeeded
        ? { tone: "success", text: answer.successMsg || "We have e-mailed you a code." }
        : { tone: "error", text: answer.errors.join(" ") || "The code could not be sent." },
    );
  };
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!doc) return;
    const code = String(new FormData(e.currentTarget).get("code") ?? "").trim();
    setBusy(true);
    try {
      const answer = await validateDownloadCode(contactId, code);
      if (!answer.succeeded) {
        setMessage({ tone: "error", text: answer.errors.join(" ") || "The code is not right." });
        return;
      }
      const got = await downloadFile(downloadUrl(doc.id), doc.fileName);
      if (!got.ok) {
        setMessage({ tone: "error", text: got.message });
        return;
      }
      toast.success("Downloaded", got.fileName);
      setMessage(null);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={doc !== null} title="Enter your download code" onClose={onClose}>
      <p>
        To download <strong>{doc?.fileName}</strong>, enter the 6-digit code we e-mail you. The code works for
        10 minutes; once entered, downloads stay open for 30 minutes.
      </p>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <p>
        <Button variant="secondary" busy={busy} onClick={() => void send()}>
          E-mail me a code
        </Button>
      </p>
      <form onSubmit={(e) => void submit(e)}>
        <TextField
          id="cp-download-code"
          name="code"
          label="Download code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
        />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            Download
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Files with a Download button each; Download asks for the code when the server wants one. */
function FilesList({
  title,
  rows,
  error,
  listId,
}: {
  title: string;
  rows: DocumentRow[] | undefined;
  error: Error | null;
  listId: string;
}) {
  const session = useSession();
  const [asking, setAsking] = useState<DocumentRow | null>(null);
  const download = async (doc: DocumentRow) => {
    const got = await downloadFile(downloadUrl(doc.id), doc.fileName);
    if (got.ok) toast.success("Downloaded", got.fileName);
    else if (got.status === 403 && /code/i.test(got.message)) setAsking(doc);
    else toast.error("Error!", got.message);
  };
  const headingId = `cp-docs-${listId}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="cp-section-title">
        {title}
      </h2>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      {rows && rows.length === 0 ? <p className="cp-muted">No files shared yet.</p> : null}
      <ul className="cp-docs" aria-label={title}>
        {(rows ?? []).map((d) => (
          <li key={d.id}>
            <span>
              {d.fileName}
              {d.description ? <span className="cp-muted"> — {d.description}</span> : null}
              <span className="cp-muted"> · {formatDate(d.createdAt)}</span>
            </span>
            <Button
              variant="secondary"
              aria-label={`Download ${d.fileName}`}
              onClick={() => void download(d)}
            >
              Download
            </Button>
          </li>
        ))}
      </ul>
      <DownloadCodeDialog doc={asking} contactId={Number(session?.id ?? 0)} onClose={() => setAsking(null)} />
    </section>
  );
}

/** The shared files of the company or of a job. */
export function DocumentsList({ kind, id, title }: { kind: "Client" | "Job"; id: number; title: string }) {
  const docs = useDocuments(kind, id);
  return <FilesList title={title} rows={docs.data} error={docs.error} listId={`${kind}-${id}`} />;
}

/** A job's private-list files, shown only when the company record allows private lists. */
export function JobPrivateLists({ jobNumber }: { jobNumber: string }) {
  const own = useOwnClient();
  const session = useSession();
  const allowed = own.data?.allowPrivateList === true;
  const lists = usePrivateLists(Number(session?.id ?? 0), allowed);
  if (!allowed) return null;
  const rows = lists.data?.filter((d) => d.jobNumber === jobNumber);
  return <FilesList title="Private lists" rows={rows} error={lists.error} listId={`private-${jobNumber}`} />;
}
