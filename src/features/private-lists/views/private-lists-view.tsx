import "../../../components/ui/data-table.css";
import { useCallback } from "react";
import type { RespondentListsQuery } from "../../../../server/contracts/private-lists";
import { ROUTES } from "../../../app/routes/route-patterns";
import { CommandButton } from "../../../components/command/command-button";
import { type DataColumn, DataTable, type PageRequest } from "../../../components/ui/data-table";
import { ExportProgress } from "../../../components/ui/export-progress";
import { formatDate } from "../../../lib/format";
import { listsPage, type RespondentList } from "../api/private-lists-api";
import { listScreen, useListScreen, useSelections } from "../state/screen-state";
import { ListDetail } from "./private-list-detail";
import { ListUpload } from "./private-list-upload";

const SORTABLE = new Set(["name", "clientName", "memberCount", "createdAt"]);

const columns: DataColumn<RespondentList>[] = [
  { key: "name", header: "Name", sortable: true, filter: "text", width: "34%" },
  { key: "clientName", header: "Client", sortable: true, render: (r) => r.clientName ?? "" },
  { key: "memberCount", header: "Members", sortable: true, align: "right" },
  { key: "createdAt", header: "Created", sortable: true, render: (r) => formatDate(r.createdAt) },
  { key: "createdBy", header: "Created by" },
];

/** The DataTable's request as the lists call takes it: the name filter searches. */
const listsQuery = (req: PageRequest): Partial<RespondentListsQuery> => ({
  start: req.start,
  length: req.length,
  search: req.filters.name ?? "",
  ...(req.sort && SORTABLE.has(req.sort.column)
    ? { sort: req.sort.column as RespondentListsQuery["sort"], dir: req.sort.dir }
    : {}),
});

/**
 * admin/privatelist (PrivateListAdmin; decision 220): the private lists paged by the server;
 * Enter opens one below with its members. Every action is a command (palette, keys, buttons).
 */
export default function PrivateListsView() {
  const { openId, version } = useListScreen();
  useSelections();
  const loadPage = useCallback(
    async (req: PageRequest, signal: AbortSignal) => listsPage(listsQuery(req), signal),
    [],
  );
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>Private List</h1>
        <div className="record-toolbar">
          <ExportProgress tag="private-list" />
          <CommandButton id="privateLists.new" className="btn btn-primary" />
          <CommandButton id="privateLists.delete" />
          <CommandButton id="privateLists.downloadSample" />
          <CommandButton id="privateLists.downloadTemplate" />
          <CommandButton id="privateLists.upload" />
        </div>
      </header>
      <DataTable<RespondentList>
        label="Private lists"
        columns={columns}
        rowKey={(r) => r.id}
        loadPage={loadPage}
        reloadKey={version}
        height={openId === null ? "max(240px, calc(100vh - 320px))" : "30vh"}
        emptyText="No private lists yet. Press Alt+N to create one."
        onSelectionChange={(rows) => listScreen.setSelectedLists(ROUTES.adminPrivatelist, rows)}
        onOpen={(row) => listScreen.open(row.id)}
      />
      {openId ? <ListUpload key={`upload-${openId}`} id={openId} /> : null}
      {openId !== null ? <ListDetail key={openId} id={openId} /> : null}
    </section>
  );
}
