import { useCallback } from "react";
import * as scheduleCalls from "../../../../server/contracts/client-schedule-calls";
import type { ScheduleView } from "../../../../server/contracts/sessions/client-schedule";
import { type DataColumn, DataTable, type PageRequest } from "../../../components/ui/data-table";
import { callApi } from "../../../lib/call-api";
import { formatDateTime } from "../../../lib/format";

const COLUMNS: DataColumn<ScheduleView>[] = [
  { key: "at", header: "When", width: "10rem", render: (r) => formatDateTime(r.at) },
  { key: "contactName", header: "Contact", width: "12rem" },
  { key: "jobLabel", header: "Job", width: "16rem" },
  { key: "sessions", header: "Sessions", width: "18rem" },
  { key: "kind", header: "Seen as", width: "7rem", render: (r) => (r.kind === "export" ? "Export" : "Page") },
  { key: "rowCount", header: "Rows", width: "5rem", align: "right" },
];

/**
 * Schedule views (decision 213): every time a contact of this client read a job's schedule, on
 * the page or as an export, newest first, paged on the server.
 */
export function ClientScheduleViews({ clientId }: { clientId: number }) {
  const loadPage = useCallback(
    async (req: PageRequest, signal: AbortSignal) => {
      const answer = await callApi(
        scheduleCalls.scheduleViews,
        { id: clientId, start: req.start, length: req.length },
        { signal },
      );
      return answer.succeeded ? answer.value : null;
    },
    [clientId],
  );
  return (
    <section className="record-panel" aria-label="Schedule views">
      <p className="ws-note">What this client's contacts saw of job schedules in the portal.</p>
      <DataTable<ScheduleView>
        label="Schedule views"
        columns={COLUMNS}
        rowKey={(r) => r.id}
        loadPage={loadPage}
        height="50vh"
        emptyText="No contact of this client has looked at a schedule yet."
      />
    </section>
  );
}
