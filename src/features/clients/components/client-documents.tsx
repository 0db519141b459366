import type { ClientJob } from "../../../../server/contracts/clients";
import type { DocumentRow } from "../../../../server/contracts/documents";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { CommandButton } from "../../../components/command/command-button";
import { RecordPanel } from "../../../components/ui/record-panel";
import { useChildren } from "../../../lib/child-records";
import { formatDate } from "../../../lib/format";
import { useStaffName } from "../../../lib/staff-people";
import { actions } from "../../../workspace/store";
import { clientChildren } from "../api/clients-api";
import { clientEditPath } from "../model/client-form";
import { clientScreens } from "../state/screen-state";

/** Documents tab: Enter downloads the file (the server checks the caller may see it). */
export function ClientDocuments({ clientId }: { clientId: number }) {
  const list = useChildren(clientChildren.documents, clientId);
  return (
    <RecordPanel<DocumentRow>
      title="Documents"
      rows={list.data}
      error={list.error ? list.error.message : null}
      rowKey={(r) => r.id}
      columns={[
        { key: "fileName", header: "File", width: "35%" },
        { key: "description", header: "Description" },
        {
          key: "sizeBytes",
          header: "Size",
          align: "right",
          render: (r) => `${Math.ceil(r.sizeBytes / 1024)} KB`,
        },
        { key: "uploadedBy", header: "By" },
        { key: "createdAt", header: "Uploaded", render: (r) => formatDate(r.createdAt) },
      ]}
      onOpen={(row) => window.open(`/api/download-document/${row.id}`, "_blank", "noopener")}
      onSelectionChange={(rows) => clientScreens.setSelection(clientEditPath(clientId, "documents"), rows)}
      actions={
        <>
          <CommandButton id="clients.uploadDocument" className="btn btn-primary" />
          <CommandButton id="clients.deleteSelected" />
        </>
      }
    />
  );
}

/** Jobs tab: the client's jobs; Enter opens one (Ctrl/Cmd+Enter beside). */
export function ClientJobs({ clientId }: { clientId: number }) {
  const list = useChildren(clientChildren.jobs, clientId);
  const staffName = useStaffName();
  return (
    <RecordPanel<ClientJob>
      title="Jobs"
      rows={list.data}
      error={list.error ? list.error.message : null}
      rowKey={(r) => r.id}
      columns={[
        { key: "jobNumber", header: "Job number" },
        { key: "name", header: "Name", width: "35%" },
        { key: "status", header: "Status" },
        { key: "startDate", header: "Start", render: (r) => formatDate(r.startDate) },
        { key: "projectManager", header: "Project manager", render: (r) => staffName(r.projectManager) },
      ]}
      onOpen={(row, { otherPane }) =>
        actions.open(href(ROUTES.jobEditTab, { id: row.id, selectedtab: "details" }), {
          otherPane,
          title: `${row.jobNumber} - ${row.name}`,
        })
      }
      onSelectionChange={(rows) => clientScreens.setSelection(clientEditPath(clientId, "jobs"), rows)}
      actions={<CommandButton id="clients.newJob" className="btn btn-primary" />}
    />
  );
}
