import { useState } from "react";
import { type DataColumn, DataTable, type PageRequest } from "../../../components/ui/data-table";
import { Modal } from "../../../components/ui/modal";
import { callApi } from "../../../lib/call-api";
import { formatDateTime } from "../../../lib/format";
import { calls, type OutboxItem, useOutboxMessage } from "../api/dev-tools-api";

const COLUMNS: DataColumn<OutboxItem>[] = [
  { key: "createdAt", header: "Time", width: "10rem", render: (m) => formatDateTime(m.createdAt) },
  {
    key: "channel",
    header: "Channel",
    width: "6rem",
    render: (m) => (m.channel === "sms" ? "SMS" : "E-mail"),
  },
  { key: "to", header: "To", width: "16rem" },
  {
    key: "subject",
    header: "Subject",
    render: (m) => (m.channel === "sms" ? "(SMS)" : m.subject || "(no subject)"),
  },
  { key: "status", header: "Status", width: "7rem" },
];

/** The message as its recipient would see it: rendered HTML in a sandbox, or the SMS text. */
function MessageView({ item }: { item: OutboxItem }) {
  const { data, error, isPending } = useOutboxMessage(item.id);
  if (isPending) return <p>Loading…</p>;
  if (error || !data) return <p role="alert">{error?.message ?? "The message could not be loaded."}</p>;
  return (
    <article aria-label="Message">
      <dl className="outbox-meta">
        <dt>To</dt>
        <dd>{data.to}</dd>
        <dt>Sent</dt>
        <dd>{data.sentAt ? formatDateTime(data.sentAt) : `Not sent (${data.status})`}</dd>
        {data.channel === "email" ? (
          <>
            <dt>Subject</dt>
            <dd>{data.subject}</dd>
          </>
        ) : null}
        {data.attachments.length > 0 ? (
          <>
            <dt>Attachments</dt>
            <dd>{data.attachments.join(", ")}</dd>
          </>
        ) : null}
        {data.lastError ? (
          <>
            <dt>Error</dt>
            <dd>{data.lastError}</dd>
          </>
        ) : null}
      </dl>
      {data.channel === "email" && data.html ? (
        // The sandbox runs no script and follows no form: the mail is shown, never executed.
        <iframe
          title="E-mail body"
          sandbox=""
          srcDoc={data.html}
          style={{ width: "100%", height: 420, border: "1px solid #ccc", background: "#fff" }}
        />
      ) : (
        <pre className="preview-text" style={{ whiteSpace: "pre-wrap" }}>
          {data.text}
        </pre>
      )}
    </article>
  );
}

/**
 * admin/dev-tools: the dev mailbox (DeveloperTools). Every e-mail and SMS the product queued,
 * newest first, server-paged; Enter opens one as its recipient would see it.
 */
export default function DevToolsView() {
  const [open, setOpen] = useState<OutboxItem | null>(null);
  const [reload, setReload] = useState(0);
  const loadPage = async (req: PageRequest, signal: AbortSignal) => {
    const page = Math.floor(req.start / req.length) + 1;
    const answer = await callApi(calls.outbox, { page, pageSize: req.length }, { signal });
    return answer.succeeded && answer.value ? { rows: answer.value.items, total: answer.value.total } : null;
  };
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>Developer Tools</h1>
      </header>
      <div className="screen-body">
        <p>
          Mailbox: e-mail and SMS the product sent while no mail server or SMS provider is configured. Enter
          opens a message.
        </p>
        <div className="record-actions">
          <button type="button" className="btn" onClick={() => setReload((n) => n + 1)}>
            Refresh
          </button>
        </div>
        <DataTable<OutboxItem>
          label="Mailbox"
          columns={COLUMNS}
          rowKey={(m) => m.id}
          pageSize={50}
          loadPage={loadPage}
          reloadKey={reload}
          onOpen={(m) => setOpen(m)}
          emptyText="No messages yet."
        />
        <Modal
          open={open !== null}
          wide
          title={open ? (open.channel === "sms" ? `SMS to ${open.to}` : open.subject || "(no subject)") : ""}
          onClose={() => setOpen(null)}
          footer={
            <button type="button" className="btn" onClick={() => setOpen(null)}>
              Close
            </button>
          }
        >
          {open ? <MessageView item={open} /> : null}
        </Modal>
      </div>
    </section>
  );
}
