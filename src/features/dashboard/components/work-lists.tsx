import { useState } from "react";
import type { CurrentJob } from "../../../../server/contracts/dashboard";
import type { CurrentSessionsParam, Session } from "../../../../server/contracts/sessions/sessions";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { RecordPanel } from "../../../components/ui/record-panel";
import { currentSessionColumns } from "../../../lib/current-sessions-filter";
import { CurrentSessionsFilterForm } from "../../../lib/current-sessions-filter-form";
import { formatDate } from "../../../lib/format";
import { useStaffName } from "../../../lib/staff-people";
import { actions } from "../../../workspace/store";
import { useCurrentJobs, useCurrentSessions } from "../api/dashboard-reads";

/** GET /api/current-jobs: my jobs as project manager or recruiter; a row opens the job. */
export function CurrentJobsPanel() {
  const { data, error } = useCurrentJobs();
  return (
    <section className="card dash-wide" aria-labelledby="dash-current-jobs">
      <h2 id="dash-current-jobs" className="card-title">
        My current jobs
      </h2>
      <RecordPanel<CurrentJob>
        title="My current jobs"
        rows={data}
        error={error ? error.message : null}
        rowKey={(j) => j.id}
        height="16rem"
        columns={[
          { key: "jobNumber", header: "Job", width: "7rem" },
          { key: "jobName", header: "Job name" },
          { key: "clientName", header: "Client" },
          { key: "status", header: "Status", width: "6.5rem" },
          { key: "myRole", header: "My role", width: "8.5rem" },
          { key: "startDate", header: "Starts", width: "6.5rem", render: (j) => formatDate(j.startDate) },
        ]}
        onOpen={(j, { otherPane }) =>
          actions.open(href(ROUTES.jobEdit, { id: j.id }), {
            otherPane,
            title: `${j.jobNumber} - ${j.jobName}`,
          })
        }
      />
    </section>
  );
}

/** POST /api/report/GetUserCurrentSessionsWithParam with the filter set of staff-calls §7.6. */
export function CurrentSessionsPanel() {
  const [filters, setFilters] = useState<CurrentSessionsParam>({});
  const { data, error } = useCurrentSessions(filters);
  const staffName = useStaffName();
  return (
    <section className="card dash-wide" aria-labelledby="dash-current-sessions">
      <h2 id="dash-current-sessions" className="card-title">
        Current sessions
      </h2>
      <div className="dash-filter">
        <CurrentSessionsFilterForm
          id="dashboard-sessions-filter"
          submitLabel="Filter"
          onFilter={setFilters}
        />
      </div>
      <RecordPanel<Session>
        title="Current sessions"
        rows={data}
        error={error ? error.message : null}
        rowKey={(s) => s.id}
        height="18rem"
        columns={currentSessionColumns(staffName)}
        onOpen={(s, { otherPane }) =>
          actions.open(href(ROUTES.sessionEditTab, { id: s.id, jobid: s.jobId, tab: "attendees" }), {
            otherPane,
            title: s.name,
          })
        }
      />
    </section>
  );
}
