import { useState } from "react";
import { CommandButton } from "../../../components/command/command-button";
import { type DataColumn, DataTable, type PageRequest } from "../../../components/ui/data-table";
import { callApi } from "../../../lib/call-api";
import { formatDate, formatTime } from "../../../lib/format";
import { calls, type SmsReplyRow } from "../api/messaging-api";
import { messagingScreens, useRepliesVersion } from "../state/screen-state";

const COLUMNS: DataColumn<SmsReplyRow>[] = [
  {
    key: "receivedAt",
    header: "Received",
    width: "10rem",
    render: (r) => `${formatDate(r.receivedAt)} ${formatTime(r.receivedAt)}`,
  },
  { key: "fromNumber", header: "From", width: "9rem" },
  {
    key: "respondentName",
    header: "Panel member",
    render: (r) => (r.respondentId ? `${r.respondentName ?? ""} (#${r.respondentId})` : "—"),
  },
  {
    key: "sessionId",
    header: "Session",
    width: "6rem",
    render: (r) => (r.sessionId ? `#${r.sessionId}` : "—"),
  },
  { key: "body", header: "Message" },
  { key: "action", header: "Done by the server", width: "9rem", render: (r) => r.action ?? "" },
  { key: "handled", header: "Handled", width: "6rem", render: (r) => (r.handled ? "Yes" : "No") },
];

type Handled = "true" | "false" | "all";

/** comms/smsreplies: inbound replies, server-paged and virtualised; mark handled, delete. */
export default function SmsRepliesView() {
  const version = useRepliesVersion();
  const [handled, setHandled] = useState<Handled>("false");
  const loadPage = async (req: PageRequest, signal: AbortSignal) => {
    const page = Math.floor(req.start / req.length) + 1;
    const answer = await callApi(calls.smsReplies, { page, pageSize: req.length, handled }, { signal });
    return answer.succeeded && answer.value ? { rows: answer.value.items, total: answer.value.total } : null;
  };
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>SMS Replies</h1>
      </header>
      <div className="screen-body">
        <div className="record-actions">
          <label>
            Show{" "}
            <select className="input" value={handled} onChange={(e) => setHandled(e.target.value as Handled)}>
              <option value="false">Not handled</option>
              <option value="true">Handled</option>
              <option value="all">All</option>
            </select>
          </label>
          <CommandButton id="messaging.markRepliesHandled" className="btn btn-primary" />
          <CommandButton id="messaging.deleteReplies" />
        </div>
        <DataTable<SmsReplyRow>
          label="SMS replies"
          columns={COLUMNS}
          rowKey={(r) => r.id}
          loadPage={loadPage}
          reloadKey={`${version}-${handled}`}
          onSelectionChange={(rows) => messagingScreens.setSelection("/comms/smsreplies", rows)}
          emptyText="No replies."
        />
      </div>
    </section>
  );
}
