import { useCallback, useMemo } from "react";
import type { ClientDtParams, ClientListRow } from "../../../../server/contracts/query";
import { CommandButton } from "../../../components/command/command-button";
import { type DataColumn, DataTable, type PageRequest } from "../../../components/ui/data-table";
import { ExportProgress } from "../../../components/ui/export-progress";
import { type ListFormat, useListFormat } from "../../../lib/list-format";
import { actions } from "../../../workspace/store";
import { queryClients, useListVersion } from "../api/clients-api";
import { clientEditPath } from "../model/client-form";
import { clientDtParams } from "../model/list-query";
import { clientScreens, useSelections } from "../state/screen-state";

const listColumns = (show: ListFormat): DataColumn<ClientListRow>[] => [
  { key: "name", header: "Client", sortable: true, filter: "text", width: "28%" },
  {
    key: "status",
    header: "Status",
    sortable: true,
    filter: {
      options: [
        { value: "Active", label: "Active" },
        { value: "Inactive", label: "Inactive" },
      ],
    },
  },
  { key: "category", header: "Category", filter: "text" },
  { key: "phone", header: "Phone", render: (r) => show.phone(r.phone, "landline") },
  { key: "email", header: "Email", width: "22%" },
  { key: "suburb", header: "Suburb" },
  { key: "state", header: "State", render: (r) => show.state(r.state) },
];

/** /client: every client, paged by the server; Enter opens, Ctrl/Cmd+Enter opens beside. */
export default function ClientListView() {
  const version = useListVersion();
  const show = useListFormat();
  const columns = useMemo(() => listColumns(show), [show]);
  useSelections();
  const loadPage = useCallback(async (req: PageRequest, signal: AbortSignal) => {
    const dtparams: ClientDtParams = clientDtParams(req);
    const answer = await queryClients(dtparams, signal);
    return answer ? { rows: answer.rows, total: answer.filtered } : null;
  }, []);

  return (
    <section className="screen">
      <header className="screen-head">
        <h1>Clients</h1>
        <div className="record-toolbar">
          <ExportProgress tag="clients" />
          <CommandButton id="clients.new" className="btn btn-primary" />
          <CommandButton id="clients.deleteSelected" />
          <CommandButton id="lists.export" />
        </div>
      </header>
      <DataTable<ClientListRow>
        label="Clients"
        columns={columns}
        rowKey={(r) => r.id}
        loadPage={loadPage}
        initialSort={{ column: "name", dir: "asc" }}
        reloadKey={version}
        height="max(240px, calc(100vh - 420px))"
        onQueryChange={(q) => clientScreens.setListQuery(clientDtParams({ start: 0, length: 50, ...q }))}
        onSelectionChange={(rows) => clientScreens.setSelection("/client", rows)}
        onOpen={(row, { otherPane }) => actions.open(clientEditPath(row.id), { otherPane, title: row.name })}
      />
    </section>
  );
}
