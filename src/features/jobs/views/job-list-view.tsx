import { useCallback } from "react";
import type { JobListRow } from "../../../../server/contracts/query";
import { CommandButton } from "../../../components/command/command-button";
import { type DataColumn, DataTable, type PageRequest } from "../../../components/ui/data-table";
import { ExportProgress } from "../../../components/ui/export-progress";
import { formatDate } from "../../../lib/format";
import { useLookup } from "../../../lib/lookups";
import { staffOptions, useStaffName, useStaffPeople } from "../../../lib/staff-people";
import { actions } from "../../../workspace/store";
import { queryJobs, useListVersion } from "../api/jobs-api";
import { asOptions, jobEditPath } from "../model/job-form";
import { jobDtParams } from "../model/list-query";
import { jobScreens, useSelections } from "../state/screen-state";

/** /job: every job, paged by the server; Enter opens, Ctrl/Cmd+Enter opens in the other pane. */
export default function JobListView() {
  const version = useListVersion();
  const statuses = useLookup("JobStatus");
  const staff = useStaffPeople();
  const staffName = useStaffName();
  useSelections();
  const loadPage = useCallback(async (req: PageRequest, signal: AbortSignal) => {
    const answer = await queryJobs(jobDtParams(req), signal);
    return answer ? { rows: answer.rows, total: answer.filtered } : null;
  }, []);

  const columns: DataColumn<JobListRow>[] = [
    { key: "jobNumber", header: "Job number", sortable: true, filter: "text", width: "11%" },
    { key: "name", header: "Job name", sortable: true, filter: "text", width: "26%" },
    { key: "clientName", header: "Client", width: "18%" },
    { key: "status", header: "Status", sortable: true, filter: { options: asOptions(statuses.data) } },
    { key: "jobType", header: "Type", filter: "text" },
    { key: "startDate", header: "Start", sortable: true, render: (r) => formatDate(r.startDate) },
    {
      key: "projectManager",
      header: "Project manager",
      filter: { options: staffOptions(staff.data ?? []) },
      render: (r) => staffName(r.projectManager),
    },
  ];

  return (
    <section className="screen">
      <header className="screen-head">
        <h1>Jobs</h1>
        <div className="record-toolbar">
          <ExportProgress tag="jobs" />
          <CommandButton id="jobs.allocate" />
          <CommandButton id="jobs.deleteSelected" />
          <CommandButton id="lists.export" />
        </div>
      </header>
      <DataTable<JobListRow>
        label="Jobs"
        columns={columns}
        rowKey={(r) => r.id}
        loadPage={loadPage}
        initialSort={{ column: "jobNumber", dir: "desc" }}
        reloadKey={version}
        height="max(240px, calc(100vh - 420px))"
        onQueryChange={(q) => jobScreens.setListQuery(jobDtParams({ start: 0, length: 50, ...q }))}
        onSelectionChange={(rows) => jobScreens.setSelection("/job", rows)}
        onOpen={(row, { otherPane }) =>
          actions.open(jobEditPath(row.id), { otherPane, title: `${row.jobNumber} - ${row.name}` })
        }
      />
    </section>
  );
}
