import { href, ROUTES } from "../../../app/routes/route-patterns";
import { CommandButton } from "../../../components/command/command-button";
import { RecordPanel } from "../../../components/ui/record-panel";
import { useChildren } from "../../../lib/child-records";
import { formatDate, formatMinutes } from "../../../lib/format";
import { useStaffName } from "../../../lib/staff-people";
import { actions } from "../../../workspace/store";
import { jobChildren, useTotalTime } from "../api/jobs-api";
import { type JobTab, jobEditPath } from "../model/job-form";
import { jobScreens } from "../state/screen-state";

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** Time, sessions, documents and queries: lists without an editor of their own. */
export function JobReadTab({
  jobId,
  tab,
}: {
  jobId: number;
  tab: Extract<JobTab, "time" | "sessions" | "documents" | "queries">;
}) {
  const list = useChildren<unknown>(jobChildren[tab], jobId);
  const total = useTotalTime(tab === "time" ? jobId : 0);
  const staffName = useStaffName();
  const rows = list.data as Row[] | undefined;
  const select = (selected: Row[]) => jobScreens.setSelection(jobEditPath(jobId, tab), selected);
  const error = list.error ? list.error.message : null;
  if (tab === "time")
    return (
      <>
        {total.data ? (
          <p>
            Allocated {formatMinutes(total.data.allocatedMinutes)} · spent{" "}
            {formatMinutes(total.data.spentMinutes)}
          </p>
        ) : null}
        <RecordPanel<Row>
          title="Time"
          rows={rows}
          error={error}
          rowKey={(r) => Number(r.id)}
          columns={[
            { key: "username", header: "Staff", render: (r) => staffName(text(r.username)) },
            { key: "position", header: "Position" },
            {
              key: "allocatedMinutes",
              header: "Allocated",
              align: "right",
              render: (r) => formatMinutes(Number(r.allocatedMinutes)),
            },
            {
              key: "spentMinutes",
              header: "Spent",
              align: "right",
              render: (r) => formatMinutes(Number(r.spentMinutes)),
            },
            { key: "workDate", header: "Date", render: (r) => formatDate(r.workDate) },
          ]}
          onSelectionChange={select}
        />
      </>
    );
  if (tab === "sessions")
    return (
      <RecordPanel<Row>
        title="Sessions"
        rows={rows}
        error={error}
        rowKey={(r) => Number(r.id)}
        columns={[
          { key: "sessionNumber", header: "No.", align: "right" },
          { key: "name", header: "Session" },
          { key: "status", header: "Status" },
          { key: "startsAt", header: "Starts", render: (r) => formatDate(r.startsAt) },
        ]}
        onOpen={(row, { otherPane }) =>
          actions.open(href(ROUTES.sessionEditTab, { id: Number(row.id), jobid: jobId, tab: "attendees" }), {
            otherPane,
            title: `${text(row.name)} (#${text(row.sessionNumber)})`,
          })
        }
        onSelectionChange={select}
        actions={
          <>
            <CommandButton id="sessions.new" className="btn btn-primary" />
            <CommandButton id="sessions.openSelected" />
            <CommandButton id="sessions.deleteSelectedOfJob" />
          </>
        }
      />
    );
  if (tab === "documents")
    return (
      <RecordPanel<Row>
        title="Documents"
        rows={rows}
        error={error}
        rowKey={(r) => Number(r.id)}
        columns={[
          { key: "fileName", header: "File" },
          { key: "description", header: "Description" },
          { key: "uploadedBy", header: "By" },
          { key: "createdAt", header: "Uploaded", render: (r) => formatDate(r.createdAt) },
        ]}
        onOpen={(row) => window.open(`/api/download-document/${text(row.id)}`, "_blank", "noopener")}
        onSelectionChange={select}
        actions={
          <>
            <CommandButton id="jobs.uploadDocument" className="btn btn-primary" />
            <CommandButton id="jobs.deleteSelected" />
          </>
        }
      />
    );
  return (
    <RecordPanel<Row>
      title="Queries"
      rows={rows}
      error={error}
      rowKey={(r) => Number(r.id)}
      columns={[
        { key: "name", header: "Query" },
        { key: "createdBy", header: "By" },
        { key: "createdAt", header: "Created", render: (r) => formatDate(r.createdAt) },
      ]}
      onSelectionChange={select}
      actions={<CommandButton id="jobs.deleteSelected" />}
    />
  );
}
