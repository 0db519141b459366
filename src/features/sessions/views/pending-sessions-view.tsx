import { useState } from "react";
import type { CurrentSessionsParam } from "../../../../server/contracts/sessions/sessions";
import { RecordPanel } from "../../../components/ui/record-panel";
import { currentSessionColumns } from "../../../lib/current-sessions-filter";
import { CurrentSessionsFilterForm } from "../../../lib/current-sessions-filter-form";
import { useStaffName } from "../../../lib/staff-people";
import { actions } from "../../../workspace/store";
import { type Session, useCurrentSessions, useMissingConfirmations } from "../api/sessions-api";
import { missingWithin, startsText } from "../model/pending";
import { sessionEditPath } from "../model/session-tabs";

const open = (s: { id: number; jobId: number; name: string }, otherPane: boolean) =>
  actions.open(sessionEditPath(s.id, s.jobId, "attendees"), { otherPane, title: s.name });

/** sessions/sessionscomponent (Pending Sessions): the user's current and upcoming sessions. */
export default function PendingSessionsView() {
  const [filters, setFilters] = useState<CurrentSessionsParam>({});
  const current = useCurrentSessions(filters);
  const missing = useMissingConfirmations();
  const staffName = useStaffName();
  const missingRows = missingWithin(missing.data, current.data);
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>Pending Sessions</h1>
      </header>
      <div className="screen-body">
        <CurrentSessionsFilterForm id="pending-sessions-filter" submitLabel="Search" onFilter={setFilters} />
        <h2 id="pending-current">Current and upcoming sessions</h2>
        <RecordPanel<Session>
          title="Current and upcoming sessions"
          rows={current.data}
          error={current.error ? current.error.message : null}
          rowKey={(s) => s.id}
          columns={currentSessionColumns(staffName)}
          onOpen={(s, { otherPane }) => open(s, otherPane)}
        />
        <h2 id="pending-missing">Sessions missing confirmations (next 14 days)</h2>
        <RecordPanel
          title="Sessions missing confirmations"
          rows={missingRows}
          error={missing.error ? missing.error.message : null}
          rowKey={(r) => r.sessionId}
          columns={[
            { key: "startsAt", header: "Starts", width: "9.5rem", render: (r) => startsText(r.startsAt) },
            { key: "jobNumber", header: "Job", width: "7rem" },
            { key: "jobName", header: "Job name" },
            { key: "name", header: "Session" },
            { key: "booked", header: "Booked", align: "right", width: "4.5rem" },
            { key: "confirmed", header: "Confirmed", align: "right", width: "5.5rem" },
            { key: "unconfirmed", header: "Unconfirmed", align: "right", width: "6.5rem" },
          ]}
          onOpen={(r, { otherPane }) => open({ id: r.sessionId, jobId: r.jobId, name: r.name }, otherPane)}
        />
      </div>
    </section>
  );
}
